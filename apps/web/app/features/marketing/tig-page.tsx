import { Link } from 'react-router';
import { ActionBand } from '~/components/action-band';
import { buttonClass } from '~/components/button-styles';
import { InfoBox } from '~/components/info-box';
import { OutcomeStats } from '~/components/outcome-stats';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { Steps } from '~/components/steps';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/tig-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'What is Tech Industry Gold';
const description =
  'How the Tech Industry Gold accreditation scheme works for learning providers and employers.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const providerSteps = [
  {
    title: 'Preparation',
    text: 'Talk to our team, compare your course with the standard and gather evidence: modules, assessments, employer involvement and learner outcomes.',
  },
  {
    title: 'Submission',
    text: 'Submit your evidence online within a 12-week submission window, with help from your named contact along the way.',
  },
  {
    title: 'Accreditation',
    text: 'A panel of employers and educators reviews your submission. We notify you of its decision within 24 hours of the panel meeting.',
  },
  {
    title: 'Promotion',
    text: 'Use the accreditation mark, appear in our course finder and reach over 400 employers, while your learners get free membership.',
  },
];

const employerSteps = [
  {
    title: 'Set the standard',
    text: 'Employers in the network say which skills new starters need, and those become the standard.',
  },
  {
    title: 'Review courses',
    text: 'Employers sit on accreditation panels alongside educators and judge each submission.',
  },
  {
    title: 'Shape learning',
    text: 'Set project briefs, give guest talks and mentor learners on accredited courses.',
  },
  {
    title: 'Hire with confidence',
    text: 'Recruit learners whose credentials show they have practised the skills you asked for.',
  },
];

export default function TigPage() {
  return (
    <>
      <PageHero
        eyebrow="The accreditation scheme"
        title="What is Tech Industry Gold?"
        lead="Tech Industry Gold is the accreditation for tech degrees, apprenticeships at levels 3 to 7 and training programmes that meet a standard set by employers."
      >
        <Link to={paths.getAccredited()} className={buttonClass('gold')}>
          Get accredited
        </Link>
        <Link to={paths.joinEmployers()} className={buttonClass('outline-light')}>
          Join the employer network
        </Link>
      </PageHero>

      <Section
        eyebrow="For learning providers"
        title="How a course is accredited"
        lead="Four stages take a course from first conversation to accredited."
      >
        <Steps steps={providerSteps} />
        <InfoBox summary="What does the 12-week submission window mean?" className="mt-8 max-w-3xl">
          <p>
            Once you start a submission, you have 12 weeks to complete it. You can save your work
            and come back to it; your named contact can review drafts before you submit.
          </p>
        </InfoBox>
      </Section>

      <Section
        tone="grey"
        eyebrow="For employers"
        title="Where employers come in"
        lead="The standard belongs to industry. Employers decide what it contains and who meets it."
      >
        <Steps steps={employerSteps} />
      </Section>

      <Section eyebrow="Results" title="Why it works">
        <OutcomeStats />
      </Section>

      <ActionBand
        title="Start your accreditation"
        text="Tell us about your course and we will help you prepare."
        actions={[
          { to: paths.getAccredited(), label: 'Get accredited' },
          { to: paths.learningProviders(), label: 'For learning providers' },
        ]}
      />
    </>
  );
}
