// SQL for in-app notifications: dismissing, preferences, the set-based fan-out, retention,
// the alerts stop link, the weekly digest's batches and the funding reminder's.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbHandle, Queryable } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { insights } from '../../db/schema/insights.ts';
import {
  notificationPreferences,
  notificationTypes,
  notifications,
} from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
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

/** Marks one of the member's notifications unread again (back in the bell); false if not theirs. */
export async function markUnread(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ dismissedAt: null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

type NotificationRecord = typeof notifications.$inferSelect;
type NotificationType = typeof notificationTypes.$inferSelect;

/** One row of the history, as the prepared statements below give it (types from the schema). */
interface HistoryRow {
  id: NotificationRecord['id'];
  typeId: NotificationType['id'];
  typeTitle: NotificationType['title'];
  typeIcon: NotificationType['icon'];
  typeKind: NotificationType['kind'];
  title: NotificationRecord['title'];
  url: NotificationRecord['url'];
  createdAt: NotificationRecord['createdAt'];
  readAt: NotificationRecord['dismissedAt'];
}

const historySql = (unreadOnly: boolean) => `select n.id, t.id as "typeId",
    t.title as "typeTitle", t.icon as "typeIcon", t.kind as "typeKind",
    n.title, n.url, n.created_at as "createdAt", n.dismissed_at as "readAt"
  from notifications n
  inner join notification_types t on t.id = n.notification_type_id
  where n.user_id = $1${unreadOnly ? ' and n.dismissed_at is null' : ''}
  order by n.created_at desc, n.id desc
  limit $2 offset $3`;

/**
 * One page of the member's notifications, newest first (id breaks ties), with the count the
 * page's view lists and the unread count (one pass over the member's rows). Served by
 * notifications_user_created_idx (drizzle/0017); a member has at most a few hundred. Both
 * are prepared statements (0053): the notification centre is a page members open every day,
 * and planning was most of what its two reads cost on the embedded database.
 */
export async function historyPage(
  database: Pick<DbHandle, 'prepared'>,
  userId: number,
  page: { unreadOnly: boolean; limit: number; offset: number },
) {
  const [{ rows }, { rows: counts }] = await Promise.all([
    database.prepared<HistoryRow>(
      page.unreadOnly ? 'notifications_history_unread' : 'notifications_history_all',
      historySql(page.unreadOnly),
      [userId, page.limit, page.offset],
    ),
    database.prepared<{ all: number; unread: number }>(
      'notifications_history_counts',
      `select count(*)::int as "all", (count(*) filter (where dismissed_at is null))::int as unread
        from notifications where user_id = $1`,
      [userId],
    ),
  ]);
  const { all = 0, unread = 0 } = counts[0] ?? {};
  return {
    rows: rows.map((r) => ({
      id: r.id,
      type: { id: r.typeId, title: r.typeTitle, icon: r.typeIcon, kind: r.typeKind },
      title: r.title,
      url: r.url,
      createdAt: r.createdAt,
      readAt: r.readAt,
    })),
    total: page.unreadOnly ? unread : all,
    unread,
  };
}

/** The weekly notifications email, switched by the member from the notification centre. */
export async function setEmailAlerts(db: Queryable, userId: number, on: boolean): Promise<void> {
  await db.update(users).set({ alertsPreference: on }).where(eq(users.id, userId));
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

/**
 * The live event a published job names. `lock` holds it (FOR SHARE) until the fan-out's
 * transaction ends, so the console cannot take it back to draft while members are being told,
 * and a fan-out waiting on that change sees the draft and tells nobody.
 */
export async function findLiveEvent(db: Queryable, id: number, lock = false) {
  const query = db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.id, id), liveEvent));
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

/** The digest's stop link, verified: alerts off for the member it was made for. */
export async function turnAlertsOff(db: Queryable, userId: number): Promise<void> {
  await db.update(users).set({ alertsPreference: false }).where(eq(users.id, userId));
}

export interface DigestItem {
  type: string;
  title: string;
  url: string | null;
}

export interface DigestRow {
  id: number;
  email: string;
  first_name: string;
  items: DigestItem[] | string;
  total: number;
}

/** "At most one a week", with room for the schedule drifting by a few hours. */
const DIGEST_MIN_GAP = sql`interval '6 days'`;

const digestDue = sql`u.status = 'active' and u.alerts_preference
  and (u.digest_sent_at is null or u.digest_sent_at < now() - ${DIGEST_MIN_GAP})`;

/**
 * One digest batch (digest.ts): claims up to `limit` members after `after` (digest_sent_at,
 * re-checked under the row lock so a second run or process skips them), marks their
 * notifications emailed and answers the claimed members' rows, each with its newest
 * `itemsMax` items and the total.
 */
export async function claimDigestBatch(
  tx: Queryable,
  { after, limit, itemsMax }: { after: number; limit: number; itemsMax: number },
): Promise<DigestRow[]> {
  return selectRows<DigestRow>(
    tx,
    sql`
      with candidates as (
        select u.id from users u
         where ${digestDue} and u.id > ${after}
           and exists (select 1 from notifications n
                        where n.user_id = u.id and n.emailed_at is null and n.dismissed_at is null)
         order by u.id
         limit ${limit}
         for update of u skip locked
      ),
      claimed as (
        update users u set digest_sent_at = now()
          from candidates c
         where u.id = c.id
        returning u.id, u.email, u.first_name
      ),
      items as (
        select n.id, n.user_id, t.title as type, n.title, n.url,
               row_number() over (partition by n.user_id order by n.created_at desc, n.id desc) as rn
          from notifications n
          join notification_types t on t.id = n.notification_type_id
         where n.user_id in (select id from claimed)
           and n.emailed_at is null and n.dismissed_at is null
      ),
      -- Runs to completion although nothing reads it (PostgreSQL's data-modifying WITH).
      marked as (
        update notifications n set emailed_at = now()
          from items i where n.id = i.id
        returning n.id
      )
      select c.id, c.email, c.first_name,
             coalesce(json_agg(json_build_object('type', i.type, 'title', i.title, 'url', i.url)
                               order by i.rn) filter (where i.rn <= ${itemsMax}), '[]') as items,
             count(i.id)::int as total
        from claimed c
        left join items i on i.user_id = c.id
       group by c.id, c.email, c.first_name
       order by c.id`,
  );
}

/** The funding notice type's id, created on first use (staff manage the 'published' types). */
export async function fundingNoticeTypeId(db: Queryable, title: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into notification_types (title, icon, kind, active_by_default, sort_order)
        values (${title}, 'calendar', 'notice', true, 1000)
        on conflict (title) do update set kind = 'notice'
        returning id`,
  );
  return row!.id;
}

export interface FundingDueRow {
  id: number;
  email: string;
  first_name: string;
  funded_until: string;
  created: boolean;
}

/**
 * One batch of members whose funding ends within the next `days` days (UK calendar), after
 * member `after`; creates their notices where missing (item id: the period's end date,
 * YYYYMMDD) and says which were created.
 */
export async function remindFundingBatch(
  tx: Queryable,
  b: { typeId: number; after: number; limit: number; days: number; titlePrefix: string },
): Promise<FundingDueRow[]> {
  return selectRows<FundingDueRow>(
    tx,
    sql`
      with today as (select (now() at time zone 'Europe/London')::date as d),
      due as (
        select u.id, u.email, u.first_name, u.funded_until
          from users u, today
         where u.status = 'active' and u.funded_until is not null
           and u.funded_until >= today.d
           and u.funded_until <= today.d + ${b.days}::int
           and u.id > ${b.after}
         order by u.id
         limit ${b.limit}
      ),
      created as (
        insert into notifications (user_id, notification_type_id, title, url, item_id, emailed_at)
        select d.id, ${b.typeId}::int,
               ${b.titlePrefix}::text || to_char(d.funded_until, 'FMDD FMMonth YYYY'),
               '/account', to_char(d.funded_until, 'YYYYMMDD')::int,
               -- Its own email goes now, so the weekly digest leaves it out.
               now()
          from due d
        on conflict (user_id, notification_type_id, item_id) where item_id is not null
        do nothing
        returning user_id
      )
      select d.id, d.email, d.first_name, to_char(d.funded_until, 'YYYY-MM-DD') as funded_until,
             d.id in (select user_id from created) as created
        from due d
       order by d.id`,
  );
}
