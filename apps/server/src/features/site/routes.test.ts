import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/site/data', () => {
  it('returns genders, ethnicities and active CTAs, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/data' });
    expect(res.statusCode).toBe(200);
    // Shared caches keep it; browsers revalidate (docs/decisions/0052).
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=120',
    );
    expect(res.headers.etag).toBeDefined();
    const body = res.json();
    expect(body.genders.map((g: { title: string }) => g.title)).toContain('Female');
    expect(body.ethnicities.length).toBeGreaterThan(5);
    expect(body.ctas.length).toBeGreaterThan(0);
    expect(body.ctas.every((c: { active: boolean }) => c.active)).toBe(true);
    expect(Object.keys(body.genders[0]).sort()).toEqual(['id', 'title']);
  });
});

describe('health', () => {
  it('/api/health and /api/ready answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
      status: 'ready',
    });
  });

  it('unknown API routes answer JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('not found');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
