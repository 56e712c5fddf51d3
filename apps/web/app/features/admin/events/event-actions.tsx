import { useState } from 'react';
import { useEventAction, type AdminEventDetail } from '~/api/admin/events';
import { Alert, Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { genericErrorMessage } from '~/lib/api-client';
import { ConfirmBox } from '~/components/confirm-box';
import { Panel } from '../components/page-parts';

/** Publishing (members who opted in are told, the first time only) and cancelling. */
export function EventActions({ event }: { event: AdminEventDetail }) {
  const publish = useEventAction(event.id, 'publish');
  const cancel = useEventAction(event.id, 'cancel');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (which: 'publish' | 'cancel') => {
    setConfirming(false);
    setError(null);
    setDone(null);
    try {
      await (which === 'publish' ? publish : cancel).mutateAsync(event.updated_at);
      setDone(which === 'publish' ? 'The event is published.' : 'The event is cancelled.');
    } catch (e) {
      setError(e instanceof Error ? e.message : genericErrorMessage);
    }
  };
  const busy = publish.isPending || cancel.isPending;
  return (
    <Panel title="Publish or cancel" id="publishing">
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      {done ? <Notice className="mb-4">{done}</Notice> : null}
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
              disabled={busy}
              onClick={() => void run('publish')}
            >
              Publish
            </button>
          ) : null}
          {event.status !== 'cancelled' ? (
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Cancel the event
            </button>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
