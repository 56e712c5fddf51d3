// Insights moderation in the console: every insight with its author and state; unpublishing
// takes it off the news pages at once and emails the author the reason (through the outbox);
// featuring puts a live, public one on the home page's list; deleting removes it with its
// saves; each change version-checked and audited, a refused one leaving nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { insightMessages } from '@techgold/contracts/admin/insights';
import { createTestApp, LEARNER, waitForMail, type TestContext } from '../../../../test/helpers.ts';
import { EDITOR, auditOf, rows, signedIn } from '../test-fixtures.ts';

const AUTHOR = 'author@techgold.test';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  title: string;
  live: boolean;
  public: boolean;
  featured: boolean;
  updated_at: string;
  author: { name: string; email: string; can_write_articles: boolean };
}

/** The author's live, public insights, newest first, as the console lists them. */
async function authorsLive(n: number) {
  const editor = await signedIn(t, EDITOR);
  const [author] = await rows<{ id: number }>(t, sql`select id from users where email = ${AUTHOR}`);
  const res = await editor.get(
    `/api/admin/insights?author_id=${author!.id}&state=live&sort=created&dir=desc&limit=${n}`,
  );
  expect(res.statusCode).toBe(200);
  const page = res.json() as { items: Item[]; total: number };
  expect(page.items.every((i) => i.live && i.author.email === AUTHOR)).toBe(true);
  return { editor, items: page.items.filter((i) => i.public) };
}

const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

/** How many captured emails went to `to`. */
async function mailCount(to: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/dev/mail',
    headers: { accept: 'application/json' },
  });
  return (res.json() as { to: string }[]).filter((m) => m.to === to).length;
}

describe('GET /api/admin/insights', () => {
  it('lists every insight with author and state, filtered and paged; members are refused', async () => {
    const editor = await signedIn(t, EDITOR);
    const all = (await editor.get('/api/admin/insights?limit=5')).json() as {
      items: Item[];
      total: number;
    };
    expect(all.items).toHaveLength(5);
    expect(all.items[0]!.author).toMatchObject({
      email: expect.any(String),
      can_write_articles: expect.any(Boolean),
    });
    const drafts = (await editor.get('/api/admin/insights?state=draft')).json() as {
      items: Item[];
      total: number;
    };
    expect(drafts.items.every((i) => !i.live)).toBe(true);
    expect(drafts.total).toBeLessThan(all.total);
    const bad = await editor.get('/api/admin/insights?state=gone&featured=perhaps&sort=colour');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'featured',
      'sort',
      'state',
    ]);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/insights')).statusCode).toBe(403);
  });
});

describe('moderating an insight', () => {
  it('unpublishing takes it off the news at once and emails the author the reason', async () => {
    const { editor, items } = await authorsLive(10);
    const target = items[0]!;
    const before = await anonymous(`/api/insight/public/${target.id}`);
    expect(before.statusCode).toBe(200); // now in the anonymous cache
    const res = await editor.post(`/api/admin/insights/${target.id}/unpublish`, {
      updated_at: target.updated_at,
      reason: 'It names a client without their permission.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, live: false, featured: false });
    expect((await anonymous(`/api/insight/public/${target.id}`)).statusCode).toBe(404);
    const [mail] = await waitForMail(t.app, AUTHOR);
    expect(mail!.subject).toBe('Your insight has been unpublished');
    expect(mail!.text).toContain(`“${target.title}”`);
    expect(mail!.text).toContain('The reason given: It names a client without their permission.');
    expect((await auditOf(t, 'insight', target.id)).at(-1)).toMatchObject({
      action: 'insight.unpublish',
      before: { live: true },
      after: { live: false },
      data: { reason: 'It names a client without their permission.' },
    });
    // A second unpublish (on the new version) is refused: it is not live.
    const again = await editor.post(`/api/admin/insights/${target.id}/unpublish`, {
      updated_at: (res.json() as Item).updated_at,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe(insightMessages.notPublished);
  });

  it('refuses a stale copy or a missing reason, sending nothing', async () => {
    const { editor, items } = await authorsLive(10);
    const target = items[1]!;
    const mailBefore = await mailCount(AUTHOR);
    const noReason = await editor.post(`/api/admin/insights/${target.id}/unpublish`, {
      updated_at: target.updated_at,
      reason: '   ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys((noReason.json() as { errors: object }).errors)).toEqual(['reason']);
    const stale = await editor.post(`/api/admin/insights/${target.id}/unpublish`, {
      updated_at: '2001-01-01T00:00:00.000Z',
      reason: 'Out of date',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: adminMessages.stale });
    await new Promise((r) => setTimeout(r, 1500));
    const mailAfter = await mailCount(AUTHOR);
    expect(mailAfter).toBe(mailBefore);
    expect(await auditOf(t, 'insight', target.id)).toEqual([]);
    expect((await anonymous(`/api/insight/public/${target.id}`)).statusCode).toBe(200);
  });

  it('featuring puts a live, public insight on the home page’s list; a draft cannot be featured', async () => {
    const { editor, items } = await authorsLive(10);
    const target = items[2]!;
    const home = async () =>
      (await anonymous('/api/insights/public?featured=true&limit=3')).json() as {
        insights: { id: number }[];
        total: number;
      };
    expect((await home()).insights.map((i) => i.id)).not.toContain(target.id);
    const res = await editor.post(`/api/admin/insights/${target.id}/feature`, {
      updated_at: target.updated_at,
      featured: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const featured = res.json() as Item;
    expect(featured.featured).toBe(true);
    expect((await home()).insights[0]!.id).toBe(target.id);
    const listed = (await editor.get('/api/admin/insights?featured=true')).json() as {
      items: Item[];
    };
    expect(listed.items.map((i) => i.id)).toContain(target.id);

    const off = await editor.post(`/api/admin/insights/${target.id}/feature`, {
      updated_at: featured.updated_at,
      featured: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await home()).insights.map((i) => i.id)).not.toContain(target.id);
    expect((await auditOf(t, 'insight', target.id)).map((a) => [a.action, a.after])).toEqual([
      ['insight.feature', { featured: true }],
      ['insight.feature', { featured: false }],
    ]);

    const [draft] = await rows<{ id: number; updated_at: Date }>(
      t,
      sql`select id, updated_at from insights where not live limit 1`,
    );
    const version = (
      (await editor.get(`/api/admin/insights?state=draft&limit=100`)).json() as { items: Item[] }
    ).items.find((i) => i.id === draft!.id)!.updated_at;
    const refused = await editor.post(`/api/admin/insights/${draft!.id}/feature`, {
      updated_at: version,
      featured: true,
    });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { message: string }).message).toBe(insightMessages.notLive);
    expect(await auditOf(t, 'insight', draft!.id)).toEqual([]);
  });

  it('deleting removes it and the saves that pointed at it, audited', async () => {
    const { editor, items } = await authorsLive(10);
    const target = items[3]!;
    await t.app.database.db.execute(
      sql`insert into saved_items (user_id, kind, item_id)
          select id, 'article', ${target.id} from users where email = ${LEARNER}`,
    );
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/insights/${target.id}`,
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect((await editor.request('DELETE', `/api/admin/insights/${target.id}`)).statusCode).toBe(
      204,
    );
    expect((await anonymous(`/api/insight/public/${target.id}`)).statusCode).toBe(404);
    expect(
      await rows(
        t,
        sql`select 1 from saved_items where kind = 'article' and item_id = ${target.id}`,
      ),
    ).toEqual([]);
    expect((await auditOf(t, 'insight', target.id)).at(-1)).toMatchObject({
      action: 'insight.delete',
      before: { title: target.title, live: true },
    });
    expect((await editor.request('DELETE', `/api/admin/insights/${target.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('reading and republishing an insight', () => {
  /** The author's email about this insight in our outbox, with its body. */
  const outboxed = (subject: string, title: string) =>
    rows<{ to: string; text: string }>(
      t,
      sql`select to_address as to, message->>'text' as text from mail_outbox
           where to_address = ${AUTHOR} and subject = ${subject}
             and message->>'text' like ${`%“${title}”%`}`,
    );

  it('staff read any insight as its news page draws it; members are refused', async () => {
    const { editor, items } = await authorsLive(10);
    const target = items[4]!;
    const res = await editor.get(`/api/admin/insights/${target.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as {
      title: string;
      live: boolean;
      unpublished: unknown;
      article: { title: string; body: string; user: { full_name: string }; tags: unknown[] };
    };
    expect(detail).toMatchObject({ title: target.title, live: true, unpublished: null });
    expect(detail.article.title).toBe(target.title);
    expect(JSON.parse(detail.article.body)).toMatchObject({ blocks: expect.any(Array) });
    expect(detail.article.user.full_name).toBe(target.author.name);
    // A draft too: staff judge what is not public yet.
    const [draft] = await rows<{ id: number }>(
      t,
      sql`select id from insights where not live limit 1`,
    );
    const drafted = await editor.get(`/api/admin/insights/${draft!.id}`);
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json()).toMatchObject({ id: draft!.id, live: false, unpublished: null });

    const member = await signedIn(t, LEARNER);
    expect((await member.get(`/api/admin/insights/${target.id}`)).statusCode).toBe(403);
    expect((await anonymous(`/api/admin/insights/${target.id}`)).statusCode).toBe(401);
    expect((await editor.get('/api/admin/insights/999999999')).statusCode).toBe(404);
    expect((await editor.get('/api/admin/insights/nope')).statusCode).toBe(404);
  });

  it('republishing puts back what staff unpublished, emails the author the reason and empties the public cache', async () => {
    const { editor, items } = await authorsLive(10);
    const target = items[5]!;
    const down = await editor.post(`/api/admin/insights/${target.id}/unpublish`, {
      updated_at: target.updated_at,
      reason: 'Check the figures in the second paragraph.',
    });
    expect(down.statusCode, down.body).toBe(200);
    const read = (await editor.get(`/api/admin/insights/${target.id}`)).json() as {
      updated_at: string;
      unpublished: { at: string; reason: string } | null;
    };
    expect(read.unpublished).toMatchObject({
      reason: 'Check the figures in the second paragraph.',
    });
    expect((await anonymous(`/api/insight/public/${target.id}`)).statusCode).toBe(404); // cached

    // Refused: a member without a staff role, a request without the CSRF token, no reason.
    const body = { updated_at: read.updated_at, reason: 'The figures are corrected.' };
    const member = await signedIn(t, LEARNER);
    expect((await member.post(`/api/admin/insights/${target.id}/republish`, body)).statusCode).toBe(
      403,
    );
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/admin/insights/${target.id}/republish`,
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload: body,
    });
    expect(noCsrf.statusCode).toBe(419);
    const noReason = await editor.post(`/api/admin/insights/${target.id}/republish`, {
      updated_at: read.updated_at,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ errors: { reason: [expect.any(String)] } });
    const noVersion = await editor.post(`/api/admin/insights/${target.id}/republish`, {
      reason: 'The figures are corrected.',
    });
    expect(noVersion.statusCode).toBe(422);
    expect(Object.keys((noVersion.json() as { errors: object }).errors)).toEqual(['updated_at']);
    expect(await outboxed('Your insight is live again', target.title)).toEqual([]);
    expect((await auditOf(t, 'insight', target.id)).at(-1)!.action).toBe('insight.unpublish');

    const res = await editor.post(`/api/admin/insights/${target.id}/republish`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, live: true, featured: false });
    expect((await anonymous(`/api/insight/public/${target.id}`)).statusCode).toBe(200);
    // Both emails are in our outbox, each to the author with its reason.
    const [unpublished] = await outboxed('Your insight has been unpublished', target.title);
    expect(unpublished!.text).toContain(
      'The reason given: Check the figures in the second paragraph.',
    );
    const [republished] = await outboxed('Your insight is live again', target.title);
    expect(republished!.text).toContain('members and visitors can read it again');
    expect(republished!.text).toContain('The reason given: The figures are corrected.');
    expect(republished!.text).toContain(`/news/${target.id}/`);
    expect((await auditOf(t, 'insight', target.id)).at(-1)).toMatchObject({
      action: 'insight.republish',
      before: { live: false },
      after: { live: true },
      data: { reason: 'The figures are corrected.' },
    });
    const after = (await editor.get(`/api/admin/insights/${target.id}`)).json() as {
      updated_at: string;
      unpublished: unknown;
    };
    expect(after.unpublished).toBeNull();

    // Live now: republishing again is refused, and nothing more is sent.
    const again = await editor.post(`/api/admin/insights/${target.id}/republish`, {
      ...body,
      updated_at: after.updated_at,
    });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe(insightMessages.alreadyLive);
    expect(await outboxed('Your insight is live again', target.title)).toHaveLength(1);
  });

  it('a draft its author never published cannot be republished by staff', async () => {
    const editor = await signedIn(t, EDITOR);
    const [draft] = await rows<{ id: number }>(
      t,
      sql`select i.id from insights i where not i.live and not exists (
            select 1 from audit_log a where a.subject_type = 'insight'
               and a.subject_id = i.id::text) limit 1`,
    );
    const version = (
      (await editor.get(`/api/admin/insights/${draft!.id}`)).json() as { updated_at: string }
    ).updated_at;
    const res = await editor.post(`/api/admin/insights/${draft!.id}/republish`, {
      updated_at: version,
      reason: 'It looks ready.',
    });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toBe(insightMessages.notUnpublishedByStaff);
    expect(await auditOf(t, 'insight', draft!.id)).toEqual([]);
    expect(await rows(t, sql`select live from insights where id = ${draft!.id}`)).toEqual([
      { live: false },
    ]);
  });
});
