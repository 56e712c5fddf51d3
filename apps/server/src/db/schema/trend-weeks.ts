// The dashboard's weekly figures for weeks that have ended, counted once when first asked for
// and kept: a week over is not counted again, so the dashboard's cost stays one week of rows
// however large the site grows (features/admin/dashboard/trends.ts). Counts only, no one's data.
import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const trendWeeks = pgTable('trend_weeks', {
  /** The week's Monday (UTC). */
  week: date('week').primaryKey(),
  learners: integer('learners').notNull(),
  employerUsers: integer('employer_users').notNull(),
  enquiries: integer('enquiries').notNull(),
  credentialsIssued: integer('credentials_issued').notNull(),
  subscribed: integer('subscribed').notNull(),
  unsubscribed: integer('unsubscribed').notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
});
