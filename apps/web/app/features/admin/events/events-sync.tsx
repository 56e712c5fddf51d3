import { useState } from 'react';
import { useEventsSync, type EventSyncReport } from '~/api/admin/events';
import { Alert, Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { genericErrorMessage } from '~/lib/api-client';
import { Panel } from '../components/page-parts';

/** "Sync now": runs the events-platform sync and shows what it did (or why it could not). */
export function EventsSync() {
  const sync = useEventsSync();
  const [report, setReport] = useState<EventSyncReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setReport(null);
    try {
      setReport(await sync.mutateAsync());
    } catch (e) {
      setError(e instanceof Error ? e.message : genericErrorMessage);
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
      <div role="status" className="mt-4 empty:hidden">
        {report ? <SyncReport report={report} /> : null}
      </div>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
    </Panel>
  );
}

function SyncReport({ report }: { report: EventSyncReport }) {
  return (
    <div className="space-y-3">
      <Notice>
        The sync added {report.added}, changed {report.changed} and left {report.unchanged}{' '}
        unchanged; it skipped {report.skipped.length}.
      </Notice>
      {report.error ? <Alert>The sync stopped early: {report.error}</Alert> : null}
      {report.skipped.length ? (
        <ul className="list-disc space-y-1 pl-6 text-slate-800">
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
