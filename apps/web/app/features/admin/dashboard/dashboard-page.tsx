import { OUTBOX_HISTORY_DAYS } from '@techgold/contracts/admin/outbox';
import { DISABLED_RECENTLY_DAYS } from '@techgold/contracts/admin/members';
import { dashboardCounts, dashboardTrends } from '@techgold/contracts/admin/dashboard';
import { Link, useRouteLoaderData } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { backupsQuery } from '~/api/admin/backups';
import { dashboardQuery, dashboardTrendsQuery, useDashboard } from '~/api/admin/dashboard';
import { Alert } from '~/components/alert';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader } from '../components/page-parts';
import { TrendsSection } from './trends-section';
import type { loader as adminLoader } from '~/layouts/admin';
import type { Route } from './+types/dashboard-page';

export async function loader({ context }: Route.LoaderArgs) {
  const get = serverGetter(context, dashboardCounts);
  const getTrends = serverGetter(context, dashboardTrends);
  return {
    dehydrated: await prefetch((client) =>
      Promise.all([
        client.prefetchQuery(dashboardQuery(get)),
        client.prefetchQuery(dashboardTrendsQuery(getTrends)),
      ]),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Dashboard');

interface Card {
  label: string;
  count: number | undefined;
  text: string;
  to?: string;
  admin?: boolean;
}

/** What needs a person today, each count linking to the list it counts. */
export default function AdminDashboardPage() {
  const role = useRouteLoaderData<typeof adminLoader>('layouts/admin')?.role;
  const { data, isError } = useDashboard();
  // Admins see a failed or unchecked backup here too (decision 0072).
  const backups = useQuery({ ...backupsQuery(), enabled: role === 'admin' }).data;
  const newestBackup = backups?.items[0];
  const backupProblem = backups?.last_failure
    ? `The last backup failed: ${backups.last_failure.message}`
    : newestBackup && newestBackup.verification && !newestBackup.verification.ok
      ? `The newest backup did not restore as it should: ${newestBackup.verification.message}`
      : null;
  const cards: Card[] = [
    {
      label: 'Pending reviews',
      count: data?.pending_reviews,
      text: 'Sign-ups from an address no organisation matched, waiting for a decision.',
      to: adminPaths.reviews(),
      admin: true,
    },
    {
      label: 'New enquiries',
      count: data?.new_enquiries,
      text: 'Join-employers and get-accredited enquiries nobody has picked up.',
      to: `${adminPaths.enquiries()}?status=new`,
    },
    {
      label: 'Members disabled this week',
      count: data?.disabled_this_week,
      text: 'Accounts disabled from the console in the last 7 days and still disabled.',
      to: `${adminPaths.members()}?disabled_within=${DISABLED_RECENTLY_DAYS}`,
      admin: true,
    },
    {
      label: 'Rights requests due',
      count: data?.rights_requests_due_soon,
      text: 'Data-protection requests due within 7 days, or overdue. The law gives a month.',
      to: `${adminPaths.rightsRequests()}?due=soon`,
      admin: true,
    },
    {
      label: 'Mail waiting',
      count: data?.mail_waiting,
      text: 'Emails queued or waiting to be retried. A number that keeps growing means the mail server is not answering.',
      to: role === 'admin' ? adminPaths.outbox('waiting') : undefined,
    },
    {
      label: 'Mail failed',
      count: data?.mail_failed,
      text: `Emails given up on after every retry in the last ${OUTBOX_HISTORY_DAYS} days: tell the technical team.`,
      to: role === 'admin' ? adminPaths.outbox('failed') : undefined,
    },
  ];
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="What needs a person. Each count opens the list behind it."
      />
      {isError ? (
        <p role="alert" className="mb-6 font-semibold text-red-800">
          The counts could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      {backupProblem ? (
        <Alert className="mb-6">
          {backupProblem}{' '}
          <Link to={adminPaths.backups()} className="underline underline-offset-4">
            Open Backups
          </Link>
        </Alert>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards
          .filter((card) => !card.admin || role === 'admin')
          .map((card) => (
            <li
              key={card.label}
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 className="text-lg font-bold text-navy-950">
                {card.to ? (
                  <Link to={card.to} className="rounded underline underline-offset-4">
                    {card.label}
                  </Link>
                ) : (
                  card.label
                )}
              </h2>
              <p className="text-4xl font-bold text-navy-900">{card.count ?? '–'}</p>
              <p className="text-slate-700">{card.text}</p>
            </li>
          ))}
      </ul>
      <TrendsSection />
    </>
  );
}
