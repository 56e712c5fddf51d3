import { Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { contactEmail } from '~/lib/contact';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/terms-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'Terms of use';
const description =
  'The terms that apply when you use the Tech Industry Gold website and platform.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function TermsPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of use" lead="Last updated June 2021" />
      <div className="container-page py-12 md:py-16">
        <Prose>
          <p>
            These terms apply to your use of the Tech Industry Gold website and member platform. By
            using them you agree to these terms. If you do not agree, please do not use the site.
          </p>

          <h2>About us</h2>
          <p>
            The site is run by Tech Industry Gold, a not-for-profit body that accredits tech
            education and training. You can reach us at{' '}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>

          <h2>Your account</h2>
          <ul>
            <li>
              Membership is free for learners on accredited courses and for network employers.
            </li>
            <li>Give accurate details and keep them up to date.</li>
            <li>
              Keep your password to yourself; you are responsible for activity on your account.
            </li>
            <li>We may suspend an account that breaks these terms.</li>
          </ul>

          <h2>Content you share</h2>
          <p>
            If you write insights or other content, you keep ownership of it and give us a licence
            to publish it on the site. Do not post anything unlawful, misleading, offensive or that
            infringes someone else&apos;s rights. We may remove content that breaks these terms.
          </p>

          <h2>Accreditation marks and credentials</h2>
          <p>
            The Tech Industry Gold name, accreditation mark and badges may only be used as we allow.
            Accredited providers receive guidance on using the mark. Credentials belong to the
            person they were issued to and may be withdrawn if issued in error.
          </p>

          <h2>Other websites</h2>
          <p>
            We link to other sites, including learning providers, employers and our job-matching
            partner. We are not responsible for their content or how they handle your data.
          </p>

          <h2>Our responsibility</h2>
          <p>
            We work hard to keep the site accurate and available, but we provide it as it is and
            cannot promise it will always be error-free. Nothing in these terms limits liability
            that cannot be limited by law.
          </p>

          <h2>Changes and governing law</h2>
          <p>
            We may update these terms and will post changes here. These terms are governed by the
            law of England and Wales. These terms were last updated in June 2021.
          </p>
          <p>
            For how we handle personal data, see our{' '}
            <Link to={paths.privacy()}>privacy policy</Link>.
          </p>
        </Prose>
      </div>
    </>
  );
}
