import { Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { contactEmail } from '~/lib/contact';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/accessibility-page';
import type { PageHandle } from '@techgold/contracts/ssr';

// The accessibility statement, in the GOV.UK pattern: who it covers, how accessible the site
// is, the known gaps, how to tell us about a problem, the enforcement procedure and how we
// tested. Update "last tested" when the site is tested again.

const title = 'Accessibility statement';
const description =
  'How accessible the Tech Industry Gold website is, what we know is not yet right, and how to tell us about a problem.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function AccessibilityPage() {
  return (
    <>
      <PageHero eyebrow="About this site" title={title} lead="Last updated 24 November 2026" />
      <div className="container-page py-12 md:py-16">
        <Prose>
          <p>
            This statement applies to the Tech Industry Gold website: the public pages, the sign-up
            forms and the member platform. Tech Industry Gold runs it, and we want as many people as
            possible to be able to use it. You should be able to:
          </p>
          <ul>
            <li>zoom in up to 400% without text spilling off the screen;</li>
            <li>use the site at 320 pixels wide without scrolling sideways;</li>
            <li>get to every link, button and form field with a keyboard alone;</li>
            <li>use it with speech recognition software;</li>
            <li>listen to it with a screen reader such as NVDA, JAWS or VoiceOver;</li>
            <li>turn animation off with your device’s reduced-motion setting.</li>
          </ul>
          <p>
            We have written the text to be as simple as we can. AbilityNet has{' '}
            <a href="https://mcmw.abilitynet.org.uk/">advice on making your device easier to use</a>{' '}
            if you have a disability.
          </p>

          <h2>How accessible this website is</h2>
          <p>We know some parts are not fully accessible:</p>
          <ul>
            <li>
              the article editor for members who write insights uses a block editor whose menus
              (adding and moving blocks) are hard to use with a screen reader;
            </li>
            <li>
              videos embedded in articles come from their providers (YouTube and others), so
              captions and transcripts depend on whoever published the video;
            </li>
            <li>
              documents members attach to articles (PDF and Office files) may not be accessible, as
              we do not check them;
            </li>
            <li>
              badge images for credentials show the badge’s name beside them, but the images
              themselves have no longer description.
            </li>
          </ul>

          <h2>Feedback and contact information</h2>
          <p>
            If you need anything on this site in a different format, such as accessible PDF, large
            print, easy read or audio, or you need help to use it, email{' '}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. Tell us the web address of the
            page, your name and email address, and the format you need. We will reply within 5
            working days.
          </p>
          <p>
            Our <Link to={paths.contact()}>contact page</Link> has our postal address and the forms
            for employers, learning providers and learners.
          </p>

          <h2>Reporting accessibility problems with this website</h2>
          <p>
            We are always looking to improve the accessibility of this website. If you find a
            problem not listed on this page, or think we are not meeting accessibility requirements,
            email <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with the page’s web address
            and what went wrong. We will reply within 5 working days.
          </p>

          <h2>Enforcement procedure</h2>
          <p>
            The Equality and Human Rights Commission (EHRC) is responsible for enforcing the
            Equality Act 2010 in England, Scotland and Wales. If you are not happy with how we
            respond to your complaint, contact the{' '}
            <a href="https://www.equalityadvisoryservice.com/">
              Equality Advisory and Support Service (EASS)
            </a>
            . If you are in Northern Ireland, contact the{' '}
            <a href="https://www.equalityni.org/Home">Equality Commission for Northern Ireland</a>.
          </p>

          <h2>Technical information about this website’s accessibility</h2>
          <p>
            This website is partially compliant with the{' '}
            <a href="https://www.w3.org/TR/WCAG22/">
              Web Content Accessibility Guidelines version 2.2
            </a>{' '}
            AA standard, because of the gaps listed above.
          </p>

          <h2>How we tested this website</h2>
          <p>
            The website was last tested on 24 November 2026 by the team that builds it. Every page
            is checked automatically with axe-core at phone (375 pixels) and desktop (1,280 pixels)
            widths each time the site changes, and we use the public pages and forms with a keyboard
            alone and at 320 pixels wide.
          </p>

          <h2>Preparation of this accessibility statement</h2>
          <p>This statement was prepared on 24 November 2026.</p>
        </Prose>
      </div>
    </>
  );
}
