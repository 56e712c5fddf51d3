import { useState } from 'react';
import { useEventAction, type AdminEventDetail } from '~/api/admin/events';
import { buttonClass } from '~/components/button-styles';
import { ConfirmBox } from '~/components/confirm-box';
import { useResult } from '~/components/result/result-message';
import { Panel } from '../components/page-parts';

/**
 * Publishing (members who opted in are told, the first time only) and cancelling. What it did
 * is the one result message (decision 0080): it takes focus, since the button pressed may be
 * gone (a live event offers no Publish), and clears once the event's status moves on.
 */
export function EventActions({ event }: { event: AdminEventDetail }) {
  const publish = useEventAction(event.id, 'publish');
  const cancel = useEventAction(event.id, 'cancel');
  const [confirming, setConfirming] = useState(false);
  const result = useResult(event.status, 'mb-4');

  const busy = publish.isPending || cancel.isPending;
  const run = async (which: 'publish' | 'cancel') => {
    if (busy) return;
    setConfirming(false);
    result.clear();
    try {
      await (which === 'publish' ? publish : cancel).mutateAsync(event.updated_at);
      if (which === 'publish') result.succeeded('The event is published.', 'live');
      else result.succeeded('The event is cancelled.', 'cancelled');
    } catch (error) {
      result.failed(error);
    }
  };
  return (
    <Panel title="Publish or cancel" id="publishing">
      {result.region}
      <p className="mb-4 text-slate-700">
        {event.announced_at
          ? 'Members have been told about this event; publishing again tells nobody twice.'
          : 'Publishing shows it to members and tells those who opted in, once.'}
      </p>
      {confirming ? (
        <ConfirmBox
          question={`Cancel ${event.name}? Members will no longer see it.`}
          confirmLabel="Yes, cancel the event"
          onConfirm={() => void run('cancel')}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {event.status !== 'live' ? (
            <button
              type="button"
              className={buttonClass('primary')}
              // Not disabled while it runs: a disabled button drops focus (0080).
              aria-disabled={busy}
              onClick={() => void run('publish')}
            >
              Publish
            </button>
          ) : null}
          {event.status !== 'cancelled' ? (
            <button
              type="button"
              className={buttonClass('outline')}
              aria-disabled={busy}
              onClick={() => !busy && setConfirming(true)}
            >
              Cancel the event
            </button>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
