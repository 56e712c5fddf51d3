// SQL for the choices the console's forms offer: learning providers with their courses,
// employers, employers' tags and the active staff (an enquiry's assignee). Each list is
// bounded (OPTIONS_MAX); a directory past that would need a search box instead of a select.
import { sql } from 'drizzle-orm';
import { OPTIONS_MAX } from '@techgold/contracts/admin';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { selectRows, type Queryable } from '../../../db/client.ts';

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
