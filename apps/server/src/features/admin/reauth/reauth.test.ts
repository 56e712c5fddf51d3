// A failed staff re-authentication is in the audit log (who and when, never the password), and
// the staff member still gets the 422 field error; a right password is recorded as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { createTestApp, DEMO_PASSWORD, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, auditOf, rows, signedIn, userId } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/admin/reauth with a wrong password', () => {
  it('answers 422 on password and writes staff.reauth_failed with who and when only', async () => {
    const editor = await signedIn(t, EDITOR);
    const id = await userId(t, EDITOR);
    const before = (await auditOf(t, 'user', id)).length;
    const secret = 'Wrong-But-Secret-Guess-42';

    const res = await editor.post('/api/admin/reauth', { password: secret });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: adminMessages.reauthWrong,
      errors: { password: [adminMessages.reauthWrong] },
    });

    const audit = await auditOf(t, 'user', id);
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({
      action: 'staff.reauth_failed',
      actor_user_id: id,
      before: null,
      after: null,
      data: null,
    });
    // Nowhere in the log, in any column.
    const leaked = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where audit_log::text like ${`%${secret}%`}`,
    );
    expect(leaked[0]!.n).toBe(0);
    // The session was not re-authenticated by it.
    expect((await editor.get('/api/admin/reauth')).json()).toEqual({
      reauthenticated_until: null,
    });
  });

  it('shows in the audit log by kind; a right password is staff.reauth, not a failure', async () => {
    const admin = await signedIn(t, ADMIN);
    const id = await userId(t, ADMIN);
    expect((await admin.post('/api/admin/reauth', { password: 'nope' })).statusCode).toBe(422);
    expect((await admin.post('/api/admin/reauth', { password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await auditOf(t, 'user', id)).slice(-2).map((a) => a.action)).toEqual([
      'staff.reauth_failed',
      'staff.reauth',
    ]);
    const page = (
      await admin.get(`/api/admin/audit?kind=staff.reauth_failed&actor_id=${id}`)
    ).json() as { total: number; items: { actor: { email: string }; created_at: string }[] };
    expect(page.total).toBe(1);
    expect(page.items[0]!.actor.email).toBe(ADMIN);
    expect(Date.now() - Date.parse(page.items[0]!.created_at)).toBeLessThan(60_000);
  });

  it('a request held by the failure count (429) is not a re-authentication attempt', async () => {
    const editor = await signedIn(t, EDITOR);
    const id = await userId(t, EDITOR);
    for (let i = 0; i < 10; i++) {
      expect((await editor.post('/api/admin/reauth', { password: `w-${i}` })).statusCode).toBe(422);
    }
    const failed = (await auditOf(t, 'user', id)).filter(
      (a) => a.action === 'staff.reauth_failed',
    ).length;
    expect((await editor.post('/api/admin/reauth', { password: 'w-10' })).statusCode).toBe(429);
    expect(
      (await auditOf(t, 'user', id)).filter((a) => a.action === 'staff.reauth_failed').length,
    ).toBe(failed);
  });
});
