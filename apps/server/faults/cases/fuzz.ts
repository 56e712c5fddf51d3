// Bad input under load: every /api route (listed from the app itself) gets wrong types, huge
// and deeply nested bodies, random bytes as JSON, random multipart, repeated and absurd query
// parameters and path values — a few thousand requests from 16 clients, bounded in time —
// while the server's RSS and the latency of a tiny /api/health probe (event-loop delay plus a
// loopback round trip) are sampled. Expected: no 5xx, nothing logged at error level, no
// unhandled rejection, memory flat.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FaultCase } from '../lib/context.ts';
import { Browser, errorCode, request } from '../lib/http.ts';
import { seconds } from '../lib/report.ts';
import { listRoutes, type Route } from '../lib/routes.ts';
import { ServerProcess } from '../lib/server.ts';
import { sleep } from '../lib/util.ts';
import { deepNestingOnEmbedded } from './deep-nesting.ts';

const TOTAL = Number(process.env.FAULT_FUZZ_REQUESTS ?? 3000);
const MAX_MS = 75_000;

/** A small deterministic PRNG (mulberry32), so a failing run can be replayed by its seed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PATH_VALUES = [
  '1',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  'abc',
  'null',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(600),
  '%F0%9F%92%A5',
  '1e309',
  '%3Cscript%3E',
  '%',
  '%ZZ',
  "'%20or%201=1--",
  '1.5',
  'NaN',
];
const WRONG_VALUES: unknown[] = [
  123,
  -1,
  2 ** 64,
  'x',
  '',
  null,
  true,
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  'a'.repeat(5000),
  '\u0000',
  '😀'.repeat(50),
];
const FIELDS = [
  'email',
  'password',
  'first_name',
  'last_name',
  'phone',
  'phone_number',
  'address',
  'job_title',
  'employer',
  'organisation',
  'course_type',
  'course_title',
  'gender_id',
  'ethnicity_id',
  'course_id',
  'start_year',
  'token',
  'code',
  'id',
  'user_id',
  'alerts_preference',
  'marketing_preference',
  'contact_email',
  'website',
  '__proto__',
];

function generator(seed: number) {
  const rnd = prng(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(a: readonly T[]): T => a[int(a.length)]!;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));

  const query = (): string => {
    switch (int(8)) {
      case 0:
        return `?limit=${pick(PATH_VALUES)}&offset=${pick(PATH_VALUES)}&page=${pick(PATH_VALUES)}`;
      case 1:
        return `?${Array.from({ length: 400 }, (_, i) => `tag=${i}`).join('&')}`;
      case 2:
        return '?a[b][c][d]=1&a[b][c][e]=2&a[]=3&search[]=x';
      case 3:
        return '?%ZZ=%ZZ&=&&&q=%';
      case 4:
        return `?q=${'x'.repeat(3000)}`;
      case 5:
        return `?${FIELDS.map((f) => `${f}=${encodeURIComponent(String(pick(WRONG_VALUES)))}`).join('&')}`;
      default:
        return '';
    }
  };

  const body = (): { body?: Buffer | string; type?: string } => {
    switch (int(12)) {
      case 0:
        return { body: JSON.stringify(pick(WRONG_VALUES)), type: 'application/json' };
      case 1:
      case 2: {
        const o: Record<string, unknown> = {};
        for (const f of FIELDS) if (rnd() < 0.5) o[f] = pick(WRONG_VALUES);
        return { body: JSON.stringify(o), type: 'application/json' };
      }
      case 3: {
        const n = 1000 + int(40_000);
        return { body: '['.repeat(n) + ']'.repeat(n), type: 'application/json' };
      }
      case 4: {
        const n = 1000 + int(40_000);
        return { body: '{"a":'.repeat(n) + '1' + '}'.repeat(n), type: 'application/json' };
      }
      case 5:
        return { body: JSON.stringify({ email: 'x'.repeat(2_000_000) }), type: 'application/json' };
      case 6:
        return { body: bytes(10 + int(4000)), type: 'application/json' };
      case 7: {
        const boundary = `----fuzz${int(1e9)}`;
        const parts = Array.from(
          { length: 1 + int(5) },
          (_, i) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${pick(FIELDS)}"${i % 2 ? '; filename="x.bin"' : ''}\r\n\r\n${bytes(int(2000)).toString('latin1')}\r\n`,
        ).join('');
        return {
          body: Buffer.from(`${parts}--${boundary}--\r\n`, 'latin1'),
          type: `multipart/form-data; boundary=${boundary}`,
        };
      }
      case 8:
        return {
          body: `email=${'%ZZ'.repeat(100)}&a[b]=1&&=`,
          type: 'application/x-www-form-urlencoded',
        };
      case 9:
        return {
          body: bytes(int(500)),
          type: pick([
            'text/plain',
            'application/octet-stream',
            'application/xml',
            'foo/bar; charset=nope',
          ]),
        };
      case 10:
        return {
          body: '{"email": "a@b.test", "password": ',
          type: 'application/json; charset=utf-16',
        };
      default:
        return { body: bytes(int(300)) };
    }
  };

  return { int, pick, query, body };
}

interface Sample {
  at: number;
  rss: number;
}

export const fuzz: FaultCase = {
  name: 'fuzz',
  title: '7 bad input under load',
  async run(ctx) {
    const t = this.title;
    const r = ctx.report;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-faults-routes-'));
    const { url } = await ctx.copyDatabase('fuzz');
    const listed = await listRoutes(url, dataDir);
    const routes = listed.routes.filter(
      (x: Route) =>
        x.method !== 'HEAD' && (x.path.startsWith('/api') || x.path.startsWith('/sanctum')),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    const bodyLimits = new Map(routes.map((x) => [`${x.method} ${x.path}`, x.bodyLimit]));
    const defaultLimit = listed.defaultBodyLimit;
    // The anonymous cache (decision 0052) keeps public reads up to its byte budget, 64 MiB by
    // default, and absurd query strings are new keys: with that budget the cache would still be
    // filling during the second half. A small budget makes it fill early and then evict, so a
    // flat second half shows both that hostile keys cannot grow it and that nothing else leaks.
    const server = await new ServerProcess('app', {
      DATABASE_URL: url,
      ANON_CACHE_MAX_BYTES: String(4 * 1024 * 1024),
    }).start();
    try {
      await server.ready();
      const seed = Number(process.env.FAULT_FUZZ_SEED ?? Date.now() % 100_000);
      const g = generator(seed);
      const statuses = new Map<number | string, number>();
      const fiveXX: string[] = [];
      const unexpectedErrors: string[] = [];
      const bodyResets: string[] = [];
      const retriedResets: string[] = [];
      let sent = 0;
      let bytesSent = 0;
      const started = Date.now();
      const samples: Sample[] = [];
      const probes: number[] = [];
      let done = false;
      const sampler = (async () => {
        while (!done) {
          samples.push({ at: Date.now(), rss: server.rssMb() });
          const s = Date.now();
          await request(`${server.base}/api/health`, { timeoutMs: 10_000 }).catch(() => undefined);
          probes.push(Date.now() - s);
          await sleep(100);
        }
      })();
      const worker = async (limit: number) => {
        const browser = new Browser(server.base);
        await browser.csrf();
        while (sent < limit && Date.now() - started < MAX_MS) {
          sent += 1;
          const route = g.pick(routes);
          const pathname = route.path.replace(/:[^/]+|\*/g, () => g.pick(PATH_VALUES)) + g.query();
          const withBody = route.method !== 'GET' || g.int(10) === 0;
          const { body, type } = withBody ? g.body() : {};
          const headers: Record<string, string> = {
            ...(g.int(10) < 7 ? browser.headers(route.method) : {}),
            ...(type ? { 'content-type': type } : {}),
            ...(g.int(8) === 0
              ? { 'idempotency-key': g.pick(['', ' ', 'é'.repeat(300), 'k'.repeat(256), 'ok-key']) }
              : {}),
          };
          const size = body ? Buffer.byteLength(body) : 0;
          bytesSent += size;
          const method =
            g.int(25) === 0 ? g.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS']) : route.method;
          // Over the route's body limit or Node's 16 KiB of headers: answered early (413/431)
          // and the connection closed while we still write, so a reset is the expected outcome.
          const limit = bodyLimits.get(`${method} ${route.path}`) ?? defaultLimit;
          const oversize = size > limit || pathname.length > 15_000;
          // A body the server refuses may also be answered before it is all read: Fastify
          // closes the connection after any body-parser error (an unsupported charset is
          // refused before reading), and closing a socket with unread bytes is a TCP reset.
          // Such resets are counted apart; a reset of a request WITHOUT a body is a failure.
          const refusedBody = size > 0;
          try {
            const res = await request(`${server.base}${pathname}`, {
              method,
              headers,
              body,
              timeoutMs: 30_000,
            });
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status >= 500)
              fiveXX.push(
                `${route.method} ${pathname.slice(0, 80)} → ${res.status} ${res.body.slice(0, 120)}`,
              );
          } catch (err) {
            const code = (err as NodeJS.ErrnoException).code ?? 'error';
            statuses.set(code, (statuses.get(code) ?? 0) + 1);
            const line = `${method} ${pathname.slice(0, 80)} (${size} B, ${type ?? 'no type'}) → ${code}`;
            if (oversize) continue;
            if (refusedBody) {
              bodyResets.push(line);
              continue;
            }
            // A pooled keep-alive connection can be closed by the server just as the next
            // request goes out on it; HTTP clients (browsers) retry such a request once on a
            // new connection (RFC 9112 §9.3.1), so we do too. Failing again is a failure.
            try {
              await request(`${server.base}${pathname}`, {
                method,
                headers,
                agent: false,
                timeoutMs: 30_000,
              });
              retriedResets.push(line);
            } catch (again) {
              unexpectedErrors.push(`${line}, and again on a new connection → ${errorCode(again)}`);
            }
          }
        }
      };
      // Two halves; memory is flat when the second half leaves the process no bigger than
      // the first did (RSS read 2 s after each, once the requests have settled).
      const half = async (limit: number) => {
        await Promise.all(Array.from({ length: 16 }, () => worker(limit)));
        await sleep(2000);
        return server.rssMb();
      };
      const afterFirst = await half(TOTAL / 2);
      const settled = await half(TOTAL);
      const elapsed = Date.now() - started;
      done = true;
      await sampler;

      const sorted = [...probes].sort((a, b) => a - b);
      const p = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const peakRss = Math.max(...samples.map((s) => s.rss));
      const growth = settled - afterFirst;

      const unhandled =
        server.count('unhandled rejection') + server.count('unawaited query failed');

      r.figure(t, 'routes fuzzed (seed)', `${routes.length} (${seed})`, 'info');
      r.figure(
        t,
        'requests / time (s)',
        `${sent} / ${seconds(elapsed)}`,
        `≤ ${TOTAL} in ≤ ${MAX_MS / 1000}`,
      );
      r.figure(t, 'body bytes sent (MB)', (bytesSent / 1e6).toFixed(1), 'info');
      r.figure(
        t,
        'answers',
        [...statuses]
          .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
          .map(([k, v]) => `${k}×${v}`)
          .join(' '),
        'info',
      );
      r.figure(t, '5xx answers', fiveXX.length, '0', fiveXX.length === 0);
      for (const line of fiveXX.slice(0, 8)) ctx.log(`  5xx: ${line}`);
      r.figure(
        t,
        'resets while a refused body was in flight (not oversize)',
        bodyResets.length,
        'info',
      );
      for (const line of bodyResets.slice(0, 10)) ctx.log(`  reset with a body: ${line}`);
      r.figure(
        t,
        'resets without a body, answered when retried on a new connection',
        retriedResets.length,
        'info',
      );
      for (const line of retriedResets.slice(0, 10)) ctx.log(`  retried: ${line}`);
      r.figure(
        t,
        'connection errors on requests without a body (after one retry)',
        unexpectedErrors.length,
        '0',
        unexpectedErrors.length === 0,
      );
      for (const line of unexpectedErrors.slice(0, 25)) ctx.log(`  connection error: ${line}`);
      r.figure(t, 'process running', server.running ? 'yes' : 'no', 'yes', server.running);
      r.figure(t, 'errors logged', server.errors().length, '0', server.errors().length === 0);
      for (const e of server.errors().slice(0, 5)) ctx.log(`  logged: ${e}`);
      r.figure(t, 'unhandled rejections', unhandled, '0', unhandled === 0);
      r.figure(
        t,
        'health probe p50 / p99 / max (ms)',
        `${p(0.5)} / ${p(0.99)} / ${sorted.at(-1) ?? 0}`,
        'max < 2000',
        (sorted.at(-1) ?? 0) < 2000,
      );
      r.figure(
        t,
        'RSS after 1st half / peak / after 2nd (MB)',
        `${afterFirst.toFixed(0)} / ${peakRss.toFixed(0)} / ${settled.toFixed(0)}`,
        'info',
      );
      r.figure(
        t,
        'RSS growth over the second half (MB)',
        growth.toFixed(0),
        '< 30 (flat)',
        growth < 30,
      );
    } finally {
      const exit = await server.stop();
      r.figure(t, 'exit code after SIGTERM', exit.code, '0', exit.code === 0);
    }

    const deep = await deepNestingOnEmbedded(ctx);
    r.figure(t, 'deep nesting, embedded: hostile saves sent', deep.sent, '> 0', deep.sent > 0);
    r.figure(
      t,
      'deep nesting, embedded: 5xx answers',
      deep.fiveXX.length,
      '0',
      deep.fiveXX.length === 0,
    );
    for (const line of deep.fiveXX.slice(0, 8)) ctx.log(`  5xx: ${line}`);
    const healthy = ['news', 'signIn', 'ready'].every((k) => deep.afterwards[k] === 200);
    r.figure(
      t,
      'deep nesting, embedded: news / sign-in / ready afterwards',
      `${deep.afterwards.news} / ${deep.afterwards.signIn} / ${deep.afterwards.ready}`,
      '200 / 200 / 200',
      healthy,
    );
    r.figure(
      t,
      'deep nesting, embedded: running, errors logged, exit code',
      `${deep.running ? 'yes' : 'no'}, ${deep.errors.length}, ${deep.exitCode}`,
      'yes, 0, 0',
      deep.running && deep.errors.length === 0 && deep.exitCode === 0,
    );
    for (const e of deep.errors.slice(0, 5)) ctx.log(`  logged: ${e}`);
  },
};
