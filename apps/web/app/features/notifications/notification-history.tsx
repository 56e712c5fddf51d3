import {
  NOTIFICATION_HISTORY_PAGE_SIZE,
  type HistoryNotification,
  type NotificationShow,
} from '@techgold/contracts/notification-centre';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismissNotifications } from '~/api/delete-notifications';
import { useMarkRead, useNotificationHistory } from '~/api/notification-history';
import { buttonClass } from '~/components/button-styles';
import { LinkTabs } from '~/components/link-tabs';
import { NotificationLink } from '~/components/notification-link';
import { Pagination } from '~/components/pagination';
import { ukDateTime } from '~/lib/uk-time';
import { historyHref, historyOffset } from './history-params';

// Busy buttons are aria-disabled, not disabled: a disabled button loses focus, and the member
// pressing it would be left on the page's body.
const smallButton = buttonClass('outline', 'shrink-0 aria-disabled:opacity-60', 'sm');

/**
 * Every notification the member still has, newest first, with its time and whether it is
 * read; mark one read or unread, or all read. Read is the bell's dismissed: a change here
 * shows in the bell and the other way round. Paged by address (?page=, ?show=unread).
 */
export function NotificationHistory({ show, page }: { show: NotificationShow; page: number }) {
  const query = useNotificationHistory({ show, offset: historyOffset(page) });
  const mark = useMarkRead();
  const markAll = useDismissNotifications();
  const [done, setDone] = useState('');
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = mark.isPending || markAll.isPending;

  async function act(what: () => Promise<unknown>, message: string, leavesList: boolean) {
    setFailed(false);
    setDone('');
    try {
      await what();
      setDone(message);
      // The row (or every row) leaves the Unread view: focus would fall to the page.
      if (leavesList) headingRef.current?.focus();
    } catch {
      setFailed(true);
    }
  }

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / NOTIFICATION_HISTORY_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="history-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-navy-950"
        >
          Your notifications
        </h2>
        {data && data.unread > 0 ? (
          <button
            type="button"
            aria-disabled={busy}
            className={smallButton}
            onClick={() => {
              if (!busy)
                void act(
                  () => markAll.mutateAsync(null),
                  'All notifications marked as read.',
                  true,
                );
            }}
          >
            Mark all as read
          </button>
        ) : null}
      </div>
      <LinkTabs
        label="Notification views"
        tabs={[
          {
            key: 'all',
            text: 'All',
            to: historyHref('all', 1),
            current: show === 'all',
          },
          {
            key: 'unread',
            text: 'Unread',
            to: historyHref('unread', 1),
            current: show === 'unread',
            count: data?.unread,
          },
        ]}
      />
      <p role="status" className="text-slate-700">
        {done}
      </p>
      {failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          Sorry, that did not work. Please try again.
        </p>
      ) : null}
      {query.isPending ? (
        <p className="text-slate-700">Loading your notifications…</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-800">
          Your notifications could not be loaded.{' '}
          <button
            type="button"
            className="min-h-11 font-semibold underline"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        </p>
      ) : data!.notifications.length === 0 ? (
        <EmptyHistory show={show} total={data!.total} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm">
          {data!.notifications.map((item) => (
            <HistoryRow
              key={item.id}
              item={item}
              busy={busy}
              onMark={(read) =>
                void act(
                  () => mark.mutateAsync({ id: item.id, read }),
                  `${read ? 'Marked as read' : 'Marked as unread'}: ${item.title}`,
                  read && show === 'unread',
                )
              }
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(p) => historyHref(show, p)}
        label="Notification pages"
      />
    </section>
  );
}

function HistoryRow({
  item,
  busy,
  onMark,
}: {
  item: HistoryNotification;
  busy: boolean;
  onMark: (read: boolean) => void;
}) {
  const read = item.read_at !== null;
  const verb = read ? 'Mark as unread' : 'Mark as read';
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-60">
        <NotificationLink
          item={item}
          className="block rounded-lg p-1 underline-offset-4 hover:bg-navy-50 hover:underline"
        />
        <p className="px-1 text-sm text-slate-700">
          <time dateTime={item.created_at}>{ukDateTime(item.created_at)}</time>
          {read ? null : (
            <>
              {' '}
              <span className="ml-2 rounded-full bg-navy-900 px-2 py-0.5 text-xs font-semibold text-white">
                Unread
              </span>
            </>
          )}
        </p>
      </div>
      {/* The name says which one ("Mark as read: Its title"); one string, because a
          visually hidden part would be read with a space before its colon. */}
      <button
        type="button"
        aria-disabled={busy}
        className={smallButton}
        aria-label={`${verb}: ${item.title}`}
        onClick={() => {
          if (!busy) onMark(!read);
        }}
      >
        {verb}
      </button>
    </li>
  );
}

function EmptyHistory({ show, total }: { show: NotificationShow; total: number }) {
  if (total > 0)
    return (
      <p className="text-slate-700">
        There are no notifications on this page.{' '}
        <Link to={historyHref(show, 1)} className="font-semibold text-navy-900 underline">
          Go to the first page
        </Link>
      </p>
    );
  return (
    <p className="text-slate-700">
      {show === 'unread' ? 'No current unread notifications' : 'You have no notifications yet.'}
    </p>
  );
}
