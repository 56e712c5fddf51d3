import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Notice } from '~/components/alert';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { sentState, type SentForm } from './sent-state';
import type { Route } from './+types/form-submitted-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Thank you', noIndex: true });

const sentWhat: Record<SentForm, string> = {
  'join-employers': 'Your request to join the employer network has been sent.',
  'get-accredited': 'Your accreditation enquiry has been sent.',
};

/**
 * Shown after the join-employers and get-accredited enquiry forms (SPEC §4): what was sent
 * and where the confirmation went, when the form said (see sent-state.ts).
 */
export default function FormSubmittedPage() {
  const { form, email } = sentState(useLocation().state);
  return (
    <>
      <PageHero title="Thank you" />
      <div className="container-page max-w-3xl space-y-6 py-10 md:py-14">
        <Notice>
          <p className="font-semibold">{form ? sentWhat[form] : 'Your form has been submitted.'}</p>
          <p className="mt-1">
            {email ? (
              <>
                We have emailed a confirmation to <strong className="break-all">{email}</strong>.
              </>
            ) : (
              'We have emailed you a confirmation.'
            )}{' '}
            A member of our team will be in touch with you soon.
          </p>
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
