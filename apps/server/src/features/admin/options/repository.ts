// SQL for the choices the console's forms offer: learning providers with their courses,
// employers, employers' tags and the active staff (an enquiry's assignee). Each list is
// bounded (OPTIONS_MAX); the long ones (employers, members) are looked up page by page below.
import { sql, type SQL } from 'drizzle-orm';
import { OPTIONS_MAX } from '@techgold/contracts/admin/options';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern, escapeLike } from '../../../lib/like.ts';

export interface Choice {
  id: number;
  title: string;
}

export function schoolsWithCourses(q: Queryable) {
  return selectRows<Choice & { courses: Choice[] }>(
    q,
    sql`select s.id, s.title,
          coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title)
                      order by c.title, c.id)
                      from courses c where c.school_id = s.id), '[]'::json) as courses
        from schools s
       where s.ts_uuid <> ${PLACEHOLDER_SCHOOL.tsUuid}::uuid
       order by s.title, s.id
       limit ${OPTIONS_MAX}`,
  );
}

export function employerChoices(q: Queryable) {
  return selectRows<Choice>(
    q,
    sql`select id, title from employers order by title, id limit ${OPTIONS_MAX}`,
  );
}

/** Employers' tags: industries (type 1) and topics (type 2). */
export function tagChoices(q: Queryable) {
  return selectRows<Choice & { type: number }>(
    q,
    sql`select id, title, type from tags where type in (1, 2) and news_category is null
         order by type, title, id limit ${OPTIONS_MAX}`,
  );
}

export function activeStaff(q: Queryable) {
  return selectRows<{ id: number; name: string; staff_role: 'admin' | 'editor' }>(
    q,
    sql`select id, trim(first_name || ' ' || last_name) as name, staff_role
          from users where staff_role is not null and status = 'active'
         order by first_name, last_name, id limit ${OPTIONS_MAX}`,
  );
}

// ---- The pickers' look-ups (decision 0095) ------------------------------------------------
// Each is one page of matches and their count. Names that start with the text come first
// ("Harbour" finds Harbour Systems before Northharbour Ltd), then the rest by name.

interface Page {
  text: string | undefined;
  limit: number;
  offset: number;
}

const startsFirst = (column: SQL, text: string | undefined) =>
  text ? sql`(${column} ilike ${`${escapeLike(text)}%`}) desc,` : sql``;

async function paged<T>(q: Queryable, select: SQL, count: SQL) {
  const [items, [total]] = await Promise.all([
    selectRows<T>(q, select),
    selectRows<{ n: number }>(q, count),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export function lookupEmployers(q: Queryable, { text, limit, offset }: Page) {
  const where = text ? sql`where title ilike ${containsPattern(text)}` : sql``;
  return paged<Choice>(
    q,
    sql`select id, title from employers ${where}
         order by ${startsFirst(sql`title`, text)} lower(title), id
         limit ${limit} offset ${offset}`,
    sql`select count(*)::int as n from employers ${where}`,
  );
}

export function lookupProviders(q: Queryable, { text, limit, offset }: Page) {
  const where = sql`where ts_uuid <> ${PLACEHOLDER_SCHOOL.tsUuid}::uuid
    ${text ? sql`and title ilike ${containsPattern(text)}` : sql``}`;
  return paged<Choice>(
    q,
    sql`select id, title from schools ${where}
         order by ${startsFirst(sql`title`, text)} lower(title), id
         limit ${limit} offset ${offset}`,
    sql`select count(*)::int as n from schools ${where}`,
  );
}

export function lookupCourses(q: Queryable, { text, limit, offset }: Page, schoolId?: number) {
  const where = sql`where s.ts_uuid <> ${PLACEHOLDER_SCHOOL.tsUuid}::uuid
    ${schoolId ? sql`and c.school_id = ${schoolId}` : sql``}
    ${text ? sql`and c.title ilike ${containsPattern(text)}` : sql``}`;
  return paged<Choice & { provider: string }>(
    q,
    sql`select c.id, c.title, s.title as provider
          from courses c join schools s on s.id = c.school_id ${where}
         order by ${startsFirst(sql`c.title`, text)} lower(c.title), lower(s.title), c.id
         limit ${limit} offset ${offset}`,
    sql`select count(*)::int as n from courses c join schools s on s.id = c.school_id ${where}`,
  );
}

/** Active members whose name ("first last") or email contains the text. */
export function lookupMembers(q: Queryable, { text, limit, offset }: Page) {
  const name = sql`(first_name || ' ' || last_name)`;
  const where = sql`where status = 'active'
    ${text ? sql`and (${name} ilike ${containsPattern(text)} or email ilike ${containsPattern(text)})` : sql``}`;
  return paged<{ id: number; name: string; email: string }>(
    q,
    sql`select id, trim(${name}) as name, email from users ${where}
         order by ${startsFirst(name, text)} lower(first_name), lower(last_name), id
         limit ${limit} offset ${offset}`,
    sql`select count(*)::int as n from users ${where}`,
  );
}
