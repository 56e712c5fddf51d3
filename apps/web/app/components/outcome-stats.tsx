import { cn } from '~/lib/cn';

/** SPEC §1 marketing figures: the outcomes of learners on accredited courses. */
const outcomeStats = [
  {
    value: '89%',
    label: 'in paid employment 15 months after their course',
    compare: 'against 78% overall',
  },
  {
    value: '84%',
    label: 'of degree learners get a first or a 2:1',
    compare: 'against 76% overall',
  },
  {
    value: '£35,000',
    label: 'average salary of an accredited apprentice',
    compare: 'on accredited apprenticeships at levels 3 to 7',
  },
] as const;

/** The results panel: three figures with their comparison. */
export function OutcomeStats({ className }: { className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {outcomeStats.map((stat) => (
        <div
          key={stat.value}
          className="flex flex-col rounded-2xl p-5 border border-slate-200 bg-white shadow-sm"
        >
          <dt className="order-2 mt-2 font-semibold text-navy-950">{stat.label}</dt>
          <dd className="order-1 text-4xl font-bold tracking-tight text-navy-900">{stat.value}</dd>
          <dd className="order-3 mt-1 text-sm text-slate-600">{stat.compare}</dd>
        </div>
      ))}
    </dl>
  );
}
