// The console dashboard (editors and admins): the counts that need a person
// (GET /api/admin/dashboard) and the twelve-week trends (GET /api/admin/dashboard/trends): one
// count a week per series, oldest week first, and the course finder's searches that found
// nothing.
import { z } from '../zod.ts';

export const dashboardCounts = z.object({
  pending_reviews: z.number(),
  new_enquiries: z.number(),
  /** Members disabled through the console in the last 7 days and still disabled. */
  disabled_this_week: z.number(),
  /** Emails queued or waiting to be retried in the outbox (decision 0006). */
  mail_waiting: z.number(),
  /** Emails the outbox gave up on after every retry. */
  mail_failed: z.number(),
  /** Open data-protection rights requests due within 7 days, or overdue (decision 0064). */
  rights_requests_due_soon: z.number(),
});

/** How many weeks the dashboard draws, the current one last. */
export const TREND_WEEKS = 12;
/** How many of the most searched terms that found no course the dashboard lists. */
export const MISSING_TERMS_SHOWN = 10;
/** A search term is kept to this many characters (longer ones are cut) for the count. */
export const MISSING_TERM_MAX = 100;
/** The trends are counted at most this often: they show weeks, not minutes. */
export const TRENDS_REFRESH_MINUTES = 10;

const counts = z.array(z.number().int());

export const dashboardTrends = z.object({
  /** Each week's first day (Monday, UTC), as YYYY-MM-DD, oldest first. */
  weeks: z.array(z.string()),
  /** When these counts were taken (ISO 8601). */
  counted_at: z.string(),
  signups: z.object({ learners: counts, employer_users: counts }),
  enquiries: counts,
  credentials_issued: counts,
  /** New confirmed subscribers less those who unsubscribed, each week. */
  subscribers_net: counts,
  /** The terms searched for most often in the course finder without finding a course. */
  missing_searches: z.array(z.object({ term: z.string(), searches: z.number().int() })),
});
export type DashboardTrends = z.infer<typeof dashboardTrends>;
