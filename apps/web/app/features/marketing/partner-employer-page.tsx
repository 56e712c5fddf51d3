import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { PartnerSignupLink, SmeBenefits } from '~/components/job-matching';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { Steps } from '~/components/steps';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/partner-employer-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'Hire through job matching';
const description =
  'Hire for skills and values: one free hire and five free connection credits for small and medium-sized businesses.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const steps = [
  {
    title: 'Describe the role',
    text: 'Tell the platform the skills, values and competencies the role needs.',
  },
  {
    title: 'Get matched',
    text: 'See anonymous candidates who meet at least 80% of those competencies.',
  },
  {
    title: 'Connect',
    text: 'Use your five free connection credits to contact the candidates you like.',
  },
  {
    title: 'Shortlist and hire',
    text: 'Names are revealed when you shortlist. Your first hire is free.',
  },
];

export default function PartnerEmployerPage() {
  return (
    <>
      <PageHero
        eyebrow="Job matching for employers"
        title="Hire for skills and values, not CVs"
        lead="Our job-matching partner matches small and medium-sized businesses with candidates by what they can do and what they care about, with anonymous profiles until shortlisting."
      >
        <PartnerSignupLink>Sign up now</PartnerSignupLink>
        <Link to={paths.partnerTalent()} className={buttonClass('outline-light')}>
          Looking for a job?
        </Link>
      </PageHero>

      <Section eyebrow="How it works" title="From role to hire in four steps">
        <Steps steps={steps} />
      </Section>

      <Section
        tone="grey"
        eyebrow="What you get"
        title="Built for small and medium-sized businesses"
        lead="Desk-based roles at every level except executive, with costs that suit a growing team."
      >
        <SmeBenefits />
      </Section>

      <Section
        title="Start hiring"
        lead="Create your company profile with our partner in a few minutes. Your first hire is on us."
      >
        <PartnerSignupLink variant="primary">Sign up now</PartnerSignupLink>
      </Section>
    </>
  );
}
