// Helmet's headers, worked out once, reach every kind of answer: a member's read, a refusal, a
// not-found, a CSRF failure; and what Helmet itself would set is what is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, LEARNER, type TestContext } from '../../test/helpers.ts';
import { helmetHeaders } from './security-headers.ts';

/** What the site's options give (app.ts), outside production: no HSTS. */
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('helmetHeaders', () => {
  it('records what Helmet sets, and only that', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    expect(headers).toEqual(EXPECTED);
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('carries HSTS when asked (production behind https)', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000 },
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('every answer carries them', () => {
  let t: TestContext;
  let learner: Client;

  beforeAll(async () => {
    t = await createTestApp();
    learner = new Client(t.app, '10.31.0.1');
    expect((await learner.login(LEARNER)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const expectHelmet = (headers: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], name).toBe(value);
    // And the API's own policy, which Helmet is told not to set.
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  };

  it('a member’s read', async () => {
    const res = await learner.get('/api/user');
    expect(res.statusCode).toBe(200);
    expectHelmet(res.headers);
  });

  it('a refusal without a session, and a route that does not exist', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(refused.statusCode).toBe(401);
    expectHelmet(refused.headers);
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expectHelmet(missing.headers);
  });

  it('a change refused for want of a CSRF token', async () => {
    const res = await learner.request('PUT', '/api/user', {}, { 'x-xsrf-token': 'forged' });
    expect(res.statusCode).toBe(419);
    expectHelmet(res.headers);
  });
});
