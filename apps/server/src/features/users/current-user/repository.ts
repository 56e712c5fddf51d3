// SQL for the current-user record (SPEC §3). The record is built from parts, each a set of
// JSON fields computed from the `users u` row. A feature that adds to the record adds a part
// here; the parts are joined into one statement, so the record stays one round trip however
// many there are. Below them, the statements record-cache.ts reads it (and its stamp) with.

import type { CurrentUser } from '@techgold/contracts/user';
import type { DbHandle } from '../../../db/client.ts';

/**
 * Output field → SQL expression over `u` (users); other tables are read in sub-selects, so
 * the record is one expression that statements can add to their own (record-cache.ts). A table
 * read here needs the version triggers of drizzle/0007, or kept records of it go stale: the
 * test in record-cache.test.ts lists the tables and checks their triggers.
 */
export type CurrentUserPart = Readonly<Record<string, string>>;

/** `{ id, title }` of the row `u.column` names in `table`, or null. */
const idTitle = (table: string, column: string) =>
  `(select json_build_object('id', o.id, 'title', o.title) from ${table} o where o.id = u.${column})`;

export const profile: CurrentUserPart = {
  id: 'u.id',
  first_name: 'u.first_name',
  last_name: 'u.last_name',
  full_name: "trim(u.first_name || ' ' || u.last_name)",
  email: 'u.email',
  contact_email: 'u.contact_email',
  // Proved by its own link, or the same address as the proved sign-in email (decision 0074).
  contact_email_confirmed: `coalesce(u.contact_email_confirmed_at is not null
      or (u.email_confirmed_at is not null and lower(u.contact_email) = lower(u.email)), false)`,
  pending_contact_email: 'u.pending_contact_email',
  phone_number: 'u.phone_number',
  address: 'u.address',
  avatar_url: 'u.avatar_url',
  gender_id: 'u.gender_id',
  ethnicity_id: 'u.ethnicity_id',
  disabilities: 'u.disabilities',
  alerts_preference: 'u.alerts_preference',
  marketing_preference: 'u.marketing_preference',
  job_title: 'u.job_title',
  user_type_id: 'u.user_type_id',
  start_year: 'u.start_year',
  funded_until: 'u.funded_until',
};

export const organisations: CurrentUserPart = {
  school_id: 'u.school_id',
  school: idTitle('schools', 'school_id'),
  course_id: 'u.course_id',
  course: idTitle('courses', 'course_id'),
  employer_id: 'u.employer_id',
  employer: idTitle('employers', 'employer_id'),
};

export const permissions: CurrentUserPart = {
  can_write_articles: 'u.can_write_articles',
  is_staff: 'u.staff_role is not null',
  /** Which parts of the staff console (/admin) they may open; null for members. */
  staff_role: 'u.staff_role',
};

const savedIds = (kind: string) => `coalesce((select json_agg(s.item_id order by s.created_at desc)
      from saved_items s where s.user_id = u.id and s.kind = '${kind}'), '[]'::json)`;

export const saved: CurrentUserPart = {
  saved_employer_ids: savedIds('employer'),
  saved_school_ids: savedIds('school'),
  saved_article_ids: savedIds('article'),
  saved_event_ids: savedIds('event'),
};

export const articles: CurrentUserPart = {
  articles: `coalesce((select json_agg(json_build_object('id', i.id, 'title', i.title, 'url', i.url,
      'live', i.live) order by i.created_at desc) from insights i where i.user_id = u.id), '[]'::json)`,
};

/** The newest 50 unread: the header dropdown's list, bounded however many accumulate. */
export const notifications: CurrentUserPart = {
  notification_types: `coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title,
      'icon', t.icon, 'active', coalesce(p.active, t.active_by_default)) order by t.sort_order, t.id)
      from notification_types t
      left join notification_preferences p on p.notification_type_id = t.id and p.user_id = u.id
      where t.kind = 'published'),
      '[]'::json)`,
  notifications: `coalesce((select json_agg(json_build_object('id', n.id,
      'notification_type_id', n.notification_type_id,
      'type', json_build_object('id', nt.id, 'title', nt.title, 'icon', nt.icon, 'kind', nt.kind),
      'title', n.title, 'url', n.url, 'created_at', n.created_at) order by n.created_at desc)
      from (select * from notifications where user_id = u.id and dismissed_at is null
            order by created_at desc limit 50) n
      join notification_types nt on nt.id = n.notification_type_id), '[]'::json)`,
};

export const CURRENT_USER_PARTS: readonly CurrentUserPart[] = [
  profile,
  organisations,
  permissions,
  saved,
  articles,
  notifications,
];

/** PostgreSQL's limit on a function's arguments: json_build_object takes two per field. */
const MAX_FIELDS = 50;

/**
 * One JSON expression for all parts, over `u`: a single
 * json_build_object. Merging a jsonb object per part with `||` read the same but cost
 * PostgreSQL 45% more per call (pgbench on the demo learner: 8,769 against 12,686 a second),
 * on the statement every signed-in page reads. Fixed text, so it stays prepared.
 */
export function currentUserExpression(parts: readonly CurrentUserPart[]): string {
  const fields = parts.flatMap((part) => Object.entries(part));
  if (fields.length > MAX_FIELDS) {
    throw new Error(
      `The current-user record has ${fields.length} fields; json_build_object takes ${MAX_FIELDS}. ` +
        'Group some into a nested object.',
    );
  }
  return `json_build_object(${fields
    .map(([field, expression]) => `'${field}', ${expression}`)
    .join(',\n      ')})`;
}

/** A statement selecting `select` for the active account whose id is $1 (`u`, plus `joins`). */
export function activeMemberSql(select: string, joins = ''): string {
  return `select ${select}
    from users u ${joins}
    where u.id = $1 and u.status = 'active'`;
}

/** The record of an active account by id: one statement. */
export function currentUserSql(parts: readonly CurrentUserPart[]): string {
  return activeMemberSql(`${currentUserExpression(parts)} as user`);
}

/** What the record is built from, as of one snapshot: "member version:shared version". */
export const STAMP = `coalesce(rv.version, 0) || ':' || (select e.version from member_record_epoch e)`;
export const VERSION_JOIN = 'left join member_record_versions rv on rv.user_id = u.id';
/** The stamp and the record, read in one snapshot. */
export const STAMPED_RECORD = `json_build_object('stamp', ${STAMP},
  'record', ${currentUserExpression(CURRENT_USER_PARTS)})`;
/** The stamp moved: the record again, by member. */
const REBUILD_SQL = activeMemberSql(`${STAMPED_RECORD} as read`, VERSION_JOIN);

/** The stamp and the record, read together. The stamp is null if the shared row is missing. */
export interface StampedRecord {
  stamp: string | null;
  record: CurrentUser;
}

/** The record and its stamp for an active member; null when the account is not active. */
export async function readStampedRecord(
  database: Pick<DbHandle, 'prepared'>,
  userId: number,
): Promise<StampedRecord | null> {
  const { rows } = await database.prepared<{ read: StampedRecord }>(
    'current_user_rebuild',
    REBUILD_SQL,
    [userId],
  );
  return rows[0]?.read ?? null;
}
