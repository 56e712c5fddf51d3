import { useRef, useState } from 'react';
import { Alert, Notice } from '~/components/alert';
import { genericErrorMessage } from '~/lib/api-client';

/**
 * What the last action on a record page did: a success or an error message above the actions,
 * which takes focus when it appears so keyboard and screen reader users hear it.
 */
export function useActionOutcome() {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const show = (ok: boolean, text: string) => {
    setOutcome({ ok, text });
    requestAnimationFrame(() => ref.current?.focus());
  };
  const message = (
    <div ref={ref} tabIndex={-1} className="mb-4 rounded-lg outline-offset-4 empty:hidden">
      {outcome ? (
        outcome.ok ? (
          <Notice>{outcome.text}</Notice>
        ) : (
          <Alert>{outcome.text}</Alert>
        )
      ) : null}
    </div>
  );
  return {
    message,
    succeeded: (text: string) => show(true, text),
    failed: (error: unknown) =>
      show(false, error instanceof Error ? error.message : genericErrorMessage),
    clear: () => setOutcome(null),
  };
}
