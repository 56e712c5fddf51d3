// The course finder's searches that found nothing, counted by week and term, so staff can see
// which courses people look for and the site does not list (the console dashboard's trends).
// Kept three months (the retention rule `course_search_misses`).
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const courseSearchMisses = pgTable(
  'course_search_misses',
  {
    /** The week's Monday (UTC). */
    week: date('week').notNull(),
    /** Lower-cased, spaces collapsed, at most 100 characters. */
    term: text('term').notNull(),
    searches: integer('searches').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.week, t.term] })],
);
