// Tags in the console: editors and admins list, create, rename and delete tags of types 1 and
// 2; the three news category tags are fixed; a tag in use is deleted only with an explicit,
// audited cascade; public pages show a rename at once; a refused change leaves no audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { tagMessages } from '@techgold/contracts/admin/tags';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, auditOf, rows, signedIn } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Tag {
  id: number;
  title: string;
  type: number;
  news_category: string | null;
  fixed: boolean;
  used_by: { employers: number; insights: number };
  updated_at: string;
}

const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

async function createTag(title: string, type = 2) {
  const editor = await signedIn(t, EDITOR);
  const res = await editor.post('/api/admin/tags', { title, type });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Tag;
}

async function tagAuditCount() {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from audit_log where action like 'tag.%'`,
  );
  return row!.n;
}

/** A live, public insight the anonymous visitor can read. */
async function publicInsight() {
  const [row] = await rows<{ id: number }>(
    t,
    sql`select id from insights where live and public order by id limit 1`,
  );
  return row!.id;
}

describe('GET /api/admin/tags', () => {
  it('lists tags with where they are used, filtered, sorted and paged; members are refused', async () => {
    const editor = await signedIn(t, EDITOR);
    const res = await editor.get('/api/admin/tags?type=2&sort=uses&dir=desc&limit=3');
    expect(res.statusCode).toBe(200);
    const page = res.json() as { items: Tag[]; total: number };
    expect(page.items).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    expect(page.items.every((i) => i.type === 2)).toBe(true);
    const uses = page.items.map((i) => i.used_by.employers + i.used_by.insights);
    expect([...uses].sort((a, b) => b - a)).toEqual(uses);

    const news = (await editor.get('/api/admin/tags?q=Impact')).json() as { items: Tag[] };
    expect(news.items).toContainEqual(
      expect.objectContaining({ title: 'Impact', news_category: 'impact', fixed: true }),
    );

    const bad = await editor.get('/api/admin/tags?type=3&sort=colour&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'limit',
      'sort',
      'type',
    ]);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/tags')).statusCode).toBe(403);
    expect((await (await signedIn(t)).get('/api/admin/tags')).statusCode).toBe(401);
    expect((await editor.get('/api/admin/tags/99999999')).statusCode).toBe(404);
  });
});

describe('changing tags', () => {
  it('creates and renames a tag; the public insight shows the new title at once; stale edits are refused', async () => {
    const created = await createTag('Quantum Testing');
    expect(created).toMatchObject({
      type: 2,
      fixed: false,
      used_by: { employers: 0, insights: 0 },
    });
    const insight = await publicInsight();
    await t.app.database.db.execute(
      sql`insert into insight_tags (insight_id, tag_id) values (${insight}, ${created.id})`,
    );
    const titles = async () =>
      (
        (await anonymous(`/api/insight/public/${insight}`)).json() as { tags: { title: string }[] }
      ).tags.map((x) => x.title);
    expect(await titles()).toContain('Quantum Testing'); // cached now

    const admin = await signedIn(t, ADMIN);
    const renamed = await admin.request('PATCH', `/api/admin/tags/${created.id}`, {
      updated_at: created.updated_at,
      title: 'Quantum Computing',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const v2 = renamed.json() as Tag;
    expect(v2.used_by.insights).toBe(1);
    expect(v2.updated_at).not.toBe(created.updated_at);
    expect(await titles()).toContain('Quantum Computing');
    expect(await titles()).not.toContain('Quantum Testing');

    const stale = await admin.request('PATCH', `/api/admin/tags/${created.id}`, {
      updated_at: created.updated_at,
      title: 'Quantum Something',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: adminMessages.stale });
    expect((await auditOf(t, 'tag', created.id)).map((a) => [a.action, a.before, a.after])).toEqual(
      [
        ['tag.create', null, { title: 'Quantum Testing', type: 2 }],
        ['tag.update', { title: 'Quantum Testing' }, { title: 'Quantum Computing' }],
      ],
    );
  });

  it('refuses bad input and a title the type already has, leaving no tag and no audit row', async () => {
    const editor = await signedIn(t, EDITOR);
    const before = await tagAuditCount();
    const shape = await editor.post('/api/admin/tags', { title: ' ', type: 3, extra: true });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys((shape.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['title', 'type']),
    );
    const long = await editor.post('/api/admin/tags', { title: 'x'.repeat(101), type: 1 });
    expect(long.statusCode).toBe(422);

    const existing = await createTag('Robotics Testing', 1);
    const taken = await editor.post('/api/admin/tags', { title: 'robotics testing', type: 1 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: tagMessages.titleTaken,
      errors: { title: [tagMessages.titleTaken] },
    });
    // The same title as a type-2 tag is a different tag.
    const other = await editor.post('/api/admin/tags', { title: 'Robotics Testing', type: 2 });
    expect(other.statusCode).toBe(201);
    const retitle = await editor.request('PATCH', `/api/admin/tags/${(other.json() as Tag).id}`, {
      updated_at: (other.json() as Tag).updated_at,
      type: 1,
    });
    expect(retitle.statusCode).toBe(422);
    expect(existing.id).toBeGreaterThan(0);
    // Two creates and nothing else: each refusal left no audit row.
    expect(await tagAuditCount()).toBe(before + 2);
    expect(
      await rows(t, sql`select id from tags where lower(title) = 'robotics testing' and type = 1`),
    ).toHaveLength(1);
  });

  it('the news category tags can be neither renamed nor deleted', async () => {
    const admin = await signedIn(t, ADMIN);
    const news = (
      (await admin.get('/api/admin/tags?q=Community')).json() as { items: Tag[] }
    ).items.find((i) => i.news_category === 'community')!;
    const rename = await admin.request('PATCH', `/api/admin/tags/${news.id}`, {
      updated_at: news.updated_at,
      title: 'Neighbourhood',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({ message: tagMessages.fixed });
    for (const url of [`/api/admin/tags/${news.id}`, `/api/admin/tags/${news.id}?cascade=true`]) {
      const del = await admin.request('DELETE', url);
      expect(del.statusCode).toBe(409);
      expect(del.json()).toEqual({ message: tagMessages.fixed });
    }
    const [row] = await rows<{ title: string }>(
      t,
      sql`select title from tags where id = ${news.id}`,
    );
    expect(row?.title).toBe('Community');
    expect(await auditOf(t, 'tag', news.id)).toEqual([]);
  });

  it('refuses to delete a tag in use, saying what uses it, until the cascade is confirmed', async () => {
    const tag = await createTag('Short Lived Tag', 1);
    const [employer] = await rows<{ id: number }>(
      t,
      sql`select id from employers order by id limit 1`,
    );
    const insight = await publicInsight();
    await t.app.database.db.execute(
      sql`insert into employer_tags (employer_id, tag_id) values (${employer!.id}, ${tag.id})`,
    );
    await t.app.database.db.execute(
      sql`insert into insight_tags (insight_id, tag_id) values (${insight}, ${tag.id})`,
    );
    const editor = await signedIn(t, EDITOR);
    const refused = await editor.request('DELETE', `/api/admin/tags/${tag.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'This tag is still used by 1 employer and 1 insight. Confirm the cascade to remove it from them and delete it.',
      used_by: { employers: 1, insights: 1 },
    });
    expect(
      (await editor.request('DELETE', `/api/admin/tags/${tag.id}?cascade=false`)).statusCode,
    ).toBe(409);
    expect(
      (await editor.request('DELETE', `/api/admin/tags/${tag.id}?cascade=yes`)).statusCode,
    ).toBe(400);

    // Without the CSRF header the cascade never runs.
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tags/${tag.id}?cascade=true`,
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect((await auditOf(t, 'tag', tag.id)).map((a) => a.action)).toEqual(['tag.create']);

    const insightTitles = async () =>
      (
        (await anonymous(`/api/insight/public/${insight}`)).json() as { tags: { title: string }[] }
      ).tags.map((x) => x.title);
    expect(await insightTitles()).toContain('Short Lived Tag');
    const cascaded = await editor.request('DELETE', `/api/admin/tags/${tag.id}?cascade=true`);
    expect(cascaded.statusCode).toBe(204);
    expect(await insightTitles()).not.toContain('Short Lived Tag');
    expect(await rows(t, sql`select 1 from employer_tags where tag_id = ${tag.id}`)).toEqual([]);
    expect((await editor.get(`/api/admin/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await auditOf(t, 'tag', tag.id)).at(-1)).toMatchObject({
      action: 'tag.delete_cascade',
      before: { title: 'Short Lived Tag', type: 1 },
      data: { employers: 1, insights: 1, employer_ids: [employer!.id], insight_ids: [insight] },
    });

    const unused = await createTag('Unused Tag', 2);
    expect((await editor.request('DELETE', `/api/admin/tags/${unused.id}`)).statusCode).toBe(204);
    expect((await auditOf(t, 'tag', unused.id)).at(-1)).toMatchObject({
      action: 'tag.delete',
      data: null,
    });
  });
});
