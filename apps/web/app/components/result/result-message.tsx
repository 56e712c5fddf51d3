import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '~/components/icons';
import { noticeTones } from '~/components/alert';
import { cn } from '~/lib/cn';
import { errorText } from '~/lib/error-text';

interface Shown {
  ok: boolean;
  text: ReactNode;
  /** The state on screen when the message appeared. */
  before: unknown;
  /** The state the message describes ("is revoked": the revoked state), once it arrives. */
  expect: unknown;
  /** The described state has arrived: any other state from now on clears the message. */
  settled: boolean;
  at: number;
}

/**
 * One result message (decision 0080): what an action did, success or failure, in one live
 * region placed next to what changed. It takes focus when it appears, so keyboard and screen
 * reader users hear it and stay where they were; it clears when the state it describes
 * changes (`state`: "…is issued" goes once the credential is revoked).
 *
 *   const result = useResult(credential.status);
 *   result.succeeded('The credential is revoked.', 'revoked');
 *   return <>{result.region}…</>;
 */
export function useResult(state?: unknown, className?: string) {
  const [shown, setShown] = useState<Shown | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  // The state moved on: the message settles on the state it describes, or clears.
  const [seen, setSeen] = useState(state);
  if (!Object.is(seen, state)) {
    setSeen(state);
    if (shown && Object.is(state, shown.expect)) {
      if (!shown.settled) setShown({ ...shown, settled: true });
    } else if (shown && (shown.settled || !Object.is(state, shown.before))) {
      setShown(null);
    }
  }

  useEffect(() => {
    if (shown) ref.current?.focus();
    // Only a new message moves focus, not its settling.
  }, [shown?.at]); // eslint-disable-line react-hooks/exhaustive-deps

  const show = (ok: boolean, text: ReactNode, expect: unknown) =>
    setShown({ ok, text, before: state, expect, settled: false, at: Date.now() });

  return {
    region: <ResultRegion ref={ref} shown={shown} className={className} />,
    /** A success; `describes` is the state it reports (default: the state now). */
    succeeded: (text: ReactNode, describes: unknown = state) => show(true, text, describes),
    /** A failure, in the server's words when it sent some. */
    failed: (error: unknown) => show(false, errorText(error), state),
    clear: () => setShown(null),
    text: shown?.text ?? null,
  };
}

export type Result = ReturnType<typeof useResult>;

/** The live region itself, present before any message so screen readers announce the first
 * (role=status: a polite live region). */
function ResultRegion({
  shown,
  ref,
  className,
}: {
  shown: Shown | null;
  ref: React.Ref<HTMLDivElement>;
  /** Spacing around it while it shows (it takes no room when empty). */
  className?: string;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-result
      className={cn('rounded-lg outline-offset-4 empty:hidden', className)}
    >
      {shown ? <ResultBox ok={shown.ok}>{shown.text}</ResultBox> : null}
    </div>
  );
}

/** A success or failure box, without a role of its own: the region around it is the live one. */
export function ResultBox({ ok, children }: { ok: boolean; children: ReactNode }) {
  const tone = ok
    ? noticeTones.success
    : { className: 'border-red-300 bg-red-50 text-red-900', icon: 'alert' as const };
  return (
    <div className={cn('flex gap-3 rounded-lg border p-4', tone.className)}>
      <Icon name={tone.icon} className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/**
 * A result that arrived with the page (the list after a decision, a record just created):
 * the same region and focus, shown while `state` stays as it was when the page opened.
 */
export function ArrivedResult({ text, state }: { text: string | null; state?: unknown }) {
  const result = useResult(state, 'mb-6');
  const { succeeded } = result;
  useEffect(() => {
    if (text) succeeded(text);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return result.region;
}
