// SQL for the course finder's searches that found nothing (db/schema/course-search.ts): one
// row per week and term, counted up. A week holds at most MISSES_A_WEEK distinct terms, so
// someone typing random words cannot grow the table without bound; known terms still count.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export const MISSES_A_WEEK = 5000;

export async function recordMiss(q: Queryable, term: string): Promise<void> {
  await q.execute(sql`
    with w as (select (date_trunc('week', now() at time zone 'UTC'))::date as week)
    insert into course_search_misses (week, term)
    select w.week, ${term} from w
     where exists (select 1 from course_search_misses m where m.week = w.week and m.term = ${term})
        or (select count(*) from course_search_misses m where m.week = w.week) < ${MISSES_A_WEEK}
    on conflict (week, term) do update set searches = course_search_misses.searches + 1`);
}
