import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '~/components/button-styles';

/** How long an Undo button stays at least (decision 0094); it waits while the message is in use. */
export const UNDO_SECONDS = 10;

/** The way back from a reversible action: the inverse, through the normal API. */
export interface Undo {
  /** Performs the inverse; answers what was undone, in words ("The domain x is back."). */
  run: () => Promise<ReactNode>;
  /** The state the undone message describes (see useResult); the state now when left out. */
  describes?: unknown;
}

/**
 * The Undo button inside a result message. It goes after UNDO_SECONDS of the message not being
 * in use: the countdown stops while the pointer is over the message or focus is in it (which
 * it is from the start, the message taking focus), so nobody loses it by being slow (WCAG
 * 2.2.1). It says so in words; no ticking number is announced. While the inverse runs the
 * button stays focusable (aria-disabled): a disabled button would drop focus on <body>.
 */
export function UndoOffer({
  paused,
  onUndo,
  onExpire,
}: {
  paused: boolean;
  onUndo: () => Promise<void>;
  onExpire: () => void;
}) {
  const left = useRef(UNDO_SECONDS * 1000);
  const [busy, setBusy] = useState(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (paused || busy) return;
    const started = Date.now();
    const timer = setTimeout(() => expire.current(), Math.max(0, left.current));
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, busy]);

  const click = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onUndo();
    } finally {
      setBusy(false);
    }
  };

  return (
    <p className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClass('outline', undefined, 'sm')}
        aria-disabled={busy || undefined}
        onClick={() => void click()}
      >
        {busy ? 'Undoing…' : 'Undo'}
      </button>
      <span className="text-sm">You can undo this for {UNDO_SECONDS} seconds.</span>
    </p>
  );
}
