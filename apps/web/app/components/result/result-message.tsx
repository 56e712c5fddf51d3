import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '~/components/icons';
import { UndoOffer, type Undo } from './undo-offer';
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
  /** The way back, offered for a while (decision 0094). */
  undo?: Undo;
}

export type { Undo };

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

  // Moved as the message is drawn (a layout effect): never on screen without the focus.
  useLayoutEffect(() => {
    if (shown) ref.current?.focus();
    // Only a new message moves focus, not its settling.
  }, [shown?.at]); // eslint-disable-line react-hooks/exhaustive-deps

  const show = (ok: boolean, text: ReactNode, expect: unknown, undo?: Undo) =>
    setShown({ ok, text, before: state, expect, settled: false, at: Date.now(), undo });

  // Undo runs the inverse; its own message then replaces this one, and takes focus.
  const runUndo = async (undo: Undo) => {
    try {
      show(true, await undo.run(), 'describes' in undo ? undo.describes : state);
    } catch (error) {
      show(false, errorText(error), state);
    }
  };

  return {
    region: (
      <ResultRegion
        ref={ref}
        shown={shown}
        className={className}
        onUndo={runUndo}
        // The offer has run out: the message stays, without its button.
        onExpire={() => setShown((now) => (now ? { ...now, undo: undefined } : now))}
      />
    ),
    /**
     * A success; `describes` is the state it reports (default: the state now). `undo` offers
     * an Undo button beside it for at least UNDO_SECONDS (decision 0094).
     */
    succeeded: (text: ReactNode, describes: unknown = state, undo?: Undo) =>
      show(true, text, describes, undo),
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
  onUndo,
  onExpire,
}: {
  shown: Shown | null;
  ref: React.Ref<HTMLDivElement>;
  /** Spacing around it while it shows (it takes no room when empty). */
  className?: string;
  onUndo: (undo: Undo) => Promise<void>;
  onExpire: () => void;
}) {
  // While the pointer or the focus is on the message, the undo offer waits (WCAG 2.2.1).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-result
      className={cn('rounded-lg outline-offset-4 empty:hidden', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {shown ? (
        <ResultBox ok={shown.ok}>
          {shown.text}
          {shown.undo ? (
            <UndoOffer
              // A new message is a new offer, with its full time.
              key={shown.at}
              paused={hovered || focused}
              onUndo={() => onUndo(shown.undo!)}
              onExpire={onExpire}
            />
          ) : null}
        </ResultBox>
      ) : null}
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
