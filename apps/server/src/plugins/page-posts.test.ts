import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = 'application/x-www-form-urlencoded';

describe('a form the browser posts to a page (before the page is interactive)', () => {
  it('loads the page again, with its query, and needs no CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login?mode=forgot',
      headers: { 'content-type': form },
      payload: 'email=ada%40example.test&password=Secret-Password-1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?mode=forgot');
    expect(res.body).not.toContain('Secret');
  });

  it('takes multipart, text and no body alike', async () => {
    for (const headers of [
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'text/plain' },
      {},
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/', headers, payload: '--x--' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/');
    }
  });

  it('never sends the browser to another site', async () => {
    const res = await t.app.inject({ method: 'POST', url: '//evil.test/x', payload: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/evil.test/x');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/join-employers',
      headers: { 'content-type': form },
      payload: 'x'.repeat(300 * 1024),
    });
    expect(res.statusCode).toBe(413);
  });

  it('leaves the API alone: unknown calls 404, real ones still need the CSRF token', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x' }),
    });
    expect(login.statusCode).toBe(419);
  });
});
