// Notifications: a member dismisses theirs and chooses which types they get; jobs announce
// newly live insights and events to everyone who wants them. Old dismissed ones go with the
// retention job (privacy/).
import { messages } from '@techgold/contracts/messages';
import type {
  NotificationHistory,
  NotificationHistoryQuery,
} from '@techgold/contracts/notification-centre';
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import type { DbHandle } from '../../db/client.ts';
import { createSigningKeys } from '../../lib/signing-keys.ts';
import type { MailQueue } from '../../plugins/jobs.ts';
import { ALERTS_KEY_PURPOSE, alertsUnsubscribeToken, verifyAlertsToken } from './alerts-token.ts';
import { sendDigests, type DigestLinks } from './digest.ts';
import { sendFundingReminders } from './funding-reminder.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import {
  dismissAll,
  dismissOne,
  fanOut,
  findLiveEvent,
  findLiveInsight,
  historyPage,
  markUnread,
  setEmailAlerts,
  setPreference,
  turnAlertsOff,
} from './repository.ts';

/** The type titles the seed and staff use ("New {title} published"). */
export const NOTIFICATION_TYPE = { insight: 'Insight', event: 'Event' } as const;
export interface NotificationsDeps {
  database: Pick<DbHandle, 'db' | 'prepared'>;
  mail: MailQueue;
  publicBaseUrl: string;
}

export function createNotificationsService({ database, mail, publicBaseUrl }: NotificationsDeps) {
  const { db } = database;
  const notFound = () => new NotFoundError(messages.notFound);
  const alertKeys = createSigningKeys(db, ALERTS_KEY_PURPOSE);

  const digestLinks: DigestLinks = {
    absolute: (url) => (/^https?:\/\//i.test(url) ? url : `${publicBaseUrl}${url}`),
    async unsubscribeLinks() {
      const key = (await alertKeys()).at(-1)!;
      return (userId) => {
        const token = alertsUnsubscribeToken(key, userId);
        return {
          page: publicBaseUrl + apiPath(apiRoutes.newsletterPage, { action: 'stop-alerts', token }),
          oneClick: publicBaseUrl + apiPath(apiRoutes.alertsUnsubscribe, { token }),
        };
      };
    },
    account: `${publicBaseUrl}/account`,
    dashboard: `${publicBaseUrl}/dashboard`,
  };

  /** The digest's stop link: alerts off for the member it was made for; false if not ours. */
  async function stopAlerts(token: string): Promise<boolean> {
    const userId = verifyAlertsToken(token, await alertKeys());
    if (userId === null) return false;
    await turnAlertsOff(db, userId);
    return true;
  }

  async function dismiss(userId: number, idText: string) {
    const id = parseId(idText);
    if (id === null || !(await dismissOne(db, userId, id))) throw notFound();
  }

  /** Read (as the bell's dismiss) or unread again (back in the bell). */
  async function markRead(userId: number, idText: string, read: boolean) {
    const id = parseId(idText);
    const done =
      id !== null && (read ? await dismissOne(db, userId, id) : await markUnread(db, userId, id));
    if (!done) throw notFound();
  }

  async function history(
    userId: number,
    query: NotificationHistoryQuery,
  ): Promise<NotificationHistory> {
    const { rows, total, unread } = await historyPage(database, userId, {
      unreadOnly: query.show === 'unread',
      limit: query.limit,
      offset: query.offset,
    });
    return {
      // The bell's item shape (the user record's notifications), plus when it was read.
      notifications: rows.map((r) => ({
        id: r.id,
        notification_type_id: r.type.id,
        type: r.type,
        title: r.title,
        url: r.url,
        created_at: r.createdAt.toISOString(),
        read_at: r.readAt?.toISOString() ?? null,
      })),
      total,
      unread,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async function preference(userId: number, idText: string, active: boolean) {
    const id = parseId(idText);
    if (id === null || !(await setPreference(db, userId, id, active))) throw notFound();
  }

  /** The "insight published" job: one notification per opted-in member, once. */
  async function announceInsight({ insightId }: { insightId: number }) {
    const insight = await findLiveInsight(db, insightId);
    if (!insight) return 0;
    return fanOut(db, {
      typeTitle: NOTIFICATION_TYPE.insight,
      itemId: insight.id,
      title: insight.title,
      url: `/insight/${insight.id}`,
      exceptUserId: insight.userId,
    });
  }

  /** The "event published" job (sent when an event's status becomes live). */
  async function announceEvent({ eventId }: { eventId: number }) {
    // One transaction holding the event: the console's "back to draft" (allowed until members
    // have been told) waits for it, then sees the notifications and refuses.
    return db.transaction(async (tx) => {
      const event = await findLiveEvent(tx, eventId, true);
      if (!event) return 0;
      return fanOut(tx, {
        typeTitle: NOTIFICATION_TYPE.event,
        itemId: event.id,
        title: event.name,
        url: `/event/${event.id}`,
      });
    });
  }

  return {
    dismiss,
    dismissAll: (userId: number) => dismissAll(db, userId),
    preference,
    markRead,
    history,
    emailAlerts: (userId: number, on: boolean) => setEmailAlerts(db, userId, on),
    announceInsight,
    announceEvent,
    /** The weekly job: every digest that is due. */
    sendDigests: () => sendDigests(db, mail, digestLinks),
    /** The daily job: funded subscriptions ending within 30 days, each period once. */
    sendFundingReminders: () => sendFundingReminders(db, mail, `${publicBaseUrl}/account`),
    stopAlerts,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
