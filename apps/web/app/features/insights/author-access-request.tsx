import { authorAccessTexts } from '@techgold/contracts/author-access';
import { useEffect, useRef, useState } from 'react';
import { useAuthorAccess, useRequestAuthorAccess } from '~/api/author-access';
import { useCurrentUser } from '~/api/get-user';
import { buttonClass } from '~/components/button-styles';
import { useResult } from '~/components/result/result-message';
import { ukDate } from '~/lib/uk-time';

/**
 * Under SPEC's 'You do not currently have permission to author insights': the way to become
 * an author. "Request author access" sends the staff a request (an enquiry in the back office)
 * and says what happens next; a request already open says when it was made.
 */
export function AuthorAccessRequest() {
  const user = useCurrentUser();
  const status = useAuthorAccess();
  const request = useRequestAuthorAccess();
  const sent = useRef<HTMLParagraphElement>(null);
  const current = status.data;
  const outcome = useResult(current?.status);
  // The button goes once the request is in: focus moves to what happens next.
  const [justSent, setJustSent] = useState(false);
  useEffect(() => {
    if (justSent && current?.status === 'requested') sent.current?.focus();
  }, [justSent, current?.status]);

  if (current?.status === 'requested') {
    return (
      <div role="status">
        <p
          ref={sent}
          tabIndex={-1}
          className="rounded-lg border-l-4 border-green-700 bg-green-50 p-4 text-green-950"
        >
          {current.requested_at ? (
            <span className="block font-semibold">
              You asked for author access on {ukDate(current.requested_at)}.
            </span>
          ) : null}
          {authorAccessTexts.requested(user?.email ?? 'your email address')}
        </p>
      </div>
    );
  }
  if (current?.status === 'author') {
    return <p className="font-semibold text-navy-950">{authorAccessTexts.already}</p>;
  }
  return (
    <div className="space-y-3">
      <p>{authorAccessTexts.offer}</p>
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={request.isPending}
        onClick={() => {
          outcome.clear();
          request.mutate(undefined, {
            onSuccess: () => setJustSent(true),
            onError: (error) => outcome.failed(error),
          });
        }}
      >
        {request.isPending ? 'Sending…' : authorAccessTexts.button}
      </button>
      {outcome.region}
    </div>
  );
}
