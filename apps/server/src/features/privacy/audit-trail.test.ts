// Issue 34's audit gaps (decision 0075): cancelling a deletion at sign-in is recorded, and an
// erased member's rows stay meaningful: what happened and which fields changed, the member
// named "Erased member #id" (pseudonymised), never emptied and never "The system".
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { DEMO_PASSWORD, privacyOf, rows, seedPerson, signIn } from './test-fixtures.ts';

/** A signed-in client that has just re-entered its password (staff console, 0061). */
async function reauthed(t: TestContext, email: string) {
  const { c, res } = await signIn(t, email);
  expect(res.statusCode).toBe(200);
  const again = await c.post('/api/admin/reauth', { password: DEMO_PASSWORD });
  expect(again.statusCode, again.body).toBe(200);
  return c;
}

type Signed = Awaited<ReturnType<typeof signIn>>['c'];
/** The version (`updated_at`) the console would have read. */
async function versionOf(c: Signed, id: number): Promise<string> {
  return ((await c.get(`/api/admin/members/${id}`)).json() as { updated_at: string }).updated_at;
}

const ADMIN = 'admin@techgold.test';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface AuditItem {
  kind: string;
  actor_name: string;
  target_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('the audit trail of a member’s account', () => {
  it('records a deletion cancelled at sign-in', async () => {
    const person = await seedPerson(t);
    const { c } = await signIn(t, person.email);
    expect(
      (await c.post('/api/account/privacy/delete', { password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    const cancelled = await signIn(t, person.email, { cancel_deletion: true });
    expect(cancelled.res.statusCode).toBe(200);
    const audit = await rows<{ action: string; actor_user_id: number; ip: string | null }>(
      t,
      sql`select action, actor_user_id, ip from audit_log
           where subject_type = 'user' and subject_id = ${String(person.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['member.delete_request', 'member.delete_cancel']);
    expect(audit[1]).toMatchObject({ actor_user_id: person.id, ip: expect.any(String) });
  });

  it('keeps an erased member’s rows meaningful: "Erased member #id", the changed fields kept', async () => {
    const person = await seedPerson(t);
    const admin = await reauthed(t, ADMIN);
    const patched = await admin.request('PATCH', `/api/admin/members/${person.id}`, {
      can_write_articles: true,
      funded_until: '2031-07-31',
      updated_at: await versionOf(admin, person.id),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // Something the member did themselves.
    const { c } = await signIn(t, person.email);
    expect(
      (await c.post('/api/account/privacy/delete', { password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await privacyOf(t).erase({ userId: null, ip: null }, person.id)).toBe(true);

    const res = await admin.get(`/api/admin/audit?target_type=user&target_id=${person.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { items: AuditItem[] }).items;
    const byKind = Object.fromEntries(items.map((i) => [i.kind, i]));
    const name = `Erased member #${person.id}`;
    expect(Object.keys(byKind).sort()).toEqual(
      ['member.delete_request', 'member.erase', 'member.update'].sort(),
    );
    for (const item of items) expect(item.target_name).toBe(name);
    // What they did is theirs, pseudonymised; not the system's.
    expect(byKind['member.delete_request']!.actor_name).toBe(name);
    expect(byKind['member.erase']!.actor_name).toBe('The system');
    expect(byKind['member.update']!.actor_name).not.toBe(name);
    // Which fields changed stays; what a field held that could name them does not.
    expect(byKind['member.update']!.before).toEqual({
      can_write_articles: false,
      funded_until: null,
    });
    expect(byKind['member.update']!.after).toEqual({
      can_write_articles: true,
      funded_until: '[erased]',
    });
    // A live member's rows name them as before.
    const live = await admin.get('/api/admin/audit?kind=member.update');
    const others = (live.json() as { items: (AuditItem & { target_id: string })[] }).items.filter(
      (i) => i.target_id !== String(person.id),
    );
    for (const item of others) expect(item.target_name).not.toMatch(/^Erased member/);
  });
});
