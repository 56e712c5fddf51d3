// The audit trail: a change and its audit row commit or roll back together, secrets never
// reach the log, and GET /api/admin/audit filters by person, kind, target and dates, paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { updateUser } from '../members/repository.ts';
import {
  ADMIN,
  EDITOR,
  auditOf,
  newMember,
  reauthed,
  rows,
  signedIn,
  userId,
  versionOf,
} from '../test-fixtures.ts';
import { REDACTED, changedFields, redact } from './redact.ts';
import { createAuditTrail } from './trail.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit trail', () => {
  it('writes the change and its audit row in one transaction', async () => {
    const change = createAuditTrail(t.app.database.db);
    const { id } = await newMember(t);
    const actor = { userId: await userId(t, ADMIN), ip: '10.1.2.3' };
    await change(actor, async (tx, audit) => {
      await updateUser(tx, id, { canWriteArticles: true });
      await audit({
        kind: 'member.update',
        targetType: 'user',
        targetId: id,
        before: { can_write_articles: false },
        after: { can_write_articles: true },
      });
    });
    expect(await auditOf(t, 'user', id)).toHaveLength(1);
  });

  it('a change that fails after auditing leaves neither the change nor the audit row', async () => {
    const change = createAuditTrail(t.app.database.db);
    const { id } = await newMember(t);
    const actor = { userId: await userId(t, ADMIN), ip: '10.1.2.3' };
    await expect(
      change(actor, async (tx, audit) => {
        await updateUser(tx, id, { canWriteArticles: true });
        await audit({ kind: 'member.update', targetType: 'user', targetId: id });
        // A later statement of the same change fails (a course that does not exist).
        await updateUser(tx, id, { courseId: 2_000_000_000 });
      }),
    ).rejects.toThrow();
    expect(await auditOf(t, 'user', id)).toEqual([]);
    const [row] = await rows<{ can_write_articles: boolean }>(
      t,
      sql`select can_write_articles from users where id = ${id}`,
    );
    expect(row!.can_write_articles).toBe(false);
  });

  it('never stores a password, hash, token or code, however a caller names it', async () => {
    const change = createAuditTrail(t.app.database.db);
    const { id } = await newMember(t);
    await change({ userId: await userId(t, ADMIN), ip: '10.1.2.3' }, (_tx, audit) =>
      audit({
        kind: 'member.update',
        targetType: 'user',
        targetId: id,
        before: { password: 'hunter2', passwordHash: '$argon2id$x', nested: { api_token: 't' } },
        after: { set_password_code: 'c', status: 'active' },
        data: { sessionId: 's', reason: 'kept' },
      }),
    );
    const [entry] = await auditOf(t, 'user', id);
    expect(JSON.stringify(entry)).not.toMatch(/hunter2|argon2id|"t"|"c"|"s"/);
    expect(entry).toMatchObject({
      before: { password: REDACTED, passwordHash: REDACTED, nested: { api_token: REDACTED } },
      after: { set_password_code: REDACTED, status: 'active' },
      data: { sessionId: REDACTED, reason: 'kept' },
    });
  });

  it('records only the fields that changed', () => {
    expect(
      changedFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: undefined, d: true }),
    ).toEqual({ before: { b: 'x', d: null }, after: { b: 'y', d: true } });
    // A field the change leaves undefined was not sent: nothing is recorded for it.
    expect(changedFields({ c: 1 }, { c: undefined })).toEqual({ before: {}, after: {} });
    expect(redact(null)).toBeNull();
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by person, kind, target and dates, newest first, paged with a total', async () => {
    const admin = await reauthed(t, ADMIN);
    const adminId = await userId(t, ADMIN);
    const targets = [await newMember(t), await newMember(t), await newMember(t)];
    // Rows written from here on (earlier tests in this file audited changes by the admin too).
    const started = new Date().toISOString();
    for (const { id } of targets) {
      const version = (
        (await admin.get(`/api/admin/members/${id}`)).json() as { updated_at: string }
      ).updated_at;
      const res = await admin.request('PATCH', `/api/admin/members/${id}`, {
        updated_at: version,
        can_write_articles: true,
      });
      expect(res.statusCode).toBe(200);
    }
    const q = `actor_id=${adminId}&kind=member.update&from=${encodeURIComponent(started)}`;
    const first = await admin.get(`/api/admin/audit?${q}&limit=2`);
    expect(first.statusCode).toBe(200);
    const page = first.json() as {
      items: { target_id: string; actor: { email: string }; kind: string; after: object }[];
      total: number;
    };
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.target_id)).toEqual(
      [targets[2]!.id, targets[1]!.id].map(String),
    );
    expect(page.items[0]).toMatchObject({
      actor: { email: ADMIN },
      kind: 'member.update',
      after: { can_write_articles: true },
    });
    const second = (await admin.get(`/api/admin/audit?${q}&limit=2&offset=2`)).json() as {
      items: { target_id: string }[];
    };
    expect(second.items.map((i) => i.target_id)).toEqual([String(targets[0]!.id)]);

    const one = (
      await admin.get(`/api/admin/audit?target_type=user&target_id=${targets[1]!.id}`)
    ).json() as { total: number };
    expect(one.total).toBe(1);
    const future = encodeURIComponent(new Date(Date.now() + 3600_000).toISOString());
    expect(
      ((await admin.get(`/api/admin/audit?from=${future}`)).json() as { total: number }).total,
    ).toBe(0);
    const editorOnly = (
      await admin.get(`/api/admin/audit?actor_id=${await userId(t, EDITOR)}&${q.split('&')[1]}`)
    ).json() as { total: number };
    expect(editorOnly.total).toBe(0);

    // Oldest first, when asked.
    const oldest = (await admin.get(`/api/admin/audit?${q}&dir=asc`)).json() as {
      items: { target_id: string }[];
    };
    expect(oldest.items.map((i) => i.target_id)).toEqual(targets.map((x) => String(x.id)));
  });

  it('finds changes by text in the record id or the fields before and after', async () => {
    const admin = await reauthed(t, ADMIN);
    const { id } = await newMember(t);
    const version = ((await admin.get(`/api/admin/members/${id}`)).json() as { updated_at: string })
      .updated_at;
    const funded = '2031-07-31';
    const res = await admin.request('PATCH', `/api/admin/members/${id}`, {
      updated_at: version,
      funded_until: funded,
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = (await admin.get(`/api/admin/audit?q=${funded}`)).json() as {
      items: { target_id: string; after: object }[];
      total: number;
    };
    expect(found.total).toBe(1);
    expect(found.items[0]!.target_id).toBe(String(id));
    const byId = (await admin.get(`/api/admin/audit?q=${id}&target_type=user`)).json() as {
      items: { target_id: string }[];
    };
    expect(byId.items.map((i) => i.target_id)).toContain(String(id));
    // LIKE's wildcards are text, not patterns.
    expect(((await admin.get('/api/admin/audit?q=%25%25')).json() as { total: number }).total).toBe(
      0,
    );
  });

  it('names who made each change and the record it is about, and finds them by a person', async () => {
    const admin = await reauthed(t, ADMIN);
    const { id, email } = await newMember(t);
    await t.app.database.db.execute(
      sql`update users set first_name = 'Philippa', last_name = 'Quenby' where id = ${id}`,
    );
    const res = await admin.request('PATCH', `/api/admin/members/${id}`, {
      updated_at: await versionOf(admin, id),
      can_write_articles: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    type Page = {
      items: { target_id: string; target_name: string | null; actor_name: string }[];
      total: number;
    };
    // By the member's name, part of it, or their email: the change made to them.
    for (const q of ['Philippa Quenby', 'quenby', email]) {
      const found = (await admin.get(`/api/admin/audit?q=${encodeURIComponent(q)}`)).json() as Page;
      expect(found.total, q).toBe(1);
      expect(found.items[0]).toMatchObject({
        target_id: String(id),
        target_name: 'Philippa Quenby',
        actor_name: 'Morgan Admin',
      });
    }
    // By the staff member's name: every change they made, this one among them.
    const byActor = (await admin.get(`/api/admin/audit?q=Morgan%20Admin&limit=100`)).json() as Page;
    expect(byActor.items.map((i) => i.target_id)).toContain(String(id));

    // Erased, the member is still named by what they were: an erased member, with their id.
    await t.app.database.db.execute(sql`delete from users where id = ${id}`);
    const after = (
      await admin.get(`/api/admin/audit?target_type=user&target_id=${id}`)
    ).json() as Page;
    expect(after.items[0]).toMatchObject({ target_name: `Erased member #${id}` });
  });

  it('answers bad filters with 400 and field errors, and is for admins only', async () => {
    const admin = await reauthed(t, ADMIN);
    const bad = await admin.get(
      `/api/admin/audit?from=yesterday&kind=DROP%20TABLE&actor_id=-1&dir=up&q=${'x'.repeat(201)}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'actor_id',
      'dir',
      'from',
      'kind',
      'q',
    ]);
    const editor = await signedIn(t, EDITOR);
    expect((await editor.get('/api/admin/audit')).statusCode).toBe(403);
  });
});
