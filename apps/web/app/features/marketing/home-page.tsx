import { HOME_LATEST_INSIGHTS } from '@techgold/contracts/constants';
import { NEWSLETTER_CONSENT } from '@techgold/contracts/subscribers';
import { Link } from 'react-router';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { CtaBand } from '~/components/cta-card';
import { InsightGrid } from '~/components/insight-card';
import { LogoStrip } from '~/components/logo-strip';
import { PageHero } from '~/components/page-hero';
import { QuotesBox } from '~/components/quotes-box';
import { Section } from '~/components/section';
import { SubscribeBar } from '~/components/subscribe-bar';
import { contactEmail } from '~/lib/contact';
import { absoluteUrl, defaultDescription, jsonLd, pageMeta, siteName } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { AudienceCards } from './audience-cards';
import { ctasFor, emailLinkNotice, homeInsights, quotesFor } from './data.server';
import { homeEmployers } from './employer-names';
import { HomeProgrammes } from './home-programmes';
import type { Route } from './+types/home-page';
import type { PageHandle } from '@techgold/contracts/ssr';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [insights, quotes, ctas] = await Promise.all([
    homeInsights(context, HOME_LATEST_INSIGHTS),
    quotesFor(context, 'home'),
    ctasFor(context, 'home'),
  ]);
  // The newsletter's confirm and unsubscribe links land here with a flag.
  const params = new URL(request.url).searchParams;
  return {
    insights,
    quotes,
    ctas,
    consent: NEWSLETTER_CONSENT,
    emailLinkNotice: emailLinkNotice(
      params.get('subscribed'),
      params.get('unsubscribed'),
      params.get('alerts'),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: siteName, description: defaultDescription }),
  jsonLd({
    '@type': 'Organization',
    name: siteName,
    url: absoluteUrl(args, '/'),
    logo: absoluteUrl(args, '/icons/icon-512.png'),
    description: defaultDescription,
    email: contactEmail,
    nonprofitStatus: 'Nonprofit',
  }),
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { insights, quotes, ctas, consent } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Welcome to Tech Industry Gold"
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
      {loaderData.emailLinkNotice ? (
        <div className="container-page pt-6">
          <Notice tone={loaderData.emailLinkNotice.tone}>{loaderData.emailLinkNotice.text}</Notice>
        </div>
      ) : null}

      <Section title="Who we work with">
        <AudienceCards />
      </Section>

      <Section
        tone="grey"
        eyebrow="Our employer network"
        title="Trusted by over 400 employers"
        lead="Employers across the UK set our standards, review courses and hire accredited learners."
      >
        <LogoStrip names={homeEmployers} />
      </Section>

      <Section
        eyebrow="Accredited programmes"
        title="Find the route that suits you"
        lead="Every accredited course meets the same industry standard, whichever way you learn."
      >
        <HomeProgrammes />
      </Section>

      <QuotesBox quotes={quotes} heading="What our community says" />

      {insights.length ? (
        <Section
          title="Latest news"
          action={
            <Link to={paths.news()} className={buttonClass('outline')}>
              View all news
            </Link>
          }
        >
          <InsightGrid insights={insights} />
        </Section>
      ) : null}

      <CtaBand ctas={ctas} />

      <SubscribeBar consent={consent} />
    </>
  );
}
