import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const open = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress, headers });

describe('GET /dev/mail', () => {
  it('shows captured mail to a client on this machine', async () => {
    expect((await open('127.0.0.1')).statusCode).toBe(200);
    expect((await open('::1')).statusCode).toBe(200);
  });

  it('is a page its own policy allows: its one style block by hash, nothing inline', async () => {
    const res = await open('127.0.0.1');
    const style = /<style>([^<]*)<\/style>/.exec(res.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'`,
    );
    expect(res.body).not.toMatch(/\sstyle="/);
  });

  it('is not there for anyone else, directly or through a local proxy', async () => {
    expect((await open('192.0.2.10')).statusCode).toBe(404);
    expect((await open('2001:db8::1')).statusCode).toBe(404);
    // TRUST_PROXY=loopback: a proxy on this machine forwarding a remote visitor.
    expect((await open('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    // A remote client cannot claim to be local.
    expect((await open('192.0.2.10', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });
});
