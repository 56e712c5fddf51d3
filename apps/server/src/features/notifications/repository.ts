// SQL for in-app notifications: dismissing, preferences, the set-based fan-out and retention.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { insights } from '../../db/schema/insights.ts';
import {
  notificationPreferences,
  notificationTypes,
  notifications,
} from '../../db/schema/notifications.ts';
import { liveEvent, liveInsight } from '../../db/visibility.ts';

/** Dismisses one of the member's notifications (again is fine); false when it is not theirs. */
export async function dismissOne(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ dismissedAt: sql`coalesce(${notifications.dismissedAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function dismissAll(db: Queryable, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ dismissedAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.dismissedAt)));
}

/** Sets the member's preference for a type; false when there is no such choosable type. */
export async function setPreference(
  db: Queryable,
  userId: number,
  typeId: number,
  active: boolean,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into ${notificationPreferences} (user_id, notification_type_id, active)
      select ${userId}, ${notificationTypes.id}, ${active} from ${notificationTypes}
      where ${notificationTypes.id} = ${typeId} and ${notificationTypes.kind} = 'published'
      on conflict (user_id, notification_type_id)
      do update set active = excluded.active, updated_at = now()
      returning id`,
  );
  return rows.length > 0;
}

export interface Announcement {
  /** The notification type's title: 'Insight', 'Event'… */
  typeTitle: string;
  itemId: number;
  title: string;
  url: string;
  /** Nobody is told about their own insight. */
  exceptUserId?: number;
}

/**
 * One notification per active member whose preference for the type is on (their own choice,
 * else the type's default), in one INSERT … SELECT. The partial unique index on
 * (user, type, item) makes a second run add nothing. Answers how many were created.
 */
export async function fanOut(db: Queryable, a: Announcement): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`with created as (
        insert into notifications (user_id, notification_type_id, title, url, item_id)
        select u.id, t.id, ${a.title}, ${a.url}, ${a.itemId}
        from notification_types t
        join users u on u.status = 'active'
        left join notification_preferences p
          on p.user_id = u.id and p.notification_type_id = t.id
        where t.title = ${a.typeTitle} and t.kind = 'published'
          and coalesce(p.active, t.active_by_default)
          and u.id is distinct from ${a.exceptUserId ?? null}::int
        on conflict (user_id, notification_type_id, item_id) where item_id is not null
        do nothing
        returning 1)
      select count(*)::int as n from created`,
  );
  return rows[0]?.n ?? 0;
}

/** The live insight a published job names, or null when it has been unpublished or deleted. */
export async function findLiveInsight(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: insights.id, title: insights.title, userId: insights.userId })
    .from(insights)
    .where(and(eq(insights.id, id), liveInsight));
  return row ?? null;
}

export async function findLiveEvent(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.id, id), liveEvent));
  return row ?? null;
}

/** Removes dismissed notifications older than the retention period. Answers how many. */
export async function purgeDismissed(db: Queryable, months: number): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`with gone as (delete from notifications
        where dismissed_at < now() - make_interval(months => ${months}) returning 1)
      select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}
