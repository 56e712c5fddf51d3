import { useEventsSync, type EventSyncReport } from '~/api/admin/events';
import { buttonClass } from '~/components/button-styles';
import { useResult } from '~/components/result/result-message';
import { Panel } from '../components/page-parts';

/** "Sync now": runs the events-platform sync and shows what it did (or why it could not). */
export function EventsSync() {
  const sync = useEventsSync();
  // What the sync did, or why it could not run, in the one result message (it takes focus).
  const outcome = useResult(undefined, 'mt-4');
  const run = async () => {
    outcome.clear();
    try {
      outcome.succeeded(<SyncReport report={await sync.mutateAsync()} />);
    } catch (e) {
      outcome.failed(e);
    }
  };
  return (
    <Panel title="Events platform" id="events-sync" className="mb-6">
      <p className="mb-4 text-slate-700">
        The platform’s events are copied here on a schedule; run it now to see a change at once.
      </p>
      <button
        type="button"
        // Wraps on a phone: one line of it is wider than 375 px.
        className={buttonClass('outline', undefined, 'md', 'wraps')}
        disabled={sync.isPending}
        onClick={() => void run()}
      >
        {sync.isPending ? 'Syncing…' : 'Sync with the events platform now'}
      </button>
      {outcome.region}
    </Panel>
  );
}

/** What the sync did, as the result message's text (the message draws the box around it). */
function SyncReport({ report }: { report: EventSyncReport }) {
  return (
    <div className="space-y-2">
      <p>
        The sync added {report.added}, changed {report.changed} and left {report.unchanged}{' '}
        unchanged; it skipped {report.skipped.length}.
      </p>
      {report.error ? (
        <p className="font-semibold">The sync stopped early: {report.error}</p>
      ) : null}
      {report.skipped.length ? (
        <ul className="list-disc space-y-1 pl-6">
          {report.skipped.map((s, i) => (
            <li key={`${s.external_id ?? ''}-${i}`} className="break-words">
              {s.external_id ? `Event ${s.external_id}: ` : ''}
              {s.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
