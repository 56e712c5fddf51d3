// SQL for the dashboard's twelve-week trends: one statement counting each series a week (each
// count a range scan of a created/issued/confirmed index), and the most searched terms that
// found no course.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { MISSING_TERMS_SHOWN, TREND_WEEKS } from '@techgold/contracts/admin-trends';

export interface WeekRow {
  week: string;
  learners: number;
  employer_users: number;
  enquiries: number;
  credentials_issued: number;
  subscribed: number;
  unsubscribed: number;
}

/** Weeks start on Monday, UTC; the last is the week holding `now`. */
export function countWeeks(q: Queryable, now: Date): Promise<WeekRow[]> {
  const last = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC')`;
  const inWeek = (column: string) =>
    sql.raw(`${column} >= w.starts and ${column} < w.starts + interval '7 days'`);
  return selectRows<WeekRow>(
    q,
    sql`with w as (
        select d::date as week, d at time zone 'UTC' as starts
          from generate_series(${last} - interval '${sql.raw(String(TREND_WEEKS - 1))} weeks',
                               ${last}, interval '1 week') d)
      select to_char(w.week, 'YYYY-MM-DD') as week,
        (select count(*)::int from users where ${inWeek('created_at')}
           and staff_role is null and user_type_id = 1) as learners,
        (select count(*)::int from users where ${inWeek('created_at')}
           and staff_role is null and user_type_id = 2) as employer_users,
        (select count(*)::int from enquiries where ${inWeek('created_at')}
           and kind <> 'author_access') as enquiries,
        (select count(*)::int from credentials where ${inWeek('issued_at')}) as credentials_issued,
        (select count(*)::int from subscribers where ${inWeek('confirmed_at')}) as subscribed,
        (select count(*)::int from subscribers where ${inWeek('unsubscribed_at')}) as unsubscribed
      from w order by w.week`,
  );
}

export function topMissingTerms(
  q: Queryable,
  since: string,
): Promise<{ term: string; searches: number }[]> {
  return selectRows(
    q,
    sql`select term, sum(searches)::int as searches from course_search_misses
         where week >= ${since}::date
         group by term order by searches desc, term limit ${MISSING_TERMS_SHOWN}`,
  );
}
