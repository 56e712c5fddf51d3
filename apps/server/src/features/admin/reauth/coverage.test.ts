// Issue 34: one rule says which console actions need the password entered in the last 15
// minutes (decision 0076): bulk exports of personal data, permission and role changes,
// disabling (and enabling), erasure and sign-up domain changes. This lists them, and proves
// each refuses a signed-in admin who has not re-authenticated, and admits one who has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@techgold/contracts/admin/common';
import { buildApp } from '../../../app.ts';
import {
  DEMO_PASSWORD,
  createTestApp,
  openTestDatabase,
  testConfig,
  type TestContext,
} from '../../../../test/helpers.ts';
import {
  ADMIN,
  EDITOR,
  ageReauth,
  newMember,
  reauthed,
  rows,
  signedIn,
  userId,
} from '../test-fixtures.ts';
import { sql } from 'drizzle-orm';

/** method path → a body that triggers the rule. */
const NEEDS_REAUTH: Record<string, Record<string, unknown>> = {
  'PATCH /api/admin/members/:id': { can_write_articles: true },
  'POST /api/admin/members/:id/disable': {},
  'POST /api/admin/members/:id/enable': {},
  'PATCH /api/admin/staff/:id': {},
  'DELETE /api/admin/organisations/:kind/:id': {},
  'POST /api/admin/organisations/:kind/:id/domains': {},
  'DELETE /api/admin/organisations/:kind/:id/domains/:domainId': {},
  'POST /api/admin/rights-requests/:id/export': {},
  'POST /api/admin/rights-requests/:id/erase': {},
  'POST /api/admin/subscribers/export': {},
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = { message: adminMessages.reauthRequired, reauth_required: true };
const call = (c: Awaited<ReturnType<typeof signedIn>>, key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  const url = path.replace(':kind', 'school').replace(/:\w+/g, '999999');
  return c.request(method, url, method === 'DELETE' ? undefined : NEEDS_REAUTH[key]);
};

describe('the re-authentication rule', () => {
  it('is declared on exactly these routes', () => {
    const declared = t.app
      .reauthRoutes()
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(declared.sort()).toEqual(Object.keys(NEEDS_REAUTH).sort());
  });

  it.each(Object.keys(NEEDS_REAUTH))(
    '%s refuses an admin without a recent re-authentication',
    async (key) => {
      const admin = await signedIn(t, ADMIN);
      const res = await call(admin, key);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
      // One that has re-authenticated gets past it (to the unknown record, or its input).
      const fresh = await reauthed(t, ADMIN);
      const past = await call(fresh, key);
      expect(past.body, key).not.toContain('reauth_required');
      expect(past.statusCode, key).toBeLessThan(500);
      // …and 15 minutes later is refused again.
      await ageReauth(t, ADMIN, 16);
      expect((await call(fresh, key)).json()).toEqual(refusal);
    },
  );

  it('a member edit that leaves permissions alone needs none', async () => {
    const admin = await signedIn(t, ADMIN);
    const { id } = await newMember(t);
    const version = (await admin.get(`/api/admin/members/${id}`)).json() as { updated_at: string };
    const res = await admin.request('PATCH', `/api/admin/members/${id}`, {
      updated_at: version.updated_at,
      funded_until: '2029-07-31',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("a staff role change clears the member's recent re-authentication", async () => {
    const admin = await reauthed(t, ADMIN);
    const editor = await signedIn(t, EDITOR);
    expect((await editor.post('/api/admin/reauth', { password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    const editorId = await userId(t, EDITOR);
    const version = (await admin.get(`/api/admin/members/${editorId}`)).json() as {
      updated_at: string;
    };
    const promoted = await admin.request('PATCH', `/api/admin/staff/${editorId}`, {
      staff_role: 'admin',
      updated_at: version.updated_at,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    try {
      // The editor's password, entered as an editor, does not let the new admin act at once.
      expect((await editor.get('/api/admin/reauth')).json()).toEqual({
        reauthenticated_until: null,
      });
      const [left] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from sessions
             where user_id = ${editorId} and reauthenticated_at is not null`,
      );
      expect(left!.n).toBe(0);
    } finally {
      const now = (await admin.get(`/api/admin/members/${editorId}`)).json() as {
        updated_at: string;
      };
      await admin.request('PATCH', `/api/admin/staff/${editorId}`, {
        staff_role: 'editor',
        updated_at: now.updated_at,
      });
    }
  });

  it('cannot be declared on a route that is not for staff', async () => {
    const db = await openTestDatabase();
    const bare = await buildApp(testConfig(db.url ? { DATABASE_URL: db.url } : {}), {
      database: db.handle,
      ssr: false,
      workers: false,
    });
    try {
      expect(() =>
        bare.post(
          '/api/test/reauth',
          { config: { access: 'member', reauth: true } },
          async () => ({}),
        ),
      ).toThrow(/not a staff API route/);
    } finally {
      await bare.close();
      await db.handle.close();
      await db.drop();
    }
  });
});
