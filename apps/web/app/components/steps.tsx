import { cn } from '~/lib/cn';

export interface Step {
  title: string;
  text: string;
}

/** A numbered process (how it works): an ordered list, so the order is announced too. */
export function Steps({ steps, className }: { steps: Step[]; className?: string }) {
  return (
    <ol
      className={cn('grid gap-6 sm:grid-cols-2', steps.length === 4 && 'lg:grid-cols-4', className)}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
        >
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-navy-900 text-lg font-bold text-gold-300"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-xl font-bold text-navy-950 sm:mt-4">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-slate-700 sm:mt-2">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
