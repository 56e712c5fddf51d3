import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';

/** A closing call to action: a short pitch and one or two buttons on a gold band. */
export function ActionBand({
  title,
  text,
  actions,
}: {
  title: string;
  text: ReactNode;
  actions: Array<{ to: string; label: string }>;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-gold-100">
      <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={id} className="text-2xl font-bold text-navy-950">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-800">{text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          {actions.map((action, index) => (
            <Link
              key={action.to}
              to={action.to}
              className={buttonClass(index === 0 ? 'primary' : 'outline')}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
