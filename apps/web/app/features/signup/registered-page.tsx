import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Notice } from '~/components/alert';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/registered-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Thank you for registering', noIndex: true });

/** SPEC §2 Registered: ask the new member to verify their email address. */
export default function RegisteredPage() {
  return (
    <>
      <PageHero title="Thank you for registering" />
      <div className="container-page max-w-3xl space-y-6 py-10 md:py-14">
        <Notice tone="info">
          <p className="font-semibold">Please check your inbox.</p>
          <p className="mt-1">
            We have sent you an email. Click the link in it to verify your email address and set
            your password.
          </p>
        </Notice>
        <p className="text-slate-700">
          No email after a few minutes? Check your spam or junk folder.
        </p>
        <Link to={paths.home()} className={buttonClass('outline')}>
          Back to the home page
        </Link>
      </div>
    </>
  );
}
