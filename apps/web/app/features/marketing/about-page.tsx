import { Link } from 'react-router';
import { ActionBand } from '~/components/action-band';
import { buttonClass } from '~/components/button-styles';
import { OutcomeStats } from '~/components/outcome-stats';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { Section } from '~/components/section';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/about-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'About';
const description =
  'Tech Industry Gold is a not-for-profit body that accredits tech education and training.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const facts = [
  { value: '400+', label: 'employers in the network' },
  { value: '3 to 7', label: 'apprenticeship levels we accredit' },
  { value: '12 weeks', label: 'submission window for providers' },
  { value: '24 hours', label: 'to hear the panel’s decision' },
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Industry and education, working to one standard"
        lead="Tech Industry Gold is a not-for-profit body that accredits tech degrees, apprenticeships and training against standards set by employers."
      />

      <div className="container-page grid gap-12 py-14 md:py-20 lg:grid-cols-[1.6fr_1fr]">
        <Prose>
          <h2>Why we exist</h2>
          <p>
            Employers told us the same thing for years: new starters arrive with qualifications, but
            not always with the skills the job needs on day one. Learners, meanwhile, had no easy
            way to tell which courses would get them there.
          </p>
          <p>
            We close that gap. Employers in our network decide what a good tech course must teach,
            and we accredit the degrees, apprenticeships and training programmes that meet that
            standard. The badge tells learners and employers alike that a course is worth their
            time.
          </p>
          <h2>What we do</h2>
          <ul>
            <li>Set and maintain accreditation standards with over 400 employers.</li>
            <li>Review and accredit courses from universities, colleges and training providers.</li>
            <li>Give learners on accredited courses free membership, credentials and support.</li>
            <li>
              Connect learners, providers and employers through insights, events and job matching.
            </li>
          </ul>
          <h2>How we work</h2>
          <p>
            As a not-for-profit, we reinvest what we earn in the scheme. Membership is free for
            learners on accredited courses and for employers in the network, and our panels include
            employers, educators and learners.
          </p>
        </Prose>
        <aside
          aria-labelledby="about-facts"
          className="self-start rounded-2xl bg-navy-900 p-6 text-white md:p-8"
        >
          <h2 id="about-facts" className="text-lg font-bold text-gold-300">
            At a glance
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-6 lg:grid-cols-1">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col">
                <dt className="order-2 text-slate-200">{fact.label}</dt>
                <dd className="order-1 text-3xl font-bold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>

      <Section tone="grey" eyebrow="Results" title="What accreditation achieves">
        <OutcomeStats />
      </Section>

      <Section
        eyebrow="For learning providers"
        title="Get your courses accredited"
        lead="Show learners and employers that your course meets the standard industry sets. We will guide you from preparation to promotion."
      >
        <div className="flex flex-wrap gap-3">
          <Link to={paths.getAccredited()} className={buttonClass('primary')}>
            Get accredited
          </Link>
          <Link to={paths.tig()} className={buttonClass('outline')}>
            How accreditation works
          </Link>
        </div>
      </Section>

      <ActionBand
        title="Part of the tech industry?"
        text="Employers join the network free and help decide what accredited courses teach."
        actions={[{ to: paths.joinEmployers(), label: 'Join the employer network' }]}
      />
    </>
  );
}
