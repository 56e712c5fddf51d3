import { Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { RetentionTable } from '~/components/retention-table';
import { contactAddress, contactEmail } from '~/lib/contact';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/privacy-page';
import type { PageHandle } from '@techgold/contracts/ssr';
import { DELETION_GRACE_DAYS } from '@techgold/contracts/retention';

const title = 'Privacy policy';
const description =
  'How Tech Industry Gold collects, uses and protects personal data under UK data protection law.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy policy" lead="Last updated October 2024" />
      <div className="container-page py-12 md:py-16">
        <Prose>
          <p>
            This policy explains how Tech Industry Gold uses personal data. We follow UK data
            protection law: the UK General Data Protection Regulation and the Data Protection Act
            2018. It covers everyone whose data we hold: learners, educators and industry
            professionals, as well as visitors to this website.
          </p>

          <h2>Who we are</h2>
          <p>
            Tech Industry Gold is a not-for-profit body that accredits tech education and training.
            We are the controller of the personal data described here. You can contact us at{' '}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or at{' '}
            {contactAddress.slice(1).join(', ')}.
          </p>

          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Account details</strong>: your name, email addresses, phone number, address,
              and your learning provider and course, or your employer and job title.
            </li>
            <li>
              <strong>Equality information</strong> you choose to give, such as gender and
              ethnicity, used only in anonymised reports.
            </li>
            <li>
              <strong>Credentials</strong> awarded to you for courses, skills, memberships and
              awards.
            </li>
            <li>
              <strong>Your activity</strong> on the platform: items you save, insights you write and
              your notification preferences.
            </li>
            <li>
              <strong>Enquiries and subscriptions</strong>: what you send us through our forms, and
              a record of the consent you gave to receive our newsletter.
            </li>
          </ul>

          <h2>How we use it</h2>
          <ul>
            <li>To run your account and give you the membership benefits you signed up for.</li>
            <li>To confirm that you study at, or work for, an organisation in our network.</li>
            <li>To issue and display your credentials.</li>
            <li>
              To send you the monthly newsletter, one email a month, only if you asked for it.
            </li>
            <li>To answer your enquiries and to keep the service secure.</li>
          </ul>
          <p>
            We rely on your consent for the newsletter and marketing updates, on our legitimate
            interests to run the accreditation scheme and keep the site secure, and on our contract
            with you to provide your account.
          </p>

          <h2>Credentials</h2>
          <p>
            Credentials (digital badges) are issued through a third-party credentialing platform
            acting on our behalf. To issue a badge we share your name, email address and the
            credential awarded. The platform shows your badges to people you share them with.
          </p>

          <h2 id="retention">How long we keep it</h2>
          <p>
            We keep your personal data for 14 months after the last credential is offered to you or
            you last sign in, whichever is later, then delete or anonymise it; we email you 30 days
            before. Newsletter subscriptions are kept until you unsubscribe. Our systems apply the
            periods below by themselves, every day, from the same table this list is drawn from.
          </p>
          <RetentionTable caption="How long we keep each kind of data" />

          <h2>Cookies</h2>
          <p>
            We use only the cookies the site needs to work: one that keeps you signed in, one that
            protects forms against cross-site request forgery, and one that remembers that this
            browser has signed in to your account before, so that someone guessing your password
            elsewhere cannot lock you out (it holds no personal details and is sent only when you
            sign in). We do not use advertising or tracking cookies. Embedded videos load only when
            you choose to play them.
          </p>

          <h2>Your rights</h2>
          <p>
            You can ask for a copy of your data, ask us to correct or delete it, object to or
            restrict how we use it, and ask to move it to another service. You can withdraw consent
            at any time, for example with the unsubscribe link in every newsletter. We answer rights
            requests within about a month.
          </p>
          <p>
            Members can do two of these themselves, at any time, on their{' '}
            <Link to={paths.accountPrivacy()}>privacy page</Link> after signing in: download a copy
            of everything we hold about them, and delete their account. A deleted account is erased
            after {DELETION_GRACE_DAYS} days, unless you sign in and cancel; insights you published
            stay on the site under &ldquo;Former member&rdquo; unless you ask us to remove them.
          </p>
          <p>
            Enquiries and newsletter sign-ups are kept by email address, so we include them in your
            copy, or delete them with your account, only for addresses you have shown are yours: the
            email you sign in with, and your contact email once you have confirmed it. When you
            change your contact email on your account page, we email a confirmation link to the new
            address. It works once, for 24 hours, while you are signed in. Until you open it, we
            keep using your old contact email and use the new one for nothing.
          </p>
          <p>
            If you are unhappy with how we have handled your data, please tell us first. You also
            have the right to complain to the Information Commissioner&apos;s Office (ICO).
          </p>

          <h2>Changes to this policy</h2>
          <p>
            We will post any changes on this page. This policy was last updated in October 2024. See
            also our <Link to={paths.terms()}>terms of use</Link>.
          </p>
        </Prose>
      </div>
    </>
  );
}
