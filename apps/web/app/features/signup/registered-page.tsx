import { Link, useLocation, useSearchParams } from 'react-router';
import { REGISTRATION_LINK_DAYS } from '@techgold/contracts/constants';
import { buttonClass } from '~/components/button-styles';
import { Notice } from '~/components/alert';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { ResendLinkForm } from './resend-link-form';
import { sentState } from './sent-state';
import type { Route } from './+types/registered-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Thank you for registering', noIndex: true });

/**
 * SPEC §2 Registered: ask the new member to verify their email address. `?review=1` comes
 * from a learner whose address matched no provider: their account waits for staff approval.
 */
export default function RegisteredPage() {
  const [params] = useSearchParams();
  const review = params.get('review') === '1';
  const { email } = sentState(useLocation().state);
  return (
    <>
      <PageHero title="Thank you for registering" />
      <div className="container-page max-w-3xl space-y-6 py-10 md:py-14">
        <Notice tone="info">
          <p className="font-semibold">Please check your inbox.</p>
          <p className="mt-1">
            {email ? (
              <>
                We have sent an email to <strong className="break-all">{email}</strong>.
              </>
            ) : (
              'We have sent you an email.'
            )}{' '}
            Click the link in it to verify your email address and set your password.
          </p>
        </Notice>
        {review ? (
          <div className="rounded-lg border border-gold-500 bg-gold-100 p-4 text-navy-950">
            <p className="font-semibold">Your account needs a quick review</p>
            <p className="mt-1">
              We could not match your email address to a learning provider, so our team will review
              your account. You can set your password now, and you will be able to sign in once we
              have approved your account. We will email you when it is ready.
            </p>
          </div>
        ) : null}
        <section aria-labelledby="resend-heading" className="space-y-3">
          <h2 id="resend-heading" className="text-xl font-bold text-navy-950">
            No email?
          </h2>
          <p className="text-slate-700">
            {`It can take a few minutes. Check your spam or junk folder. The link in the email works for ${REGISTRATION_LINK_DAYS} days. Still nothing? Ask for a new link:`}
          </p>
          <ResendLinkForm email={email} />
        </section>
        <Link to={paths.home()} className={buttonClass('outline')}>
          Back to the home page
        </Link>
      </div>
    </>
  );
}
