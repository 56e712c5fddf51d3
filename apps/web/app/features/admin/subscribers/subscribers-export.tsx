import { useExportSubscribers } from '~/api/admin/subscribers';
import { buttonClass } from '~/components/button-styles';
import { useResult } from '~/components/result/result-message';
import { Panel } from '../components/page-parts';
import { useReauthGuard } from '../components/reauth-dialog';

/** Admins: the confirmed subscribers as a CSV file (the export is audited). */
export function SubscribersExport() {
  const exportCsv = useExportSubscribers();
  // Personal data in bulk: the password again if not entered in 15 minutes (decision 0076).
  const { guard, dialog } = useReauthGuard();
  // The outcome, with focus: the file is downloaded, or why not.
  const outcome = useResult(undefined, 'mt-4');
  const run = async () => {
    outcome.clear();
    try {
      const { blob, filename } = await guard(() => exportCsv.mutateAsync());
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? 'confirmed-subscribers.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      outcome.succeeded('The file is downloaded.');
    } catch (e) {
      outcome.failed(e);
    }
  };
  return (
    <Panel title="Export" id="export" className="mb-6">
      <p className="mb-4 text-slate-700">
        Confirmed subscribers only, with their latest consent. Each export is recorded in the audit
        log, and asks for your password if you have not entered it in the last 15 minutes.
      </p>
      <button
        type="button"
        // Wraps on a phone: one line of it is wider than 375 px.
        className={buttonClass('outline', undefined, 'md', 'wraps')}
        disabled={exportCsv.isPending}
        onClick={() => void run()}
      >
        {exportCsv.isPending ? 'Exporting…' : 'Export confirmed subscribers (CSV)'}
      </button>
      {outcome.region}
      {dialog}
    </Panel>
  );
}
