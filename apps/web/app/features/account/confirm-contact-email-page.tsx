import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConfirmContactEmail } from '~/api/account';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { useResult } from '~/components/result/result-message';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/confirm-contact-email-page';

const title = 'Confirm your contact email';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

/**
 * The link emailed to a new contact address lands here (signed in, or after signing in): one
 * button confirms it (decision 0074). The server accepts the code only for the member it was
 * sent for, once, within 24 hours; opening the page alone changes nothing.
 */
export default function ConfirmContactEmailPage() {
  const { code = '' } = useParams();
  const confirm = useConfirmContactEmail();
  const [confirmed, setConfirmed] = useState(false);
  // The one result message: confirmed, or why not, with focus on it.
  const outcome = useResult(undefined, 'mt-4');

  async function go() {
    outcome.clear();
    try {
      const { message } = await confirm.mutateAsync(code);
      setConfirmed(true);
      outcome.succeeded(message);
    } catch (err) {
      outcome.failed(err);
    }
  }

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <p className="text-slate-700">
          Confirming tells us this address is yours. We then use it as your contact email, and
          include the enquiries and newsletter sign-ups made with it when you download or delete
          your data.
        </p>
        {confirmed ? null : (
          <p className="mt-4">
            <button
              type="button"
              onClick={() => void go()}
              disabled={confirm.isPending}
              className={buttonClass('primary')}
            >
              {confirm.isPending ? 'Confirming…' : 'Confirm my contact email'}
            </button>
          </p>
        )}
        {outcome.region}
        <p className="mt-4 text-slate-700">
          <Link to={paths.account()} className={textLinkClass}>
            Back to your account
          </Link>
        </p>
      </div>
    </div>
  );
}
