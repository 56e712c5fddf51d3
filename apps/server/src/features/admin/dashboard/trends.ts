// The dashboard's twelve-week trends: ended weeks kept once counted (trend_weeks), the current
// week counted from its rows. Also held for TRENDS_REFRESH_MINUTES in each process, which the
// page states; since the kept weeks (bench:trends: p99 at 100× went from 38× the demo data's
// to within 2×) that saves a week's count per view, not twelve, and could go.
import {
  TREND_WEEKS,
  TRENDS_REFRESH_MINUTES,
  type DashboardTrends,
} from '@techgold/contracts/admin/dashboard';
import type { Db } from '../../../db/client.ts';
import { cached } from '../../../lib/ttl-cache.ts';
import {
  countWeeks,
  DAY_MS,
  mondayOf,
  storedWeeks,
  storeWeeks,
  topMissingTerms,
} from './trends-repository.ts';

/**
 * How long after a week ends before its figures are kept for good: a change made just before
 * midnight on Sunday may still be committing as Monday begins (and clocks differ a little), so
 * for its first hour the week before is counted like the current one.
 */
const SETTLE_MS = 60 * 60_000;

/**
 * The twelve weeks' figures. Weeks that have ended are counted once, kept in trend_weeks and
 * read from there after; only the current week (and any week not yet kept) is counted from the
 * rows, so the cost is a week of rows, not twelve, at any size of site. A kept week keeps the
 * figures it had when it was counted: a member erased later still counts as that week's
 * sign-up, as a trend should.
 */
export async function countTrends(db: Db, now = new Date()): Promise<DashboardTrends> {
  const lastWeek = mondayOf(now);
  const firstWeek = new Date(lastWeek.getTime() - (TREND_WEEKS - 1) * 7 * DAY_MS);
  // Weeks that ended (and settled) before now may be kept; the rest are counted every time.
  const lastSettled = mondayOf(new Date(now.getTime() - SETTLE_MS - 7 * DAY_MS));
  const kept = new Map((await storedWeeks(db, firstWeek)).map((w) => [w.week, w]));
  const wanted = Array.from(
    { length: TREND_WEEKS },
    (_, i) => new Date(firstWeek.getTime() + i * 7 * DAY_MS),
  );
  const firstMissing = wanted.find((w) => !kept.has(w.toISOString().slice(0, 10)));
  const counted = firstMissing ? await countWeeks(db, firstMissing, lastWeek) : [];
  await storeWeeks(
    db,
    counted.filter((w) => w.week <= lastSettled.toISOString().slice(0, 10) && !kept.has(w.week)),
  );
  const byWeek = new Map([...kept, ...counted.map((w) => [w.week, w] as const)]);
  const weeks = wanted.map((w) => byWeek.get(w.toISOString().slice(0, 10))!);
  const missing = await topMissingTerms(db, weeks[0]!.week);
  const series = (pick: (w: (typeof weeks)[number]) => number) => weeks.map(pick);
  return {
    weeks: weeks.map((w) => w.week),
    counted_at: now.toISOString(),
    signups: {
      learners: series((w) => w.learners),
      employer_users: series((w) => w.employer_users),
    },
    enquiries: series((w) => w.enquiries),
    credentials_issued: series((w) => w.credentials_issued),
    subscribers_net: series((w) => w.subscribed - w.unsubscribed),
    missing_searches: missing,
  };
}

export function createTrendsService({ db }: { db: Db }) {
  const trends = cached(TRENDS_REFRESH_MINUTES * 60_000, () => countTrends(db));
  return { trends };
}
