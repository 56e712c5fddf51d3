// The SPEC §3 current-user record, built in ONE round trip (json subqueries) because it is
// read on every signed-in page load and by GET /api/user.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '@techgold/contracts/user';
import type { DbHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loadCurrentUser(userId: number): Promise<CurrentUser | null>;
  }
}

const ids = (kind: string) => `coalesce((select json_agg(s.item_id order by s.created_at desc)
      from saved_items s where s.user_id = u.id and s.kind = '${kind}'), '[]'::json)`;

// A fixed text so PostgreSQL can keep it as a prepared statement (planning it costs more
// than running it).
const CURRENT_USER_SQL = `
    select json_build_object(
      'id', u.id,
      'first_name', u.first_name,
      'last_name', u.last_name,
      'full_name', trim(u.first_name || ' ' || u.last_name),
      'email', u.email,
      'contact_email', u.contact_email,
      'phone_number', u.phone_number,
      'address', u.address,
      'avatar_url', u.avatar_url,
      'gender_id', u.gender_id,
      'ethnicity_id', u.ethnicity_id,
      'disabilities', u.disabilities,
      'alerts_preference', u.alerts_preference,
      'marketing_preference', u.marketing_preference,
      'job_title', u.job_title,
      'user_type_id', u.user_type_id,
      'start_year', u.start_year,
      'school_id', u.school_id,
      'school', case when sc.id is null then null else json_build_object('id', sc.id, 'title', sc.title) end,
      'course_id', u.course_id,
      'course', case when co.id is null then null else json_build_object('id', co.id, 'title', co.title) end,
      'employer_id', u.employer_id,
      'employer', case when em.id is null then null else json_build_object('id', em.id, 'title', em.title) end,
      'can_write_articles', u.can_write_articles,
      'is_staff', u.staff_role is not null,
      'funded_until', u.funded_until,
      'saved_employer_ids', ${ids('employer')},
      'saved_school_ids', ${ids('school')},
      'saved_article_ids', ${ids('article')},
      'saved_event_ids', ${ids('event')},
      'articles', coalesce((select json_agg(json_build_object('id', i.id, 'title', i.title, 'url', i.url, 'live', i.live)
          order by i.created_at desc) from insights i where i.user_id = u.id), '[]'::json),
      'notification_types', coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title, 'icon', t.icon,
          'active', coalesce(p.active, t.active_by_default)) order by t.sort_order, t.id)
          from notification_types t
          left join notification_preferences p on p.notification_type_id = t.id and p.user_id = u.id), '[]'::json),
      'notifications', coalesce((select json_agg(json_build_object('id', n.id,
          'notification_type_id', n.notification_type_id,
          'type', json_build_object('id', nt.id, 'title', nt.title, 'icon', nt.icon),
          'title', n.title, 'url', n.url, 'created_at', n.created_at) order by n.created_at desc)
          from (select * from notifications where user_id = u.id and dismissed_at is null
                order by created_at desc limit 50) n
          join notification_types nt on nt.id = n.notification_type_id), '[]'::json)
    ) as user
    from users u
    left join schools sc on sc.id = u.school_id
    left join courses co on co.id = u.course_id
    left join employers em on em.id = u.employer_id
    where u.id = $1 and u.status = 'active'`;

export async function loadCurrentUser(
  handle: DbHandle,
  userId: number,
): Promise<CurrentUser | null> {
  const result = await handle.prepared<{ user: CurrentUser | string }>(
    'current_user_record',
    CURRENT_USER_SQL,
    [userId],
  );
  const row = result.rows[0];
  if (!row) return null;
  // pg parses json columns; PGlite too, but be tolerant of a string.
  return typeof row.user === 'string' ? (JSON.parse(row.user) as CurrentUser) : row.user;
}

export default fp(
  async function currentUserPlugin(app: FastifyInstance) {
    app.decorate('loadCurrentUser', (userId: number) => loadCurrentUser(app.database, userId));
  },
  { name: 'current-user', dependencies: ['database'] },
);
