import { useState } from 'react';
import { Link } from 'react-router';
import { useEventAction, type AdminEventDetail } from '~/api/admin/events';
import { buttonClass } from '~/components/button-styles';
import { ConfirmBox } from '~/components/confirm-box';
import { useResult } from '~/components/result/result-message';
import { adminPaths } from '../admin-paths';
import { Panel } from '../components/page-parts';

const members = (n: number) => (n === 1 ? '1 member' : `${n} members`);

type Action = 'publish' | 'draft' | 'cancel';

const done: Record<Action, [text: string, status: string]> = {
  publish: ['The event is published. Members who want event news are being told.', 'live'],
  draft: ['The event is back to draft. Members no longer see it.', 'draft'],
  cancel: ['The event is cancelled. Members who saved it have been told.', 'cancelled'],
};

/**
 * Publishing (asked first, with how many members it tells), back to draft while nobody has
 * been told, and cancelling (which tells the members who saved it). Every outcome is the one
 * result message, which takes focus: the buttons change under it (decision 0080).
 */
export function EventActions({ event }: { event: AdminEventDetail }) {
  const publish = useEventAction(event.id, 'publish');
  const draft = useEventAction(event.id, 'draft');
  const cancel = useEventAction(event.id, 'cancel');
  const [confirming, setConfirming] = useState<'publish' | 'cancel' | null>(null);
  const result = useResult(event.status, 'mb-4');
  const busy = publish.isPending || draft.isPending || cancel.isPending;

  // A confirmation stays open, its button focused, until the answer arrives: then the result
  // message takes focus as the box goes, so focus is never left on the page's body.
  const run = (action: Action) => {
    if (busy) return;
    result.clear();
    const mutation = action === 'publish' ? publish : action === 'draft' ? draft : cancel;
    const [text, status] = done[action];
    mutation.mutate(event.updated_at, {
      onSuccess: () => result.succeeded(text, status),
      onError: result.failed,
      onSettled: () => setConfirming(null),
    });
  };

  const live = event.status === 'live';
  const publishLabel = 'Publish';
  const cancelLabel = 'Cancel the event';
  return (
    <Panel title="Publish or cancel" id="publishing">
      {result.region}
      <p className="mb-4 text-slate-700">
        {event.notified
          ? 'Members have been told about this event. It can no longer go back to draft; cancelling it tells the members who saved it.'
          : live
            ? 'It is published. Until members have been told about it, it can go back to draft.'
            : event.announced_at
              ? 'Members have been told about this event; publishing again tells nobody twice.'
              : `Publishing shows it to members and tells the ${members(event.notify_count)} who want event news, once.`}
      </p>
      <p className="mb-4">
        <Link
          to={adminPaths.eventPreview(event.id)}
          className="rounded font-semibold text-navy-700 underline underline-offset-4"
        >
          Preview the member page
        </Link>
      </p>
      {confirming === 'publish' ? (
        <ConfirmBox
          question={
            event.announced_at
              ? `Publish ${event.name} again? Members see it again; nobody is told twice.`
              : `Publish ${event.name}? ${members(event.notify_count)} will be told about it, and once they have been it cannot go back to draft.`
          }
          confirmLabel={
            event.announced_at
              ? 'Yes, publish it'
              : `Yes, publish and tell ${members(event.notify_count)}`
          }
          openerLabel={publishLabel}
          onConfirm={() => run('publish')}
          onCancel={() => setConfirming(null)}
        />
      ) : confirming === 'cancel' ? (
        <ConfirmBox
          question={`Cancel ${event.name}? ${
            event.saved_count
              ? `${members(event.saved_count)} who saved it will be told.`
              : 'Nobody has saved it.'
          } Members who were told about it will see it as cancelled.`}
          confirmLabel="Yes, cancel the event"
          openerLabel={cancelLabel}
          onConfirm={() => run('cancel')}
          onCancel={() => setConfirming(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {!live ? (
            <button
              type="button"
              className={buttonClass('primary')}
              aria-disabled={busy}
              onClick={() => !busy && setConfirming('publish')}
            >
              {publishLabel}
            </button>
          ) : null}
          {live && !event.notified ? (
            <button
              type="button"
              className={buttonClass('outline')}
              aria-disabled={busy}
              onClick={() => run('draft')}
            >
              Back to draft
            </button>
          ) : null}
          {event.status !== 'cancelled' ? (
            <button
              type="button"
              className={buttonClass('outline')}
              aria-disabled={busy}
              onClick={() => !busy && setConfirming('cancel')}
            >
              {cancelLabel}
            </button>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
