// Notifications: a member dismisses theirs and chooses which types they get; jobs announce
// newly live insights and events to everyone who wants them, and purge old dismissed ones.
import { messages } from '@techgold/contracts/messages';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import {
  dismissAll,
  dismissOne,
  fanOut,
  findLiveEvent,
  findLiveInsight,
  purgeDismissed,
  setPreference,
} from './repository.ts';

/** The type titles the seed and staff use ("New {title} published"). */
export const NOTIFICATION_TYPE = { insight: 'Insight', event: 'Event' } as const;
/** Dismissed notifications are kept this long, then removed (retention). */
export const DISMISSED_RETENTION_MONTHS = 14;

export function createNotificationsService({ db }: { db: Db }) {
  const notFound = () => new NotFoundError(messages.notFound);

  async function dismiss(userId: number, idText: string) {
    const id = parseId(idText);
    if (id === null || !(await dismissOne(db, userId, id))) throw notFound();
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
    const event = await findLiveEvent(db, eventId);
    if (!event) return 0;
    return fanOut(db, {
      typeTitle: NOTIFICATION_TYPE.event,
      itemId: event.id,
      title: event.name,
      url: `/event/${event.id}`,
    });
  }

  return {
    dismiss,
    dismissAll: (userId: number) => dismissAll(db, userId),
    preference,
    announceInsight,
    announceEvent,
    purge: () => purgeDismissed(db, DISMISSED_RETENTION_MONTHS),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
