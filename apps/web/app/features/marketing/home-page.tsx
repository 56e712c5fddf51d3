import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Icon, type IconName } from '~/components/icons';
import { PageHero } from '~/components/page-hero';
import { defaultDescription, pageMeta, siteName } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/home-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: siteName, description: defaultDescription });

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

// The welcome banner and audience cards of SPEC §2; the logo strip, programme tabs, quotes,
// latest insights and subscribe bar arrive with the marketing issue.
export default function HomePage() {
  return (
    <>
      <PageHero
        eyebrow="Accredited by industry"
        title="The gold standard for tech education"
        lead="We work with employers to accredit tech degrees, apprenticeships and training, so learners graduate with the skills industry needs."
      >
        <Link to={paths.courses()} className={buttonClass('gold')}>
          Find a course
        </Link>
        <Link to={paths.tig()} className={buttonClass('outline-light')}>
          How accreditation works
        </Link>
      </PageHero>

      <section aria-labelledby="audiences-heading" className="container-page py-14 md:py-20">
        <h2
          id="audiences-heading"
          className="text-2xl font-bold tracking-tight text-navy-950 md:text-3xl"
        >
          Who we work with
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {audiences.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-navy-600 hover:shadow-md"
              >
                <span className="grid size-12 place-items-center rounded-xl bg-navy-900 text-gold-300">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <span className="mt-5 text-xl font-bold text-navy-950">{card.title}</span>
                <span className="mt-2 flex-1 text-slate-700">{card.text}</span>
                <span className="mt-5 inline-flex items-center gap-2 font-semibold text-navy-700 group-hover:underline">
                  Find out more
                  <Icon name="arrowRight" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-heading" className="bg-gold-100">
        <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="join-heading" className="text-2xl font-bold text-navy-950">
              On an accredited course?
            </h2>
            <p className="mt-2 max-w-2xl text-slate-800">
              Membership is free for learners on accredited courses and for employers in the
              network.
            </p>
          </div>
          <Link to={paths.joinCommunity()} className={buttonClass('primary', 'shrink-0')}>
            Join the community
          </Link>
        </div>
      </section>
    </>
  );
}
