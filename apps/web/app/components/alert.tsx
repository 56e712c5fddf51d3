import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Icon } from './icons';

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

/** A status message (role=status): success or neutral information. */
export function Notice({
  children,
  tone = 'success',
  className,
}: {
  children: ReactNode;
  tone?: 'success' | 'info';
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-lg border p-4',
        tone === 'success'
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-navy-200 bg-navy-50 text-navy-900',
        className,
      )}
    >
      <Icon name={tone === 'success' ? 'check' : 'clock'} className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
