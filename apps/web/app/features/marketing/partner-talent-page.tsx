import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { embedTarget } from '~/components/editor-renderer/embed-source';
import { MatchingTasks, PartnerSignupLink } from '~/components/job-matching';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { VideoEmbed } from '~/components/video-embed';
import { pageMeta } from '~/lib/meta';
import { externalUrls, paths } from '~/lib/paths';
import type { Route } from './+types/partner-talent-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'Find a role that fits you';
const description =
  'Get matched to roles by your skills and values. Anonymous profiles, about two hours of assessments, free for candidates.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

// Resolved on the server, so the embed allow-list stays out of the page's JavaScript.
export function loader() {
  return { video: embedTarget({ source: externalUrls.partnerVideo })! };
}

const points = [
  'Free for candidates',
  'About two hours of assessments in all',
  'Anonymous until an employer shortlists you',
  'Matched when you meet at least 80% of a role’s competencies',
];

export default function PartnerTalentPage({ loaderData }: Route.ComponentProps) {
  const { video } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Job matching for talent"
        title="Find a role that fits who you are"
        lead="Our job-matching partner matches you to desk-based roles at small and medium-sized businesses by your skills and values, not just your CV."
      >
        <PartnerSignupLink>Get Matched</PartnerSignupLink>
        <Link to={paths.partnerEmployer()} className={buttonClass('outline-light')}>
          Hiring? For employers
        </Link>
      </PageHero>

      <Section eyebrow="See how it works" title="Job matching in a nutshell">
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-center">
          <VideoEmbed
            src={video.src}
            service={video.label}
            title="How job matching works"
            watchUrl={video.watchUrl}
            width={video.width}
            height={video.height}
          />
          <ul className="space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-lg text-slate-800">
                <span
                  aria-hidden="true"
                  className="mt-2 size-2.5 shrink-0 rounded-full bg-gold-500"
                />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        tone="grey"
        eyebrow="Your profile"
        title="Four tasks, about two hours"
        lead="Complete them at your own pace. Together they show employers what you do best."
      >
        <MatchingTasks />
      </Section>

      <Section
        title="Ready to be matched?"
        lead="Sign up with our partner and start your first task today."
      >
        <PartnerSignupLink variant="primary">Get Matched</PartnerSignupLink>
      </Section>
    </>
  );
}
