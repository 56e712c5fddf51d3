import { Link } from 'react-router';
import { textLinkClass } from '~/components/button-styles';
import { PageHero } from '~/components/page-hero';
import { contactAddress, contactEmail } from '~/lib/contact';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/contact-page';

// Where a person who needs help can turn: the inbox the footer, privacy notice and
// accessibility statement name, the postal address, and the enquiry forms that reach the
// staff inbox with what the team needs to reply. No phone line is listed: there is none.

const title = 'Contact us';
const description =
  'How to reach Tech Industry Gold: email, post, and the forms for employers, learning providers and learners.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const topics = [
  {
    heading: 'Joining the employer network',
    text: 'Tell us about your organisation and a member of our team will contact you. Membership is free for employers.',
    links: [{ to: paths.joinEmployers(), label: 'Join our employer network' }],
  },
  {
    heading: 'Getting a course accredited',
    text: 'Tell us about your course and we will talk you through the next steps.',
    links: [{ to: paths.getAccredited(), label: 'Get accredited' }],
  },
  {
    heading: 'Finding a course or joining as a learner',
    text: 'Search the accredited courses, or sign up free if you study on one.',
    links: [
      { to: paths.courses(), label: 'Find a course' },
      { to: paths.joinCommunity(), label: 'Join the community' },
    ],
  },
  {
    heading: 'Signing in',
    text: 'Learners, employers and learning provider staff all sign in on the same page. If you have forgotten your password, we can email you a link to set a new one.',
    links: [
      { to: paths.login(), label: 'Sign in' },
      { to: paths.login('forgot'), label: 'Reset your password' },
    ],
  },
  {
    heading: 'Accessibility',
    text: 'If part of this site does not work for you, or you need information in another format, email us. Our accessibility statement lists what we know is not yet right.',
    links: [{ to: paths.accessibility(), label: 'Accessibility statement' }],
  },
];

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title={title}
        lead="Questions about accreditation, the employer network or your account? Here is how to reach us and where to find help."
      />
      <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-[1fr_1.6fr]">
        <section
          aria-labelledby="contact-us"
          className="self-start rounded-2xl bg-navy-900 p-6 text-white md:p-8"
        >
          <h2 id="contact-us" className="text-2xl font-bold text-gold-300">
            Email or write to us
          </h2>
          <p className="mt-4 text-slate-200">
            Tell us who you are and what you need. We aim to reply within 5 working days.
          </p>
          <p className="mt-4">
            <a
              href={`mailto:${contactEmail}`}
              className="rounded text-lg font-semibold break-all text-gold-300 underline underline-offset-4"
            >
              {contactEmail}
            </a>
          </p>
          <address className="mt-6 text-slate-200 not-italic">
            {contactAddress.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>

        <section aria-labelledby="contact-help">
          <h2 id="contact-help" className="text-2xl font-bold tracking-tight text-navy-950">
            Get help with
          </h2>
          <ul className="mt-6 space-y-4">
            {topics.map((topic) => (
              <li
                key={topic.heading}
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
              >
                <h3 className="text-lg font-bold text-navy-950">{topic.heading}</h3>
                <p className="mt-2 text-slate-700">{topic.text}</p>
                <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                  {topic.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={textLinkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
