import { NEWSLETTER_CONSENT } from '@techgold/contracts/subscribers';
import { Link } from 'react-router';
import { ActionBand } from '~/components/action-band';
import { buttonClass } from '~/components/button-styles';
import { Icon, type IconName } from '~/components/icons';
import { OutcomeStats } from '~/components/outcome-stats';
import { PageHero } from '~/components/page-hero';
import { QuotesBox } from '~/components/quotes-box';
import { Section } from '~/components/section';
import { SubscribeBar } from '~/components/subscribe-bar';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useSessionUser } from '~/lib/session-user';
import { quotesFor } from './data.server';
import type { Route } from './+types/learners-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'Learners';
const description =
  'Free membership for learners on accredited courses: credentials, insights, events and career support.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return { quotes: await quotesFor(context, 'learners'), consent: NEWSLETTER_CONSENT };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const benefits: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'badge',
    title: 'Digital credentials',
    text: 'Collect badges for your course, skills and awards, and show employers what you can do.',
  },
  {
    icon: 'insights',
    title: 'Insights from industry',
    text: 'Read what employers and learning providers in the network are working on.',
  },
  {
    icon: 'calendar',
    title: 'Events and meet-ups',
    text: 'Meet employers and other learners at workshops, talks and careers fairs.',
  },
  {
    icon: 'briefcase',
    title: 'A route into work',
    text: 'Over 400 employers look for accredited learners, and job matching helps you find them.',
  },
];

/** Learners marketing (SPEC §2): signed-in visitors see Go to dashboard, others Sign up and Sign in. */
function AccountActions({ tone }: { tone: 'hero' | 'band' }) {
  const user = useSessionUser();
  const primary = tone === 'hero' ? 'gold' : 'primary';
  const secondary = tone === 'hero' ? 'outline-light' : 'outline';
  if (user) {
    return (
      <Link to={paths.dashboard()} className={buttonClass(primary)}>
        Go to dashboard
      </Link>
    );
  }
  return (
    <>
      <Link to={paths.joinCommunity()} className={buttonClass(primary)}>
        Sign up
      </Link>
      <Link to={paths.login()} className={buttonClass(secondary)}>
        Sign in
      </Link>
    </>
  );
}

export default function LearnersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For learners"
        title="Your accredited course comes with a community"
        lead="If you study on an accredited course, membership is free: credentials, insights, events and support into your first tech role."
      >
        <AccountActions tone="hero" />
      </PageHero>

      <Section eyebrow="Membership" title="What you get as a member">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-navy-900 text-gold-300">
                <Icon name={benefit.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-950">{benefit.title}</h3>
              <p className="mt-1 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="grey" eyebrow="Results" title="Accredited courses lead somewhere">
        <OutcomeStats />
      </Section>

      <Section eyebrow="Get started" title="Three ways to take the next step">
        <ul className="grid gap-6 md:grid-cols-3">
          {[
            {
              to: paths.tig(),
              title: 'What is Tech Industry Gold?',
              text: 'How courses are accredited and what the badge means for you.',
            },
            {
              to: paths.courses(),
              title: 'Find a course',
              text: 'Search accredited degrees, apprenticeships and training near you or online.',
            },
            {
              to: paths.joinCommunity(),
              title: 'Join the community',
              text: 'Already on an accredited course? Create your free account.',
            },
          ].map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-navy-600"
              >
                <span className="text-xl font-bold text-navy-950 group-hover:underline">
                  {item.title}
                </span>
                <span className="mt-2 flex-1 text-slate-700">{item.text}</span>
                <Icon name="arrow-right" className="mt-4 size-5 text-navy-700" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <QuotesBox quotes={loaderData.quotes} heading="What learners say" />

      <ActionBand
        title="Looking for your first tech role?"
        text="Our job-matching partner matches you to roles by your skills and values, with an anonymous profile until you are shortlisted."
        actions={[{ to: paths.partnerTalent(), label: 'Get matched' }]}
      />
      <SubscribeBar consent={loaderData.consent} audience="learner" />
    </>
  );
}
