import { Link } from 'react-router';
import { contactAddress, contactEmail } from '~/lib/contact';
import { paths } from '~/lib/paths';
import { Icon } from './icons';
import { Logo } from './logo';

const year = new Date().getFullYear();

const blocks = [
  {
    heading: 'For employers',
    text: 'Help shape the skills of the next generation of tech talent.',
    to: paths.joinEmployers(),
    action: 'Join our employer network',
  },
  {
    heading: 'For educators',
    text: 'Show learners and employers your courses meet industry standards.',
    to: paths.getAccredited(),
    action: 'Get accredited',
  },
  {
    heading: 'For learners',
    text: 'Study a course designed with employers and get free membership.',
    to: paths.courses(),
    action: 'Find a course',
  },
];

/** Public footer (SPEC §2). Its logo links to the sign-in page, as the SPEC says. */
export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-slate-200">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 xl:grid-cols-4">
        {blocks.map((block) => (
          <section key={block.heading} aria-labelledby={`footer-${block.to.slice(1)}`}>
            <h2 id={`footer-${block.to.slice(1)}`} className="text-lg font-bold text-white">
              {block.heading}
            </h2>
            <p className="mt-2 text-slate-300">{block.text}</p>
            <Link
              to={block.to}
              className="mt-3 inline-flex items-center gap-2 rounded font-semibold text-gold-300 underline-offset-4 hover:underline"
            >
              {block.action}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </section>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            Contact us
          </h2>
          <address className="mt-2 text-slate-300 not-italic">
            {contactAddress.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a
              href={`mailto:${contactEmail}`}
              className="mt-2 inline-block rounded font-semibold text-gold-300 underline underline-offset-4"
            >
              {contactEmail}
            </a>
          </address>
          <Link
            to={paths.contact()}
            className="mt-3 inline-flex items-center gap-2 rounded font-semibold text-gold-300 underline-offset-4 hover:underline"
          >
            Get help or make an enquiry
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <Logo to={paths.login()} label="Tech Industry Gold: sign in" tone="light" />
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link
                  to={paths.terms()}
                  className="rounded underline underline-offset-4 hover:text-white"
                >
                  Terms
                </Link>
              </li>
              <li>
                <Link
                  to={paths.privacy()}
                  className="rounded underline underline-offset-4 hover:text-white"
                >
                  Privacy
                </Link>
              </li>
              <li>
                <Link
                  to={paths.accessibility()}
                  className="rounded underline underline-offset-4 hover:text-white"
                >
                  Accessibility
                </Link>
              </li>
            </ul>
          </nav>
          <p className="text-sm text-slate-300">
            © {year} Tech Industry Gold. A not-for-profit accreditation body.
          </p>
        </div>
      </div>
    </footer>
  );
}
