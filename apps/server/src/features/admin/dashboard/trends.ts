// The dashboard's twelve-week trends. Counted at most every TRENDS_REFRESH_MINUTES in each
// process: the charts show weeks, so minutes-old counts are fresh enough, and at 100× the
// demo data the twelve weeks hold about 100,000 sign-ups, which is too much work to count for
// every dashboard view. Remove the cache when the counts come from a weekly rollup instead.
import { TRENDS_REFRESH_MINUTES, type DashboardTrends } from '@techgold/contracts/admin-trends';
import type { Db } from '../../../db/client.ts';
import { cached } from '../../../lib/ttl-cache.ts';
import { countWeeks, topMissingTerms } from './trends-repository.ts';

export async function countTrends(db: Db, now = new Date()): Promise<DashboardTrends> {
  const weeks = await countWeeks(db, now);
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
