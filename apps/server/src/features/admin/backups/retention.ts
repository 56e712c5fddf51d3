// Which backups to keep (docs/decisions/0072): the newest of each of the last 7 days that have
// one, of the last 4 weeks and of the last 6 months, and always the newest of all. A pure
// function of the backups' times, so it is tested without files.

export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 6 };

const day = (d: Date) => d.toISOString().slice(0, 10);
const month = (d: Date) => d.toISOString().slice(0, 7);
/** The ISO week's Monday (UTC), which names the week. */
function week(d: Date): string {
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return day(monday);
}

/** The names to keep; every other backup may be deleted. */
export function backupsToKeep<T extends { name: string; at: Date }>(
  backups: T[],
  policy: RetentionPolicy = DEFAULT_RETENTION,
): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  const bucket = (period: (d: Date) => string, limit: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(backup.at);
      if (seen.has(key)) continue;
      if (seen.size >= limit) break;
      seen.add(key);
      keep.add(backup.name);
    }
  };
  bucket(day, policy.daily);
  bucket(week, policy.weekly);
  bucket(month, policy.monthly);
  return keep;
}
