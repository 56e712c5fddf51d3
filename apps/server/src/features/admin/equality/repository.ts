// SQL for the equality report (decision 0064): members' answers counted by option, with a row
// for those who gave none. Only counts leave this module; no query here returns a person.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../../db/client.ts';

export interface OptionCount {
  option: string;
  count: number;
}

/** Members, not staff, and never the placeholder author of erased members' insights. */
const members = sql`u.staff_role is null and lower(u.email) <> 'former-member@erased.invalid'`;

export async function countByGender(q: Queryable): Promise<OptionCount[]> {
  return selectRows<OptionCount>(
    q,
    sql`select option, count from (
          select g.title as option, count(u.id)::int as count, g.sort_order as o, g.title as t
            from genders g left join users u on u.gender_id = g.id and ${members}
           group by g.id
          union all
          select 'Not answered', count(*)::int, 32767, '' from users u
           where u.gender_id is null and ${members}) x
        order by o, t`,
  );
}

export async function countByEthnicity(q: Queryable): Promise<OptionCount[]> {
  return selectRows<OptionCount>(
    q,
    sql`select option, count from (
          select e.title as option, count(u.id)::int as count, e.sort_order as o, e.title as t
            from ethnicities e left join users u on u.ethnicity_id = e.id and ${members}
           group by e.id
          union all
          select 'Not answered', count(*)::int, 32767, '' from users u
           where u.ethnicity_id is null and ${members}) x
        order by o, t`,
  );
}
