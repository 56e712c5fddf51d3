import { notFoundMessage } from '@techgold/contracts/not-found-message';
import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Icon, type IconName } from '~/components/icons';
import { paths } from '~/lib/paths';

const suggestions: Array<{ to: string; label: string; text: string; icon: IconName }> = [
  {
    to: paths.news(),
    label: 'News',
    text: 'Community stories, insights and impact.',
    icon: 'news',
  },
  {
    to: paths.courses(),
    label: 'Courses',
    text: 'Find an accredited tech course.',
    icon: 'academic',
  },
  {
    to: paths.learners(),
    label: 'Learners',
    text: 'Free membership on accredited courses.',
    icon: 'user',
  },
  {
    to: paths.employers(),
    label: 'Employers',
    text: 'Join a network of over 400 employers.',
    icon: 'building',
  },
  {
    to: paths.learningProviders(),
    label: 'Learning Providers',
    text: 'Get your courses accredited.',
    icon: 'badge',
  },
  { to: paths.about(), label: 'About', text: 'Who we are and what we do.', icon: 'insights' },
];

/** The 404 page body (SPEC §2): exact text, Visit Home Page, suggested content. */
export function NotFound() {
  return (
    <div className="container-page py-14 md:py-20">
      <p className="text-sm font-semibold tracking-wide text-gold-800 uppercase">Error 404</p>
      <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-navy-950 md:text-4xl">
        {notFoundMessage}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        The page may have moved, or the link may be out of date.
      </p>
      <Link to={paths.home()} className={buttonClass('primary', 'mt-8')}>
        Visit Home Page
      </Link>
      <section aria-labelledby="suggested-heading" className="mt-14">
        <h2 id="suggested-heading" className="text-xl font-bold text-navy-950">
          Suggested content
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {suggestions.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-navy-600"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-navy-50 text-navy-700">
                  <Icon name={item.icon} className="size-6" />
                </span>
                <span>
                  <span className="block font-bold text-navy-900">{item.label}</span>
                  <span className="mt-1 block text-slate-700">{item.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
