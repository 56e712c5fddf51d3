import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat, { type PromFamily } from 'parse-prometheus-text-format';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

const TOKEN = 'metrics-token-for-the-test-0123';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
  // Real HTTP requests: injected ones (a page loader's reads) are not timed on their own.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => ctx.close());

async function scrape(remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
}

interface Scraped {
  text: string;
  families: Map<string, PromFamily>;
}

async function families(): Promise<Scraped> {
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  // Prometheus' text format, as a parser of it reads it.
  const parsed = parsePrometheusTextFormat(res.body);
  return { text: res.body, families: new Map(parsed.map((f) => [f.name, f])) };
}

/**
 * Requests timed for one route and class: the histogram's `_count` series. (The parser above
 * merges a histogram's labelled series into one, so its count is read from the line itself.)
 */
function requestsTimed({ text, families }: Scraped, route: string, statusClass: string): number {
  expect(families.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM');
  const line = `http_request_duration_seconds_count{method="GET",route="${route}",status_class="${statusClass}"} `;
  const found = text.split('\n').find((l) => l.startsWith(line));
  return found ? Number(found.slice(line.length)) : 0;
}

const gauge = ({ families }: Scraped, name: string, labels: Record<string, string> = {}) => {
  const sample = families
    .get(name)
    ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return sample ? Number(sample.value) : undefined;
};

describe('GET /metrics', () => {
  it('times a request under its route pattern and status class, never its raw URL', async () => {
    const before = requestsTimed(await families(), '/api/courses', '2xx');
    expect((await fetch(`${base}/api/courses`)).status).toBe(200);
    expect((await fetch(`${base}/api/courses?limit=1`)).status).toBe(200);
    const missing = await fetch(`${base}/api/no-such-thing/987654321`);
    expect(missing.status).toBe(404);
    const after = await families();
    expect(requestsTimed(after, '/api/courses', '2xx')).toBe(before + 2);
    // Any URL no route matches is one series.
    expect(requestsTimed(after, '(unmatched)', '4xx')).toBe(1);
    expect(after.text).not.toContain('987654321');
  });

  it('reports heap, event-loop lag, the pool, the queues, the outbox, the cache and backups', async () => {
    const all = await families();
    expect(gauge(all, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(all.families.get('nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
    expect(gauge(all, 'techgold_db_connections', { state: 'waiting' })).toBe(0);
    expect(gauge(all, 'techgold_db_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(gauge(all, 'techgold_queue_depth', { queue: 'mail-send' })).toBeGreaterThanOrEqual(0);
    expect(
      gauge(all, 'techgold_queue_oldest_job_age_seconds', { queue: 'mail-send' }),
    ).toBeGreaterThanOrEqual(0);
    expect(gauge(all, 'techgold_mail_outbox', { state: 'failed' })).toBe(0);
    expect(gauge(all, 'techgold_mail_outbox', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(all.families.get('techgold_anon_cache_requests_total')?.type).toBe('COUNTER');
    // The first test's anonymous reads of /api/courses were rendered once each (misses).
    expect(gauge(all, 'techgold_anon_cache_requests_total', { result: 'miss' })).toBeGreaterThan(0);
    expect(gauge(all, 'techgold_backup_last_success_timestamp_seconds')).toBe(0);
    expect(gauge(all, 'techgold_backup_last_size_bytes')).toBe(0);
  });

  it('counts the anonymous cache answering from memory', async () => {
    const hits = async () =>
      gauge(await families(), 'techgold_anon_cache_requests_total', { result: 'hit' }) ?? 0;
    const before = await hits();
    await fetch(`${base}/api/courses`);
    await fetch(`${base}/api/courses`);
    expect(await hits()).toBeGreaterThan(before);
  });

  it('reports the newest backup in the backup folder', async () => {
    const dir = path.join(ctx.config.dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'older.tar'), 'x'.repeat(10));
    const newest = path.join(dir, 'newest.tar');
    fs.writeFileSync(newest, 'y'.repeat(1234));
    const at = new Date(Date.now() + 60_000);
    fs.utimesSync(newest, at, at);
    const all = await families();
    expect(gauge(all, 'techgold_backup_last_size_bytes')).toBe(1234);
    expect(gauge(all, 'techgold_backup_last_success_timestamp_seconds')).toBeCloseTo(
      at.getTime() / 1000,
      0,
    );
  });

  it('answers other clients only with the bearer token, and is never cached', async () => {
    const refused = await scrape('203.0.113.9');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/metrics token/);
    expect(refused.body).not.toContain('http_request_duration_seconds');
    expect((await scrape('203.0.113.9', { authorization: 'Bearer wrong-token' })).statusCode).toBe(
      401,
    );
    const allowed = await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toMatch(/^text\/plain/);
    expect(allowed.headers['cache-control']).toBe('no-store');
    expect(allowed.body).toContain('http_request_duration_seconds_bucket');
  });
});
