import { backupsOverview } from '@techgold/contracts/admin/backups';
import {
  backupDownloadPath,
  backupRunning,
  backupsQuery,
  requireRecentReauth,
  useBackups,
  useStartBackup,
  type BackupsOverview,
} from '~/api/admin/backups';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { useResult } from '~/components/result/result-message';
import { DataTable, type Column } from '../components/data-table';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, Tag, When } from '../components/page-parts';
import { useReauthGuard } from '../components/reauth-dialog';
import type { Route } from './+types/backups-page';

export async function loader({ context }: Route.LoaderArgs) {
  const get = serverGetter(context, backupsOverview);
  return { dehydrated: await prefetch((client) => client.prefetchQuery(backupsQuery(get))) };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Backups');

type Backup = BackupsOverview['items'][number];
type Run = NonNullable<BackupsOverview['run']>;

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;

const phaseText: Record<Run['phase'], string> = {
  database: 'Copying the database…',
  files: 'Copying the uploads and keys…',
  verifying: 'Checking the backup by restoring it into a scratch database…',
  copying: 'Copying the backup to S3…',
  done: 'Finished.',
  failed: 'Failed.',
};

function verificationTag(backup: Backup) {
  if (!backup.verification) return <Tag tone="warn">Unverified</Tag>;
  return backup.verification.ok ? (
    <Tag tone="good">Verified</Tag>
  ) : (
    <Tag tone="bad">Check failed</Tag>
  );
}

/**
 * Backups, as an admin needs them: what exists, whether each one was proved to restore, a
 * backup now, a download, and how to restore (at the command line, with the site stopped).
 */
export default function BackupsPage() {
  const { data } = useBackups();
  const start = useStartBackup();
  const outcome = useResult();
  const { guard, dialog } = useReauthGuard();
  const running = backupRunning(data);

  const backUpNow = async () => {
    try {
      const answer = await guard(() => start.mutateAsync());
      outcome.succeeded(answer.message);
    } catch (error) {
      outcome.failed(error);
    }
  };

  const download = async (backup: Backup) => {
    try {
      await guard(() => requireRecentReauth());
      // The browser streams the file to disk; nothing is held by the page.
      window.location.assign(backupDownloadPath(backup.file));
    } catch (error) {
      outcome.failed(error);
    }
  };

  const newest = data?.items[0];
  const columns: Column<Backup>[] = [
    { label: 'Made', cell: (b) => <When iso={b.created_at} /> },
    { label: 'Size', cell: (b) => megabytes(b.size) },
    {
      label: 'Stored',
      cell: (b) => (
        <>
          {b.stored.map((s) => (s === 's3' ? 'S3' : 'This server')).join(' and ')}
          {b.s3_error ? <span className="block text-red-800">{b.s3_error}</span> : null}
        </>
      ),
    },
    { label: 'Encrypted', cell: (b) => (b.encrypted ? 'Yes' : 'No') },
    { label: 'Restore checked', cell: verificationTag },
    {
      label: 'Action',
      cell: (b) => (
        <button
          type="button"
          className={buttonClass('outline', undefined, 'sm')}
          onClick={() => void download(b)}
        >
          Download
          <span className="sr-only">
            {' '}
            the backup of <When iso={b.created_at} />
          </span>
        </button>
      ),
    },
  ];

  return (
    <>
      {dialog}
      <PageHeader
        title="Backups"
        description="Each backup holds the whole site: the database, uploaded files, and the keys that sign credentials and sessions. Keep downloaded copies safe: anyone with one has every member's data."
      />
      {data?.last_failure ? (
        <Alert className="mb-4">
          The last backup failed (<When iso={data.last_failure.at} />
          ): {data.last_failure.message}
        </Alert>
      ) : null}
      {outcome.region}
      <Panel title="Back up now" id="back-up-now">
        <p className="mb-4 max-w-prose text-slate-700">
          {data?.schedule
            ? `Backups are made every day on the schedule “${data.schedule}” (UTC), then checked by restoring each into a scratch database. The last 7 days, 4 weeks and 6 months are kept.`
            : 'Scheduled backups are turned off (BACKUP_SCHEDULE=off).'}{' '}
          {data?.encrypted
            ? 'They are encrypted with the backup passphrase.'
            : 'They are not encrypted: set BACKUP_PASSPHRASE to encrypt them.'}{' '}
          {data?.s3_copy ? 'Each one is also copied to S3.' : ''}
        </p>
        <div role="status" className="mb-4 empty:hidden">
          {data?.run && (running || data.run.phase === 'failed') ? (
            <p>
              {phaseText[data.run.phase]} {data.run.files} files, {megabytes(data.run.bytes)} so
              far.
              {data.run.error ? ` ${data.run.error}` : ''}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={running || start.isPending}
          onClick={() => void backUpNow()}
        >
          {running ? 'Backing up…' : 'Back up now'}
        </button>
      </Panel>
      <Panel title="Last check" id="last-check">
        {newest?.verification ? (
          <p className="text-slate-700">
            {verificationTag(newest)} <When iso={newest.verification.at} />:{' '}
            {newest.verification.message}
          </p>
        ) : (
          <p className="text-slate-700">
            {newest ? 'The newest backup has not been checked yet.' : 'There are no backups yet.'}
          </p>
        )}
      </Panel>
      <div className="my-6">
        <DataTable
          caption={`Backups in ${data?.folder ?? 'the backup folder'}, newest first`}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(b) => b.file}
        />
      </div>
      <Panel title="How to restore" id="how-to-restore">
        <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-900">
          {data?.restore_instructions}
        </pre>
      </Panel>
    </>
  );
}
