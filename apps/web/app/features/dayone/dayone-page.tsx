import type { ReactNode } from 'react';
import { Accordion } from '~/components/accordion';
import { HeroRings } from '~/components/hero-rings';
import { MatchingTasks, PartnerSignupLink, SmeBenefits } from '~/components/job-matching';
import { pageMeta } from '~/lib/meta';
import { dayoneFaqs } from './dayone-faqs';
import type { Route } from './+types/dayone-page';

const title = 'Job matching';
const description = 'Get matched to roles by your skills and values with our job-matching partner.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

function Block({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-navy-950">
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-3xl text-lg text-slate-700">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** SPEC §2 Job matching (DayOne): hero, Sign up now / Get Matched, four tasks, SME benefits, 7 FAQs. */
export default function DayonePage() {
  return (
    <div className="space-y-14">
      <div className="relative overflow-hidden rounded-2xl border-b-4 border-gold-400 bg-gradient-to-br from-navy-950 to-navy-800 px-6 py-10 text-white md:px-10 md:py-14">
        <HeroRings className="-top-20 -right-20 hidden size-96 md:block" />
        <p className="relative text-sm font-semibold tracking-wide text-gold-300 uppercase">
          Job matching
        </p>
        <h1 className="relative mt-2 max-w-3xl text-3xl font-bold tracking-tight md:text-4xl">
          Get matched to roles by your skills and values
        </h1>
        <p className="relative mt-4 max-w-2xl text-lg text-slate-200">
          Our job-matching partner uses anonymous talent profiles until shortlisting, so employers
          meet you for what you can do. About two hours of assessments is all it takes.
        </p>
        <div className="relative mt-8 flex flex-wrap gap-3">
          <PartnerSignupLink>Sign up now</PartnerSignupLink>
          <PartnerSignupLink variant="outline-light">Get Matched</PartnerSignupLink>
        </div>
      </div>

      <Block
        id="dayone-tasks"
        title="Four tasks to your profile"
        lead="Complete these once and the platform matches you to roles that fit."
      >
        <MatchingTasks />
      </Block>

      <Block
        id="dayone-sme"
        title="For small and medium-sized businesses"
        lead="Hiring for a growing team? Employers get matched candidates without the cost of a recruiter."
      >
        <SmeBenefits />
      </Block>

      <Block id="dayone-faqs" title="Frequently asked questions">
        <Accordion items={dayoneFaqs} className="max-w-4xl" />
      </Block>
    </div>
  );
}
