import {
  NOTIFICATION_HISTORY_MAX_OFFSET,
  NOTIFICATION_HISTORY_PAGE_SIZE,
  type NotificationShow,
} from '@techgold/contracts/notification-centre';

const LAST_PAGE = Math.floor(NOTIFICATION_HISTORY_MAX_OFFSET / NOTIFICATION_HISTORY_PAGE_SIZE) + 1;

/** The notification centre's view from its address: an unknown view or page is the first. */
export function readHistoryParams(search: URLSearchParams): {
  show: NotificationShow;
  page: number;
} {
  const show = search.get('show') === 'unread' ? 'unread' : 'all';
  const page = Number(search.get('page') ?? '1');
  return { show, page: Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1 };
}

/** The address of a view's page: ?show=unread&page=2, nothing for the first page of all. */
export function historyHref(show: NotificationShow, page: number): string {
  const search = new URLSearchParams();
  if (show === 'unread') search.set('show', 'unread');
  if (page > 1) search.set('page', String(page));
  return `?${search.toString()}`;
}

/** Where a page of the history starts (the API's offset). */
export const historyOffset = (page: number) => (page - 1) * NOTIFICATION_HISTORY_PAGE_SIZE;
