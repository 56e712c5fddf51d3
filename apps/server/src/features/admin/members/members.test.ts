// Members and staff in the console: lists and records, version-checked changes with their
// audit rows, re-authentication for sensitive actions, disabling (sessions end at once), the
// last-admin rule and set-password links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { createTestApp, waitForMail, type TestContext } from '../../../../test/helpers.ts';
import {
  ADMIN,
  EDITOR,
  LEARNER,
  ageReauth,
  auditOf,
  newMember,
  reauthed,
  rows,
  signedIn,
  userId,
  versionOf,
} from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/members', () => {
  it('searches by name or email, filters, sorts and pages with a total', async () => {
    const admin = await signedIn(t, ADMIN);
    const byEmail = await admin.get('/api/admin/members?q=northbridge-university&type=learner');
    expect(byEmail.statusCode).toBe(200);
    const page = byEmail.json() as { items: { email: string }[]; total: number; limit: number };
    expect(page.items.map((m) => m.email)).toContain(LEARNER);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    expect(page.limit).toBe(25);

    const byName = (await admin.get('/api/admin/members?q=Ada%20Learner')).json() as {
      items: { email: string; organisation: { title: string } | null }[];
    };
    expect(byName.items.map((m) => m.email)).toEqual([LEARNER]);
    expect(byName.items[0]!.organisation?.title).toBe('Northbridge University');

    const first = (await admin.get('/api/admin/members?sort=email&dir=asc&limit=2')).json() as {
      items: { email: string }[];
      total: number;
    };
    const second = (
      await admin.get('/api/admin/members?sort=email&dir=asc&limit=2&offset=2')
    ).json() as { items: { email: string }[]; total: number };
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(second.total);
    expect(first.items[1]!.email <= second.items[0]!.email).toBe(true);
  });

  it('answers bad parameters with 400 and field errors', async () => {
    const admin = await signedIn(t, ADMIN);
    const res = await admin.get('/api/admin/members?limit=500&status=gone&sort=age');
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['limit', 'sort', 'status']);
    expect((await admin.get(`/api/admin/members?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const editor = await signedIn(t, EDITOR);
    expect((await editor.get('/api/admin/members')).statusCode).toBe(403);
    const learner = await signedIn(t, LEARNER);
    expect((await learner.get('/api/admin/members')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/members/:id', () => {
  it('shows the record, organisation, course, counts and sign-in history, never a password', async () => {
    await signedIn(t, LEARNER); // an open session and a last sign-in
    const admin = await signedIn(t, ADMIN);
    const id = await userId(t, LEARNER);
    const res = await admin.get(`/api/admin/members/${id}`);
    expect(res.statusCode).toBe(200);
    const m = res.json() as Record<string, unknown>;
    expect(m).toMatchObject({
      email: LEARNER,
      type: 'learner',
      status: 'active',
      school: { title: 'Northbridge University' },
      funded_until: expect.any(String),
    });
    expect(m.course).toMatchObject({ title: expect.any(String) });
    expect(m.active_sessions).toBeGreaterThanOrEqual(1);
    expect(m.last_sign_in_at).toEqual(expect.any(String));
    expect(m.credentials).toBeGreaterThan(0);
    expect(Object.values(m.saved as Record<string, number>).some((n) => n > 0)).toBe(true);
    expect(JSON.stringify(m)).not.toMatch(/password|hash|argon/i);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signedIn(t, ADMIN);
    expect((await admin.get('/api/admin/members/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/members/abc')).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/members/:id', () => {
  it('changes type, organisation, funding and permissions, audited with before and after', async () => {
    const admin = await reauthed(t, ADMIN);
    const { id } = await newMember(t);
    const [school] = await rows<{ school_id: number; id: number }>(
      t,
      sql`select c.school_id, c.id from courses c order by c.id limit 1`,
    );
    const res = await admin.request('PATCH', `/api/admin/members/${id}`, {
      updated_at: await versionOf(admin, id),
      type: 'learner',
      school_id: school!.school_id,
      course_id: school!.id,
      funded_until: '2028-07-31',
      can_write_articles: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      can_write_articles: true,
      funded_until: '2028-07-31',
      school: { id: school!.school_id },
      course: { id: school!.id },
    });
    const audit = await auditOf(t, 'user', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'member.update',
      actor_user_id: await userId(t, ADMIN),
      before: { school_id: null, course_id: null, funded_until: null, can_write_articles: false },
      after: {
        school_id: school!.school_id,
        course_id: school!.id,
        funded_until: '2028-07-31',
        can_write_articles: true,
      },
    });
    // type was already learner: unchanged fields are not recorded.
    expect(audit[0]!.after).not.toHaveProperty('type');
  });

  it('refuses a stale save with 409 and leaves the record and the log alone', async () => {
    const first = await reauthed(t, ADMIN);
    const second = await reauthed(t, ADMIN);
    const { id } = await newMember(t);
    const opened = await versionOf(first, id);
    expect(await versionOf(second, id)).toBe(opened);
    const saved = await first.request('PATCH', `/api/admin/members/${id}`, {
      updated_at: opened,
      can_write_articles: true,
    });
    expect(saved.statusCode).toBe(200);
    const stale = await second.request('PATCH', `/api/admin/members/${id}`, {
      updated_at: opened,
      can_write_articles: false,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'This record has changed since you opened it.' });
    expect((await second.get(`/api/admin/members/${id}`)).json()).toMatchObject({
      can_write_articles: true,
    });
    expect((await auditOf(t, 'user', id)).map((a) => a.action)).toEqual(['member.update']);
  });

  it('answers bad input with 422 field errors, never a 5xx, and writes no audit row', async () => {
    const admin = await reauthed(t, ADMIN);
    const { id } = await newMember(t);
    const version = await versionOf(admin, id);
    const shape = await admin.request('PATCH', `/api/admin/members/${id}`, {
      updated_at: version,
      type: 'wizard',
      funded_until: '2028-02-31x',
      can_write_articles: 'yes',
      password: 'nope',
    });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys((shape.json() as { errors: object }).errors).sort()).toEqual(
      expect.arrayContaining(['can_write_articles', 'funded_until', 'type']),
    );
    const missing = await admin.request('PATCH', `/api/admin/members/${id}`, {
      updated_at: version,
      school_id: 2_000_000_000,
      course_id: 2_000_000_000,
      employer_id: 2_000_000_000,
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys((missing.json() as { errors: object }).errors).sort()).toEqual([
      'course_id',
      'employer_id',
      'school_id',
    ]);
    const noVersion = await admin.request('PATCH', `/api/admin/members/${id}`, {
      can_write_articles: true,
    });
    expect(noVersion.statusCode).toBe(422);
    expect((noVersion.json() as { errors: object }).errors).toHaveProperty('updated_at');
    expect(await auditOf(t, 'user', id)).toEqual([]);
  });

  it('refuses a state change without the CSRF header (419)', async () => {
    const admin = await signedIn(t, ADMIN);
    const { id } = await newMember(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${id}`,
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload: { updated_at: new Date().toISOString(), can_write_articles: true },
    });
    expect(res.statusCode).toBe(419);
  });
});

describe('re-authentication', () => {
  it('a sensitive action without it answers 403 with reauth_required', async () => {
    const admin = await signedIn(t, ADMIN);
    const { id } = await newMember(t);
    const res = await admin.post(`/api/admin/members/${id}/disable`, {
      updated_at: await versionOf(admin, id),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: adminMessages.reauthRequired, reauth_required: true });
  });

  it('GET says until when the session may do sensitive actions', async () => {
    const admin = await signedIn(t, ADMIN);
    expect((await admin.get('/api/admin/reauth')).json()).toEqual({ reauthenticated_until: null });
    const entered = await admin.post('/api/admin/reauth', { password: 'Demo-Password-1' });
    const { reauthenticated_until: until } = entered.json() as { reauthenticated_until: string };
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await admin.get('/api/admin/reauth')).json()).toEqual({ reauthenticated_until: until });
    await ageReauth(t, ADMIN, 15);
    expect((await admin.get('/api/admin/reauth')).json()).toEqual({ reauthenticated_until: null });
  });

  it('lasts 15 minutes on the session it was entered on', async () => {
    const admin = await reauthed(t, ADMIN);
    const { id } = await newMember(t);
    await ageReauth(t, ADMIN, 14);
    const ok = await admin.post(`/api/admin/members/${id}/disable`, {
      updated_at: await versionOf(admin, id),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await ageReauth(t, ADMIN, 2); // 16 minutes ago now
    const late = await admin.post(`/api/admin/members/${id}/enable`, {
      updated_at: await versionOf(admin, id),
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ reauth_required: true });
    // Another session of the same admin never had it.
    const other = await signedIn(t, ADMIN);
    const elsewhere = await other.post(`/api/admin/members/${id}/enable`, {
      updated_at: await versionOf(other, id),
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('a wrong password is a field error, counted per account and client until 429', async () => {
    const admin = await signedIn(t, ADMIN);
    const wrong = await admin.post('/api/admin/reauth', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: adminMessages.reauthWrong,
      errors: { password: [adminMessages.reauthWrong] },
    });
    for (let i = 1; i < 10; i++) {
      expect((await admin.post('/api/admin/reauth', { password: `wrong-${i}` })).statusCode).toBe(
        422,
      );
    }
    const held = await admin.post('/api/admin/reauth', { password: 'Demo-Password-1' });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    // Another client of the same account is not held.
    const elsewhere = await signedIn(t, ADMIN);
    expect(
      (await elsewhere.post('/api/admin/reauth', { password: 'Demo-Password-1' })).statusCode,
    ).toBe(200);
    expect((await admin.post('/api/admin/reauth', {})).statusCode).toBe(422);
  });
});

describe('disable and enable', () => {
  it("ends the member's open session at once, and is audited", async () => {
    const member = await signedIn(t, LEARNER);
    expect((await member.get('/api/user')).statusCode).toBe(200);
    const admin = await reauthed(t, ADMIN);
    const id = await userId(t, LEARNER);
    try {
      const res = await admin.post(`/api/admin/members/${id}/disable`, {
        updated_at: await versionOf(admin, id),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'disabled', active_sessions: 0 });
      expect((await member.get('/api/user')).statusCode).toBe(401);
      expect((await (await signedIn(t)).login(LEARNER)).statusCode).toBe(422);
      const audit = await auditOf(t, 'user', id);
      expect(audit.at(-1)).toMatchObject({
        action: 'member.disable',
        before: { status: 'active' },
        after: { status: 'disabled' },
      });
    } finally {
      const res = await admin.post(`/api/admin/members/${id}/enable`, {
        updated_at: await versionOf(admin, id),
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await (await signedIn(t)).login(LEARNER)).statusCode).toBe(200);
  });

  it('will not enable a member who asked to be deleted: only they can cancel that', async () => {
    const admin = await reauthed(t, ADMIN);
    const { id } = await newMember(t);
    // What the member's own deletion request does (decision 0064).
    await rows(
      t,
      sql`update users set status = 'disabled', deletion_requested_at = now() where id = ${id}`,
    );
    const record = (await admin.get(`/api/admin/members/${id}`)).json();
    expect(record.deletion_requested_at).toEqual(expect.any(String));
    const before = (await auditOf(t, 'user', id)).length;
    const res = await admin.post(`/api/admin/members/${id}/enable`, {
      updated_at: record.updated_at,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: adminMessages.deletionPending });
    expect((await admin.get(`/api/admin/members/${id}`)).json()).toMatchObject({
      status: 'disabled',
    });
    expect(await auditOf(t, 'user', id)).toHaveLength(before);
  });

  it('refuses to disable oneself', async () => {
    const admin = await reauthed(t, ADMIN);
    const id = await userId(t, ADMIN);
    const res = await admin.post(`/api/admin/members/${id}/disable`, {
      updated_at: await versionOf(admin, id),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: adminMessages.notSelf });
  });
});

describe('staff roles', () => {
  it('lists staff, grants and changes a role (audited), and keeps the last admin', async () => {
    const admin = await reauthed(t, ADMIN);
    const list = (await admin.get('/api/admin/staff')).json() as {
      items: { email: string; staff_role: string }[];
    };
    expect(list.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: ADMIN, staff_role: 'admin' }),
        expect.objectContaining({ email: EDITOR, staff_role: 'editor' }),
      ]),
    );
    // Searched, filtered by role, sorted and paged like every console list.
    const editors = (await admin.get('/api/admin/staff?role=editor')).json() as {
      items: { email: string; staff_role: string }[];
      total: number;
    };
    expect(editors.items.every((p) => p.staff_role === 'editor')).toBe(true);
    expect(editors.items.map((p) => p.email)).toContain(EDITOR);
    const found = (await admin.get(`/api/admin/staff?q=${encodeURIComponent(ADMIN)}`)).json() as {
      items: { email: string }[];
      total: number;
    };
    expect(found).toMatchObject({ total: 1, items: [{ email: ADMIN }] });
    const byEmail = (await admin.get('/api/admin/staff?sort=email&dir=desc&limit=1')).json() as {
      items: { email: string }[];
      total: number;
      limit: number;
    };
    const emails = list.items
      .map((p) => p.email)
      .sort()
      .reverse();
    expect(byEmail).toMatchObject({ limit: 1, total: list.items.length });
    expect(byEmail.items.map((p) => p.email)).toEqual([emails[0]]);
    const bad = await admin.get('/api/admin/staff?role=owner&sort=age');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(['role', 'sort']);

    // The only admin cannot demote themself.
    const adminId = await userId(t, ADMIN);
    const others = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where staff_role = 'admin' and status = 'active'`,
    );
    expect(others[0]!.n).toBe(1);
    const last = await admin.request('PATCH', `/api/admin/staff/${adminId}`, {
      updated_at: await versionOf(admin, adminId),
      staff_role: 'editor',
    });
    expect(last.statusCode).toBe(422);
    expect(last.json()).toEqual({
      message: adminMessages.lastAdmin,
      errors: { staff_role: [adminMessages.lastAdmin] },
    });
    expect(await auditOf(t, 'user', adminId)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ action: 'staff.role' })]),
    );

    // A second admin: now the first may step down, and the second cannot then be removed.
    const { id, email } = await newMember(t);
    const granted = await admin.request('PATCH', `/api/admin/staff/${id}`, {
      updated_at: await versionOf(admin, id),
      staff_role: 'admin',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ staff_role: 'admin' });
    expect((await auditOf(t, 'user', id)).at(-1)).toMatchObject({
      action: 'staff.role',
      before: { staff_role: null },
      after: { staff_role: 'admin' },
    });
    await rows(
      t,
      sql`update users set password_hash = (select password_hash from users where id = ${adminId}) where id = ${id}`,
    );
    const second = await reauthed(t, email);
    const stepDown = await admin.request('PATCH', `/api/admin/staff/${adminId}`, {
      updated_at: await versionOf(admin, adminId),
      staff_role: null,
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    const removeLast = await second.request('PATCH', `/api/admin/staff/${id}`, {
      updated_at: await versionOf(second, id),
      staff_role: null,
    });
    expect(removeLast.statusCode).toBe(422);
    const disableLast = await second.post(`/api/admin/members/${id}/disable`, {
      updated_at: await versionOf(second, id),
    });
    expect(disableLast.statusCode).toBe(422);
    // Restore the demo admin for the rest of the file.
    const restore = await second.request('PATCH', `/api/admin/staff/${adminId}`, {
      updated_at: await versionOf(second, adminId),
      staff_role: 'admin',
    });
    expect(restore.statusCode).toBe(200);
  });

  it('a role change needs re-authentication and a valid role', async () => {
    const admin = await signedIn(t, ADMIN);
    const { id } = await newMember(t);
    const version = await versionOf(admin, id);
    const stale = await admin.request('PATCH', `/api/admin/staff/${id}`, {
      updated_at: version,
      staff_role: 'editor',
    });
    expect(stale.statusCode).toBe(403);
    const fresh = await reauthed(t, ADMIN);
    const bad = await fresh.request('PATCH', `/api/admin/staff/${id}`, {
      updated_at: version,
      staff_role: 'owner',
    });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { errors: object }).errors).toHaveProperty('staff_role');
  });
});

describe('POST /api/admin/members/:id/send-set-password-link', () => {
  it('queues the normal reset email, audited', async () => {
    const admin = await signedIn(t, ADMIN);
    const id = await userId(t, EDITOR);
    const res = await admin.post(`/api/admin/members/${id}/send-set-password-link`);
    expect(res.statusCode).toBe(202);
    const [mail] = await waitForMail(t.app, EDITOR);
    expect(mail!.subject).toBe('Reset your Tech Industry Gold password');
    expect(mail!.text).toMatch(/\/set-password\/\d+\//);
    expect((await auditOf(t, 'user', id)).at(-1)).toMatchObject({
      action: 'member.set_password_link',
    });
  });
});
