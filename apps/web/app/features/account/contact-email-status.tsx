import type { CurrentUser } from '@techgold/contracts/user';
import { useResendContactEmailLink } from '~/api/account';
import { buttonClass } from '~/components/button-styles';
import { useResult } from '~/components/result/result-message';

/**
 * Where the contact email stands (decision 0074): a new one waits, used for nothing, until the
 * member opens the link emailed to it; the one in force stays until then. A contact email
 * given at sign-up can be confirmed the same way.
 */
export function ContactEmailStatus({ user }: { user: CurrentUser }) {
  const resend = useResendContactEmailLink();
  const waiting = user.pending_contact_email;
  // The one result message: the link is sent, or why not. It clears once the address moves on.
  const outcome = useResult(waiting, 'mt-3');
  const unconfirmed = !waiting && user.contact_email && !user.contact_email_confirmed;
  if (!waiting && !unconfirmed) {
    return user.contact_email ? (
      <p className="text-sm text-slate-700">Your contact email is confirmed.</p>
    ) : null;
  }

  async function send() {
    outcome.clear();
    try {
      const { message } = await resend.mutateAsync();
      outcome.succeeded(message);
    } catch (err) {
      outcome.failed(err);
    }
  }

  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800">
      {waiting ? (
        <p>
          <strong className="font-semibold">{waiting}</strong> is waiting for confirmation. We sent
          a link to it: open it while you are signed in to this account.{' '}
          {user.contact_email ? (
            <>
              Until then we keep using{' '}
              <strong className="font-semibold">{user.contact_email}</strong>.
            </>
          ) : null}
        </p>
      ) : (
        <p>
          Your contact email is not confirmed yet. Confirm it to let us find the enquiries and
          newsletter sign-ups you made with it when you download or delete your data.
        </p>
      )}
      <p className="mt-3">
        <button
          type="button"
          onClick={() => void send()}
          disabled={resend.isPending}
          className={buttonClass('outline')}
        >
          {resend.isPending
            ? 'Sending…'
            : waiting
              ? 'Send the link again'
              : 'Send a confirmation link'}
        </button>
      </p>
      {outcome.region}
    </div>
  );
}
