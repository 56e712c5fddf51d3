import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** A page section with its heading (and optional eyebrow and lead), labelled for landmarks. */
export function Section({
  title,
  eyebrow,
  lead,
  children,
  tone = 'white',
  className,
  action,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
  tone?: 'white' | 'grey';
  className?: string;
  /** A link or button shown beside the heading (e.g. View all). */
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn(tone === 'grey' && 'bg-slate-50', className)}>
      <div className="container-page py-14 md:py-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-gold-800 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={id}
              className="mt-1 text-2xl font-bold tracking-tight text-navy-950 md:text-3xl"
            >
              {title}
            </h2>
            {lead ? <div className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</div> : null}
          </div>
          {action ? <div className="shrink-0">{action}</div> : null}
        </div>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
