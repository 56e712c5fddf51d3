// Concurrent submitters of a real form (POST /api/join-employers), each a browser with its own
// CSRF cookie. A submission carries an Idempotency-Key; on 502/503 or a broken connection it
// is retried with the same key (faster than Retry-After asks, to keep the run short), as the
// web client does, so "acknowledged" means a 2xx reached the client.
import type http from 'node:http';
import { Browser, errorCode, joinPayload } from './http.ts';
import { sleep } from './util.ts';

export interface Attempt {
  status: number | null;
  error?: string;
  retryAfter?: string;
  start: number;
  end: number;
}

export interface Submission {
  email: string;
  key: string;
  attempts: Attempt[];
  ackedAt?: number;
}

export interface LoadOptions {
  base: () => string;
  workers: number;
  /** Email prefix; emails are `${prefix}-${n}@load.test`. */
  prefix: string;
  agent?: http.Agent | false;
  /** Pause between a worker's submissions. */
  pauseMs?: number;
  retryDelayMs?: number;
}

const retryable = (a: Attempt) =>
  a.status === null || a.status === 502 || a.status === 503 || a.status === 504;

export class Load {
  submissions: Submission[] = [];
  private stopping = false;
  private giveUpAt = Infinity;
  private workers: Promise<void>[] = [];
  private n = 0;

  constructor(private opts: LoadOptions) {}

  get attempts() {
    return this.submissions.flatMap((s) => s.attempts);
  }
  get acked() {
    return this.submissions.filter((s) => s.ackedAt !== undefined);
  }
  get unacked() {
    return this.submissions.filter((s) => s.ackedAt === undefined);
  }

  start() {
    for (let w = 0; w < this.opts.workers; w++) this.workers.push(this.worker());
    return this;
  }

  /** No new submissions; retries go on for up to `retryForMs`, then the workers end. */
  async stop(retryForMs = 15_000) {
    this.stopping = true;
    this.giveUpAt = Date.now() + retryForMs;
    await Promise.all(this.workers);
  }

  /** Resolves once `count` submissions have been acknowledged. */
  async untilAcked(count: number, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.acked.length < count) {
      if (Date.now() > deadline)
        throw new Error(`only ${this.acked.length} of ${count} acknowledged`);
      await sleep(50);
    }
  }

  private async worker() {
    const browser = new Browser(this.opts.base(), this.opts.agent);
    while (!this.stopping) {
      const n = this.n++;
      const sub: Submission = {
        email: `${this.opts.prefix}-${n}@load.test`,
        key: `${this.opts.prefix}-${n}`,
        attempts: [],
      };
      this.submissions.push(sub);
      while (Date.now() < this.giveUpAt) {
        const attempt = await this.attempt(browser, sub);
        sub.attempts.push(attempt);
        if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) {
          sub.ackedAt = attempt.end;
          break;
        }
        if (!retryable(attempt)) break;
        await sleep(this.opts.retryDelayMs ?? 200);
      }
      if (this.opts.pauseMs) await sleep(this.opts.pauseMs);
    }
  }

  private async attempt(browser: Browser, sub: Submission): Promise<Attempt> {
    const start = Date.now();
    browser.base = this.opts.base();
    try {
      if (!browser.cookies.has('XSRF-TOKEN')) {
        const primed = await browser.csrf();
        if (primed.status !== 204) return { status: primed.status, start, end: Date.now() };
      }
      const res = await browser.send('POST', '/api/join-employers', joinPayload(sub.email), {
        'idempotency-key': sub.key,
      });
      const retryAfter = res.headers['retry-after'];
      return {
        status: res.status,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
        start,
        end: Date.now(),
      };
    } catch (err) {
      return { status: null, error: errorCode(err), start, end: Date.now() };
    }
  }
}

/** Counts of statuses (and network errors by code) among attempts. */
export function tally(attempts: Attempt[]) {
  const counts = new Map<string, number>();
  for (const a of attempts) {
    const k = a.status === null ? (a.error ?? 'error') : String(a.status);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts]
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');
}

/** Acknowledged emails against stored rows ({ email, n }): missing ones and duplicates. */
export function compare(
  acked: string[],
  unacked: string[],
  rows: { email: string; n: number | string }[],
) {
  const stored = new Map(rows.map((r) => [r.email, Number(r.n)]));
  const ackedMissing = acked.filter((e) => !stored.has(e)).length;
  const duplicates = [...stored.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const storedUnacked = unacked.filter((e) => stored.has(e)).length;
  return { ackedMissing, duplicates, storedUnacked, storedTotal: stored.size };
}

export const emails = (subs: Submission[]) => subs.map((s) => s.email);
