import { NEWSLETTER_CONSENT } from '@techgold/contracts/subscribers';
import { Link } from 'react-router';
import { ActionBand } from '~/components/action-band';
import { buttonClass } from '~/components/button-styles';
import { Icon, type IconName } from '~/components/icons';
import { LogoStrip } from '~/components/logo-strip';
import { PageHero } from '~/components/page-hero';
import { QuotesBox } from '~/components/quotes-box';
import { Section } from '~/components/section';
import { SubscribeBar } from '~/components/subscribe-bar';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { quotesFor } from './data.server';
import { providerNames } from './provider-names';
import type { Route } from './+types/learning-providers-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'Learning Providers';
const description =
  'Get your tech degrees, apprenticeships and training accredited against standards set by industry.';

const STRIP_SIZE = 15;

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export async function loader({ context }: Route.LoaderArgs) {
  // SPEC §9: a random 15 of the 40 providers, drawn here on the server so the page hydrates
  // with the same selection it was rendered with.
  const pool = [...providerNames];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return {
    providers: pool.slice(0, STRIP_SIZE),
    quotes: await quotesFor(context, 'learning-providers'),
    consent: NEWSLETTER_CONSENT,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const benefits: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'badge',
    title: 'A mark employers recognise',
    text: 'Accreditation shows learners and employers that your course teaches what industry asked for.',
  },
  {
    icon: 'building',
    title: 'A direct line to employers',
    text: 'Work with over 400 employers on briefs, guest talks, placements and hiring.',
  },
  {
    icon: 'academic',
    title: 'Better outcomes for learners',
    text: '84% of learners on accredited degrees get a first or a 2:1, against 76% overall.',
  },
  {
    icon: 'user',
    title: 'Free membership for learners',
    text: 'Your learners join the community free, with digital credentials, events and career support.',
  },
];

export default function LearningProvidersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For learning providers"
        title="Show your courses meet the standard industry sets"
        lead="Universities, colleges and training providers use Tech Industry Gold accreditation to prove their degrees, apprenticeships and training prepare learners for real tech jobs."
      >
        <Link to={paths.getAccredited()} className={buttonClass('gold')}>
          Get accredited
        </Link>
        <Link to={paths.tig()} className={buttonClass('outline-light')}>
          What is Tech Industry Gold?
        </Link>
      </PageHero>

      <Section eyebrow="Why accreditation" title="What accreditation gives you">
        <ul className="grid gap-6 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-navy-900 text-gold-300">
                <Icon name={benefit.icon} className="size-6" />
              </span>
              <span>
                <span className="block text-lg font-bold text-navy-950">{benefit.title}</span>
                <span className="mt-1 block text-slate-700">{benefit.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="grey"
        eyebrow="How it works"
        title="A clear route to accreditation"
        lead={
          <>
            Prepare your evidence, submit it within a 12-week window, and hear the panel&apos;s
            decision within 24 hours of it meeting.{' '}
            <Link
              to={paths.tig()}
              className="font-semibold text-navy-700 underline underline-offset-2"
            >
              Read how the scheme works
            </Link>
            .
          </>
        }
      >
        <div className="flex flex-wrap gap-3">
          <Link to={paths.getAccredited()} className={buttonClass('primary')}>
            Start your application
          </Link>
          <Link to={paths.tig()} className={buttonClass('outline')}>
            What is Tech Industry Gold?
          </Link>
        </div>
      </Section>

      <Section
        eyebrow="Accredited providers"
        title="Join providers across the UK"
        lead="A selection of the learning providers whose courses hold Tech Industry Gold accreditation."
      >
        <LogoStrip names={loaderData.providers} />
      </Section>

      <QuotesBox quotes={loaderData.quotes} heading="What providers say" />

      <ActionBand
        title="Ready to get accredited?"
        text="Tell us about your course and we will guide you through preparing your submission."
        actions={[
          { to: paths.getAccredited(), label: 'Get accredited' },
          { to: paths.tig(), label: 'About the scheme' },
        ]}
      />
      <SubscribeBar consent={loaderData.consent} audience="learning-provider" />
    </>
  );
}
