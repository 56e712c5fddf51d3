import { useEffect, useRef, type ReactNode } from 'react';
import { noticeTones } from '~/components/alert';
import { Icon } from '~/components/icons';
import { cn } from '~/lib/cn';

/**
 * The step-1 result above the step-2 form. It takes focus when it appears, so a screen reader
 * announces the confirmation; the close icon goes back to step 1 (SPEC §4).
 */
export function MatchBanner({
  tone,
  onClose,
  children,
}: {
  tone: 'confirmed' | 'review';
  onClose: () => void;
  children: ReactNode;
}) {
  const { className, icon } = noticeTones[tone === 'confirmed' ? 'success' : 'warning'];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={cn('flex items-start gap-3 rounded-lg border p-4', className)}
    >
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 break-words">{children}</div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Use a different email address"
        title="Use a different email address"
        className="-m-2 grid size-11 shrink-0 place-items-center rounded-lg hover:bg-black/5"
      >
        <Icon name="close" className="size-5" />
      </button>
    </div>
  );
}
