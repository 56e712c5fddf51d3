import { NEWS_ROW_LIMIT } from '@techgold/contracts/constants';
import { NEWSLETTER_CONSENT } from '@techgold/contracts/subscribers';
import { Link } from 'react-router';
import { Accordion } from '~/components/accordion';
import { ActionBand } from '~/components/action-band';
import { buttonClass } from '~/components/button-styles';
import { InsightGrid } from '~/components/insight-card';
import { OutcomeStats } from '~/components/outcome-stats';
import { PageHero } from '~/components/page-hero';
import { QuotesBox } from '~/components/quotes-box';
import { Section } from '~/components/section';
import { SubscribeBar } from '~/components/subscribe-bar';
import { Steps } from '~/components/steps';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { latestInsights, quotesFor } from './data.server';
import { employerFaqs } from './employer-faqs';
import type { Route } from './+types/employers-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'Employers';
const description =
  "Shape the skills of tomorrow's tech workforce and join a network of over 400 employers.";

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export async function loader({ context }: Route.LoaderArgs) {
  const [insights, quotes] = await Promise.all([
    latestInsights(context, NEWS_ROW_LIMIT),
    quotesFor(context, 'employers'),
  ]);
  return { insights, quotes, consent: NEWSLETTER_CONSENT };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const steps = [
  {
    title: 'Input',
    text: 'Tell us about the roles you hire for and the skills new starters are missing.',
  },
  {
    title: 'Define',
    text: 'Together with other employers, turn that input into the standard courses are measured against.',
  },
  {
    title: 'Develop',
    text: 'Learning providers build and update their courses to the standard, with briefs and projects from you.',
  },
  {
    title: 'Accredit',
    text: 'Courses that meet the standard are accredited, and their learners earn credentials you can trust.',
  },
];

export default function EmployersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For employers"
        title="Shape the skills of tomorrow's tech workforce"
        lead="Join a free network of over 400 employers who decide what accredited tech courses teach, and hire the learners who take them."
      >
        <Link to={paths.joinEmployers()} className={buttonClass('gold')}>
          Join the employer network
        </Link>
        <Link
          to={paths.employeeSignup()}
          className={buttonClass('outline-light', 'text-center max-xs:whitespace-normal')}
        >
          Your employer is a member? Create your account
        </Link>
        {/* The header's button says "Learner login" (SPEC); employer users sign in there too. */}
        <p className="w-full text-white">
          Already have an account?{' '}
          <Link
            to={paths.login()}
            className="font-semibold text-white underline underline-offset-4"
          >
            Sign in
          </Link>
        </p>
      </PageHero>

      <Section
        eyebrow="How it works"
        title="Four steps from your needs to accredited courses"
        lead="Accreditation starts with employers. Here is how your input becomes the skills learners graduate with."
      >
        <Steps steps={steps} />
      </Section>

      <Section tone="grey" eyebrow="Why it matters" title="Hire people who can do the job">
        <OutcomeStats />
      </Section>

      <QuotesBox quotes={loaderData.quotes} heading="What employers say" />

      <Section eyebrow="Questions" title="Frequently asked questions">
        <Accordion items={employerFaqs} className="max-w-4xl" />
      </Section>

      {loaderData.insights.length ? (
        <Section
          tone="grey"
          title="Latest news"
          action={
            <Link to={paths.news()} className={buttonClass('outline')}>
              View all news
            </Link>
          }
        >
          <InsightGrid insights={loaderData.insights} />
        </Section>
      ) : null}

      <ActionBand
        title="Ready to help shape tech education?"
        text="Joining is free and takes a few minutes. We will be in touch to talk about the skills you need."
        actions={[{ to: paths.joinEmployers(), label: 'Join the employer network' }]}
      />
      <SubscribeBar consent={loaderData.consent} audience="employer" />
    </>
  );
}
