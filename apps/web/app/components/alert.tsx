import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Icon, type IconName } from './icons';

/** An error the user must notice now (role=alert). */
export function Alert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900',
        className,
      )}
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

export type NoticeTone = 'success' | 'info' | 'warning';

/** The colours and icon of each notice tone, for status boxes that need more than Notice. */
export const noticeTones: Record<NoticeTone, { className: string; icon: IconName }> = {
  success: { className: 'border-green-300 bg-green-50 text-green-900', icon: 'check' },
  info: { className: 'border-navy-200 bg-navy-50 text-navy-900', icon: 'clock' },
  warning: { className: 'border-gold-500 bg-gold-100 text-navy-950', icon: 'alert' },
};

/** A status message (role=status): success, neutral information or something to look at. */
export function Notice({
  children,
  tone = 'success',
  className,
}: {
  children: ReactNode;
  tone?: NoticeTone;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex gap-3 rounded-lg border p-4', noticeTones[tone].className, className)}
    >
      <Icon name={noticeTones[tone].icon} className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
