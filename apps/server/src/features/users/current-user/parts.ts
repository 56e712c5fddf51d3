// The current-user record (SPEC §3) is built from parts, each a set of JSON fields computed
// from the `users u` row. A feature that adds to the record adds a part here; the parts are
// joined into one statement, so the record stays one round trip however many there are.

/** Output field → SQL expression over `u` (users), `sc` (school), `co` (course), `em` (employer). */
export type CurrentUserPart = Readonly<Record<string, string>>;

const idTitle = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'title', ${alias}.title) end`;

export const profile: CurrentUserPart = {
  id: 'u.id',
  first_name: 'u.first_name',
  last_name: 'u.last_name',
  full_name: "trim(u.first_name || ' ' || u.last_name)",
  email: 'u.email',
  contact_email: 'u.contact_email',
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
  school: idTitle('sc'),
  course_id: 'u.course_id',
  course: idTitle('co'),
  employer_id: 'u.employer_id',
  employer: idTitle('em'),
};

export const permissions: CurrentUserPart = {
  can_write_articles: 'u.can_write_articles',
  is_staff: 'u.staff_role is not null',
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

/** The schools, courses and employers the parts read, joined to `u`. */
export const CURRENT_USER_JOINS = `left join schools sc on sc.id = u.school_id
    left join courses co on co.id = u.course_id
    left join employers em on em.id = u.employer_id`;

/**
 * One JSON expression for all parts, over `u` and CURRENT_USER_JOINS. Each part is its own
 * json_build_object (which takes at most 100 arguments), merged with jsonb `||`. Fixed text, so
 * PostgreSQL keeps the statements it is in prepared.
 */
export function currentUserExpression(parts: readonly CurrentUserPart[]): string {
  return parts
    .map(
      (part) =>
        `jsonb_build_object(${Object.entries(part)
          .map(([field, expression]) => `'${field}', ${expression}`)
          .join(',\n      ')})`,
    )
    .join('\n    || ');
}

/** The record of an active account by id: one statement. */
export function currentUserSql(parts: readonly CurrentUserPart[]): string {
  return `select ${currentUserExpression(parts)} as user
    from users u
    ${CURRENT_USER_JOINS}
    where u.id = $1 and u.status = 'active'`;
}
