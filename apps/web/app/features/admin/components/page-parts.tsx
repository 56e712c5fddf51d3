import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { ukDate, ukDateTime } from '~/lib/uk-time';

/** The page's heading, a line about it, and its main actions. */
export function PageHeader({
  title,
  description,
  back,
  actions,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 space-y-3">
      {back ? (
        <p>
          <Link
            to={back.to}
            className="rounded font-semibold text-navy-700 underline underline-offset-4"
          >
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h1
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight break-words text-navy-950 outline-offset-4"
          >
            {title}
          </h1>
          {description ? <div className="max-w-3xl text-slate-700">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </header>
  );
}

/** A white card around a part of a record page, with its own heading. */
export function Panel({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <h2 id={id} className="mb-4 text-xl font-bold text-navy-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs (GOV.UK's summary list); empty values read "Not given". */
export function SummaryList({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="font-semibold text-navy-950">{label}</dt>
          <dd className="min-w-0 break-words text-slate-800">
            {value === null || value === undefined || value === '' ? (
              <span className="text-slate-600">Not given</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Tone = 'neutral' | 'good' | 'warn' | 'bad';
const tones: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  good: 'bg-green-50 text-green-900 ring-green-300',
  warn: 'bg-gold-100 text-navy-950 ring-gold-500',
  bad: 'bg-red-50 text-red-900 ring-red-300',
};

/** A short state word (Active, Disabled, New…) in a tinted outline; colour is never the only cue. */
export function Tag({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-block rounded-md px-2 py-0.5 text-sm font-semibold whitespace-nowrap ring-1',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A time as staff read it: UK time, with the machine-readable instant. */
export function When({ iso, dateOnly }: { iso: string | null; dateOnly?: boolean }) {
  if (!iso) return <span className="text-slate-600">Never</span>;
  return <time dateTime={iso}>{dateOnly ? ukDate(iso) : ukDateTime(iso)}</time>;
}
