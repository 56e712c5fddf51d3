import { notificationHistorySchema } from '@techgold/contracts/notification-centre';
import { useSearchParams } from 'react-router';
import { notificationHistoryQuery } from '~/api/notification-history';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { historyOffset, readHistoryParams } from './history-params';
import { NotificationHistory } from './notification-history';
import { NotificationSettings } from './notification-settings';
import type { Route } from './+types/notifications-page';

const title = 'My notifications';
const description = 'Your notifications, read and unread, and how we tell you.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

/** The page renders with the history's current page (see lib/prefetch.server). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context);
  const { show, page } = readHistoryParams(new URL(request.url).searchParams);
  const get = serverGetter(context, notificationHistorySchema);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(notificationHistoryQuery({ show, offset: historyOffset(page) }, get)),
    ),
  };
}

/**
 * The notification centre: the history (read and unread, with times) beside the switches
 * for what the bell and the weekly email tell the member (SPEC §2's preferences), in one place.
 */
export default function NotificationsPage() {
  const [search] = useSearchParams();
  const { show, page } = readHistoryParams(search);
  return (
    <div className="max-w-5xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NotificationHistory show={show} page={page} />
        <section aria-labelledby="settings-heading" className="space-y-4">
          <h2 id="settings-heading" className="text-xl font-bold text-navy-950">
            How we tell you
          </h2>
          <NotificationSettings />
        </section>
      </div>
    </div>
  );
}
