// SQL for the dashboard's twelve-week trends: one statement reading each table once over the
// twelve weeks (a range scan of its created/issued/confirmed index) and counting by week, and
// the most searched terms that found no course.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { MISSING_TERMS_SHOWN } from '@techgold/contracts/admin/dashboard';

export interface WeekRow {
  week: string;
  learners: number;
  employer_users: number;
  enquiries: number;
  credentials_issued: number;
  subscribed: number;
  unsubscribed: number;
}

export const DAY_MS = 86_400_000;

/** Midnight UTC of the Monday that starts the week holding `at`. */
export function mondayOf(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight - ((at.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * Each week from the one starting `fromWeek` to the one starting `toWeek` (Mondays, UTC), both
 * included. Each table is read once over the range and grouped by week (not counted once a
 * week each, which read every row twelve times over at scale); the bounds are values, not
 * expressions, so the planner knows how many rows it will meet. The members' sign-ups come
 * from their own index alone.
 */
export function countWeeks(q: Queryable, fromWeek: Date, toWeek: Date): Promise<WeekRow[]> {
  const from = fromWeek.toISOString();
  const lastWeek = toWeek;
  const to = new Date(toWeek.getTime() + 7 * DAY_MS).toISOString();
  const byWeek = (column: string) =>
    sql.raw(`date_trunc('week', ${column} at time zone 'UTC')::date`);
  const within = (column: string) =>
    sql`${sql.raw(column)} >= ${from}::timestamptz and ${sql.raw(column)} < ${to}::timestamptz`;
  const weekly = (table: string, column: string, also = sql``) =>
    sql`select ${byWeek(column)} as week, count(*)::int as n
          from ${sql.raw(table)} where ${within(column)} ${also} group by 1`;
  return selectRows<WeekRow>(
    q,
    sql`with w as (
        select d::date as week
          from generate_series(${from}::timestamptz at time zone 'UTC',
                               ${lastWeek.toISOString()}::timestamptz at time zone 'UTC',
                               interval '1 week') d),
      u as (
        select ${byWeek('created_at')} as week,
          (count(*) filter (where user_type_id = 1))::int as learners,
          (count(*) filter (where user_type_id = 2))::int as employer_users
          from users where ${within('created_at')} and staff_role is null group by 1),
      e as (${weekly('enquiries', 'created_at', sql`and kind <> 'author_access'`)}),
      c as (${weekly('credentials', 'issued_at')}),
      s as (${weekly('subscribers', 'confirmed_at')}),
      x as (${weekly('subscribers', 'unsubscribed_at')})
      select to_char(w.week, 'YYYY-MM-DD') as week,
        coalesce(u.learners, 0) as learners,
        coalesce(u.employer_users, 0) as employer_users,
        coalesce(e.n, 0) as enquiries,
        coalesce(c.n, 0) as credentials_issued,
        coalesce(s.n, 0) as subscribed,
        coalesce(x.n, 0) as unsubscribed
      from w left join u using (week) left join e using (week) left join c using (week)
        left join s using (week) left join x using (week)
      order by w.week`,
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

/** The weeks from `fromWeek` on already counted and kept (trend_weeks). */
export function storedWeeks(q: Queryable, fromWeek: Date): Promise<WeekRow[]> {
  return selectRows<WeekRow>(
    q,
    sql`select to_char(week, 'YYYY-MM-DD') as week, learners, employer_users, enquiries,
          credentials_issued, subscribed, unsubscribed
        from trend_weeks where week >= ${fromWeek.toISOString()}::date order by week`,
  );
}

/** Keeps ended weeks' figures; a week another process kept first stays as it was kept. */
export async function storeWeeks(q: Queryable, weeks: WeekRow[]): Promise<void> {
  if (weeks.length === 0) return;
  const rows = weeks.map(
    (w) =>
      sql`(${w.week}::date, ${w.learners}, ${w.employer_users}, ${w.enquiries},
           ${w.credentials_issued}, ${w.subscribed}, ${w.unsubscribed})`,
  );
  await q.execute(
    sql`insert into trend_weeks (week, learners, employer_users, enquiries, credentials_issued,
          subscribed, unsubscribed)
        values ${sql.join(rows, sql`, `)} on conflict (week) do nothing`,
  );
}
