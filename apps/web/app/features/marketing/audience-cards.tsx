import { Link } from 'react-router';
import { Icon, type IconName } from '~/components/icons';
import { paths } from '~/lib/paths';

const audiences: Array<{ to: string; title: string; text: string; icon: IconName }> = [
  {
    to: paths.employers(),
    title: 'Employers',
    text: 'Shape the courses that train your future team and join a network of over 400 employers.',
    icon: 'building',
  },
  {
    to: paths.learningProviders(),
    title: 'Learning Providers',
    text: 'Show that your degrees, apprenticeships and training meet the standards industry sets.',
    icon: 'academic',
  },
  {
    to: paths.learners(),
    title: 'Learners',
    text: 'Study an accredited course and get free membership, credentials and career support.',
    icon: 'badge',
  },
];

/** Home: the three audience cards, each linking to its marketing page. */
export function AudienceCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {audiences.map((card) => (
        <li key={card.to}>
          <Link
            to={card.to}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-navy-600 hover:shadow-md motion-reduce:transition-none"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-navy-900 text-gold-300">
              <Icon name={card.icon} className="size-6" />
            </span>
            <span className="mt-5 text-xl font-bold text-navy-950">{card.title}</span>
            <span className="mt-2 flex-1 text-slate-700">{card.text}</span>
            <span className="mt-5 inline-flex items-center gap-2 font-semibold text-navy-700 group-hover:underline">
              Find out more
              <Icon name="arrow-right" className="size-4" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
