import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Icon } from './icons';

/**
 * The grey info box (SPEC §2) that toggles expanded or collapsed. A native details/summary:
 * keyboard and screen-reader support built in, and it works before JavaScript loads.
 */
export function InfoBox({
  summary,
  children,
  className,
}: {
  summary: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <details className={cn('group rounded-xl border border-slate-200 bg-slate-100', className)}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 font-semibold text-navy-950 [&::-webkit-details-marker]:hidden">
        <Icon name="info" className="size-5 shrink-0 text-navy-700" />
        <span className="flex-1">{summary}</span>
        <Icon
          name="chevron-down"
          className="size-5 shrink-0 text-navy-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="px-4 pb-4 pl-12 text-slate-700">{children}</div>
    </details>
  );
}
