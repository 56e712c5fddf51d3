// Which backups retention keeps: the newest of each of the last 7 days, 4 weeks and 6 months
// that have one, and always the newest.
import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './retention.ts';

const at = (iso: string) => ({ name: iso, at: new Date(iso) });

describe('backupsToKeep', () => {
  it('keeps one a day for 7 days, then one a week for 4 weeks, then one a month for 6 months', () => {
    // A backup every day at 02:30 for a year, ending Saturday 28 November 2026.
    const daily = Array.from({ length: 365 }, (_, i) =>
      at(new Date(Date.UTC(2026, 10, 28 - i, 2, 30)).toISOString()),
    );
    const kept = [...backupsToKeep(daily)].sort().reverse();
    expect(kept).toEqual([
      // 7 days
      '2026-11-28T02:30:00.000Z', // also the newest of its week (from Monday 23) and month
      '2026-11-27T02:30:00.000Z',
      '2026-11-26T02:30:00.000Z',
      '2026-11-25T02:30:00.000Z',
      '2026-11-24T02:30:00.000Z',
      '2026-11-23T02:30:00.000Z',
      '2026-11-22T02:30:00.000Z', // also the newest of the week from Monday 16
      // 4 weeks: the newest (Sunday) of the two weeks before those
      '2026-11-15T02:30:00.000Z',
      '2026-11-08T02:30:00.000Z',
      // 6 months: the newest of each, this month's already kept
      '2026-10-31T02:30:00.000Z',
      '2026-09-30T02:30:00.000Z',
      '2026-08-31T02:30:00.000Z',
      '2026-07-31T02:30:00.000Z',
      '2026-06-30T02:30:00.000Z',
    ]);
  });

  it('counts days that have a backup, not calendar days, and keeps the newest of a day', () => {
    const sparse = [
      at('2026-11-28T10:00:00.000Z'),
      at('2026-11-28T02:30:00.000Z'),
      at('2026-10-01T02:30:00.000Z'),
      at('2025-01-01T02:30:00.000Z'),
    ];
    expect(backupsToKeep(sparse, { daily: 2, weekly: 0, monthly: 0 })).toEqual(
      new Set(['2026-11-28T10:00:00.000Z', '2026-10-01T02:30:00.000Z']),
    );
  });

  it('always keeps the newest, even with a policy of none', () => {
    expect(
      backupsToKeep([at('2026-01-01T00:00:00.000Z'), at('2026-01-02T00:00:00.000Z')], {
        daily: 0,
        weekly: 0,
        monthly: 0,
      }),
    ).toEqual(new Set(['2026-01-02T00:00:00.000Z']));
  });
});
