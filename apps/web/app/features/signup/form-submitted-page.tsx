import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Notice } from '~/components/alert';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/form-submitted-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Thank you', noIndex: true });

/** Shown after the join-employers and get-accredited enquiry forms (SPEC §4). */
export default function FormSubmittedPage() {
  return (
    <>
      <PageHero title="Thank you" />
      <div className="container-page max-w-3xl space-y-6 py-10 md:py-14">
        <Notice>
          <p className="font-semibold">Your form has been submitted.</p>
          <p className="mt-1">A member of our team will be in touch with you soon.</p>
        </Notice>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.home()} className={buttonClass('primary')}>
            Back to the home page
          </Link>
          <Link to={paths.news()} className={buttonClass('outline')}>
            Read the latest news
          </Link>
        </div>
      </div>
    </>
  );
}
