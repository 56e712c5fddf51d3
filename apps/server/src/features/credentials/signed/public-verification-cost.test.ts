// Anonymous requests that cost signing and memory (issue 34): an unknown status list is a 404
// (nothing signed or kept for it); a list is signed once per change, stored, and served with an
// ETag that answers 304; a credential's check is kept until its status list or the keys
// change; public verification and the status lists are rate-limited per client.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as vc from '@digitalbazaar/vc';
import { buildApp } from '../../../app.ts';
import { selectRows } from '../../../db/client.ts';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers.ts';

const ADMIN = 'admin@techgold.test';

let staffAddresses = 0;
/** A staff member of the demo data, signed in from an address of their own. */
async function signedIn(t: TestContext, email: string) {
  const client = new Client(t.app, `10.77.0.${++staffAddresses}`);
  await client.csrf();
  const res = await client.login(email);
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email}: ${res.statusCode}`);
  return client;
}

// Counts the full signature checks the app makes (signed/verify.ts calls verifyCredential once
// per credential check), passing every call through to the library.
vi.mock('@digitalbazaar/vc', async (importOriginal) => {
  const real = await importOriginal<typeof vc>();
  return { ...real, verifyCredential: vi.fn(real.verifyCredential) };
});

let t: TestContext;
let credentials: { id: number; public_id: string }[];

beforeAll(async () => {
  t = await createTestApp();
  credentials = await selectRows(
    t.handle.db,
    sql`select c.id, c.public_id::text as public_id from credentials c
         where not c.private and c.revoked_at is null order by c.id`,
  );
});
afterAll(() => t.close());

let addresses = 0;
/** A client address of its own, so each test's rate-limit counts start at zero. */
const freshAddress = () => `192.0.2.${++addresses}`;

describe('status lists', () => {
  it('answers 404 for a list no credential has a bit in, and keeps nothing for it', async () => {
    for (const list of ['987654', '999999', '7', '1']) {
      const res = await t.app.inject({ url: `/credentials/status/${list}` });
      expect(res.statusCode, list).toBe(404);
      expect(res.json(), list).toEqual({ message: expect.any(String) });
    }
    const [stored] = await selectRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from credential_status_lists where list <> 0`,
    );
    expect(stored!.n).toBe(0);
  });

  it('is signed once per change and stored: the same bytes and ETag from another process, 304 when unchanged', async () => {
    const first = await t.app.inject({ url: '/credentials/status/0' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    // Another process (a restart, or a second server) serves the stored copy, byte for byte.
    const second = await buildApp(t.config, { database: t.handle, ssr: false, workers: false });
    await second.ready();
    try {
      const again = await second.inject({ url: '/credentials/status/0' });
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(etag);
    } finally {
      await second.close();
    }

    const unchanged = await t.app.inject({
      url: '/credentials/status/0',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('public, max-age=60');

    // A revocation changes the list: a new copy, a new ETag, and the old tag gets it in full.
    const admin = await signedIn(t, ADMIN);
    const revoked = credentials.at(-1)!;
    const res = await admin.post(`/api/admin/credentials/${revoked.id}/revoke`, {
      reason: 'Issued in error',
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await t.app.inject({
      url: '/credentials/status/0',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).not.toBe(first.body);
  });
});

describe("a credential's check", () => {
  it('is kept until its status list changes', async () => {
    const verify = vi.mocked(vc.verifyCredential);
    const { public_id: publicId } = credentials[0]!;
    const check = async () => {
      const res = await t.app.inject({
        url: `/api/credential/${publicId}`,
        remoteAddress: '198.51.100.7',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { check: { verdict: string; checked_at: string } };
    };
    const first = await check();
    expect(first.check.verdict).toBe('verified');
    const calls = verify.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await check()).check.verdict).toBe('verified');
    // No new signature check for the same credential while nothing changed.
    expect(verify.mock.calls.length).toBe(calls);

    // Another credential on its list is revoked: the list changed, so the check runs again.
    const admin = await signedIn(t, ADMIN);
    const other = credentials.at(-2)!;
    const res = await admin.post(`/api/admin/credentials/${other.id}/revoke`, {
      reason: 'Issued in error',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await check()).check.verdict).toBe('verified');
    expect(verify.mock.calls.length).toBeGreaterThan(calls);
  });
});

describe('rate limits on public verification', () => {
  it('limits a client to 60 credential checks a minute, without touching another client', async () => {
    const { public_id: publicId } = credentials[1]!;
    const [busy, other] = [freshAddress(), freshAddress()];
    const ask = (remoteAddress: string) =>
      t.app.inject({ url: `/api/credential/${publicId}`, remoteAddress });
    for (let i = 0; i < 60; i++) expect((await ask(busy)).statusCode, `request ${i + 1}`).toBe(200);
    const refused = await ask(busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { message: string }).message).toMatch(/\w/);
    expect((await ask(other)).statusCode).toBe(200);
  });

  it('limits a client to 120 status-list requests a minute', async () => {
    const [busy, other] = [freshAddress(), freshAddress()];
    const ask = (remoteAddress: string) =>
      t.app.inject({ url: '/credentials/status/0', remoteAddress });
    for (let i = 0; i < 120; i++)
      expect((await ask(busy)).statusCode, `request ${i + 1}`).toBe(200);
    expect((await ask(busy)).statusCode).toBe(429);
    expect((await ask(other)).statusCode).toBe(200);
    // Unknown lists count too: probing list numbers is no way round the limit.
    const prober = freshAddress();
    for (let i = 0; i < 120; i++)
      await t.app.inject({ url: `/credentials/status/${500 + i}`, remoteAddress: prober });
    expect(
      (await t.app.inject({ url: '/credentials/status/0', remoteAddress: prober })).statusCode,
    ).toBe(429);
  });
});
