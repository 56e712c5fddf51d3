// Fixed-window counters in PostgreSQL (table rate_limits), shared by every process: the
// request rate limits (plugins/rate-limit.ts) and the failure counters and back-off that
// services keep (sign-in, emailed codes).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { TooManyRequestsError } from './errors.ts';

export interface CounterState {
  count: number;
  /** Seconds until the window ends. */
  retry_after: number;
}

/**
 * Counts one hit on the fixed-window counter `key` (a new window starts once the last one has
 * ended) and returns the count so far in this window and the seconds until it ends. Runs on
 * `q`, so a caller may count inside its own transaction.
 */
export async function hitCounter(
  q: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retry_after: number }> {
  const result = (await q.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, extract(epoch from (reset_at - now()))::float8 as retry_after
  `)) as unknown as { rows: { count: number; retry_after: number }[] };
  return result.rows[0]!;
}

/** The counter's state in its current window, or null when it has none. */
export async function readCounter(q: Queryable, key: string): Promise<CounterState | null> {
  const result = (await q.execute(sql`
    select count, extract(epoch from (reset_at - now()))::float8 as retry_after
    from rate_limits where key = ${key} and reset_at > now()
  `)) as unknown as { rows: CounterState[] };
  return result.rows[0] ?? null;
}

/** Starts (or restarts) `key` as a single hit lasting `seconds`: a wait until a moment. */
export async function holdFor(q: Queryable, key: string, seconds: number): Promise<void> {
  await q.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at
  `);
}

export async function clearCounters(q: Queryable, keys: string[]): Promise<void> {
  if (keys.length) await q.execute(sql`delete from rate_limits where key in ${keys}`);
}

/** How many wrong answers (codes, passwords) a client may give in a window. */
export interface WrongAnswerLimits {
  /** From one client, whatever the account. */
  perIp: number;
  /** From one client against one account. */
  perUserAndIp: number;
  windowSeconds: number;
}

/**
 * Wrong answers counted per client and per account + client, never per account alone, so
 * nobody can spend an account's allowance from elsewhere. Callers decide whether a right
 * answer is checked before `refuseWhileHeld` (emailed codes: never refused) or after it
 * (passwords). `enabled` false (RATE_LIMITS=false, benchmarks only) counts nothing.
 */
export function wrongAnswers(
  q: Queryable,
  name: string,
  limits: WrongAnswerLimits,
  enabled: boolean,
) {
  const counters = (userId: number, ipBucket: string) =>
    [
      [`${name}:ip:${ipBucket}`, limits.perIp],
      [`${name}:user:${userId}|${ipBucket}`, limits.perUserAndIp],
    ] as const;
  return {
    /** 429 (with the wait) while either count has reached its limit. */
    async refuseWhileHeld(userId: number, ipBucket: string): Promise<void> {
      if (!enabled) return;
      for (const [key, limit] of counters(userId, ipBucket)) {
        const state = await readCounter(q, key);
        if (state && state.count >= limit) throw new TooManyRequestsError(state.retry_after);
      }
    },
    async count(userId: number, ipBucket: string): Promise<void> {
      if (!enabled) return;
      await Promise.all(
        counters(userId, ipBucket).map(([key]) => hitCounter(q, key, limits.windowSeconds)),
      );
    },
  };
}
