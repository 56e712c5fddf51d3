// Authoring through the API as each actor meets it: anonymous, a member who may not write,
// the author, another author, and the author holding a stale key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { EditableInsightResponse, MyInsightsResponse } from '@techgold/contracts/authoring';
import { messages } from '@techgold/contracts/messages';
import { insightTags, insights } from '../../../db/schema/insights.ts';
import { savedItems } from '../../../db/schema/saved.ts';
import { tags } from '../../../db/schema/tags.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { authoringMessages } from './service.ts';

const AUTHOR = 'author@techgold.test';
const OTHER_AUTHOR = 'admin@techgold.test';

let t: TestContext;
let author: Client;
let other: Client;
let learner: Client;

beforeAll(async () => {
  t = await createTestApp();
  author = new Client(t.app, '10.11.0.1');
  other = new Client(t.app, '10.11.0.2');
  learner = new Client(t.app, '10.11.0.3');
  expect((await author.login(AUTHOR)).statusCode).toBe(200);
  expect((await other.login(OTHER_AUTHOR)).statusCode).toBe(200);
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
});
afterAll(() => t.close());

const doc = (...blocks: object[]) => JSON.stringify({ time: 1, blocks, version: '2.31.0' });
const para = (text: string) => ({ type: 'paragraph', data: { text } });

async function create(client = author) {
  const res = await client.post('/api/insight');
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; edit: string };
}

async function load(id: number, key: string, client = author) {
  return client.get(`/api/insight/${id}/${key}`);
}

function save(id: number, body: Record<string, unknown>, client = author) {
  return client.request('PUT', `/api/insight/${id}`, {
    title: 'A title',
    live: 0,
    body: doc(para('Hello')),
    thumbnail: null,
    ...body,
  });
}

async function savedOk(id: number, body: Record<string, unknown>) {
  const res = await save(id, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { edit: string }).edit;
}

const publishedJobs = async (id: number) => {
  const rows = (await t.handle.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'insight-published'
        and (data->>'insightId')::int = ${id}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows.rows[0]!.n;
};

describe('who may author', () => {
  it.each([
    ['POST', '/api/insight'],
    ['POST', '/api/insight/1/edit'],
    ['GET', `/api/insight/1/${'k'.repeat(43)}`],
    ['PUT', '/api/insight/1'],
    ['DELETE', `/api/insight/1/${'k'.repeat(43)}`],
    ['POST', `/api/insight/tag/1/${'k'.repeat(43)}/1`],
    ['GET', '/api/user/insights'],
  ])('%s %s answers 401 to an anonymous caller', async (method, url) => {
    // A browser that holds the XSRF cookie but never signed in.
    const anonymous = new Client(t.app, '10.11.0.9');
    await anonymous.csrf();
    const res = await anonymous.request(method, url);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a state change without the XSRF header (419) and writes nothing', async () => {
    const before = await t.handle.db.$count(insights);
    const res = await author.request('POST', '/api/insight', undefined, { 'x-xsrf-token': '' });
    expect(res.statusCode).toBe(419);
    expect(await t.handle.db.$count(insights)).toBe(before);
  });

  it('gives a member without permission 403 and no draft', async () => {
    const before = await t.handle.db.$count(insights);
    const res = await learner.post('/api/insight');
    expect(res.statusCode).toBe(403);
    expect(await t.handle.db.$count(insights)).toBe(before);
    const { id, edit } = await create();
    expect((await load(id, edit, learner)).statusCode).toBe(403);
  });

  it("shows another author's insight to nobody else, even with that author's key", async () => {
    const { id, edit } = await create();
    const res = await load(id, edit, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.invalidLink);
    expect((await save(id, { edit, title: 'Hijack' }, other)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/insight/${id}/${edit}`)).statusCode).toBe(404);
    expect((await other.post(`/api/insight/${id}/edit`)).statusCode).toBe(404);
    const [row] = await t.handle.db.select().from(insights).where(eq(insights.id, id));
    expect(row!.title).toBe('Untitled insight');
  });
});

describe('create, load, save', () => {
  it('creates an untitled draft and loads it for editing', async () => {
    const { id, edit } = await create();
    expect(edit).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await load(id, edit);
    expect(res.statusCode).toBe(200);
    const body = res.json() as EditableInsightResponse;
    expect(body).toMatchObject({ id, title: 'Untitled insight', live: 0, thumbnail: null });
    expect(JSON.parse(body.body)).toEqual({ blocks: [] });
    expect(body.available_tags.length).toBeGreaterThan(0);
    expect(body.available_tags.every((tag) => tag.type === 1)).toBe(true);
    // New insights sit in the Insights news category, so they reach /news once live.
    expect(body.tags.map((tag) => tag.news_category)).toEqual(['insights']);
  });

  it('creates the insight from the first save, with its fields, key and category, in one request', async () => {
    const before = await t.handle.db.$count(insights);
    const res = await author.request('POST', '/api/insight', {
      title: '  Written before it was stored  ',
      subtitle: 'First save',
      live: 0,
      body: doc(para('Typed on the new-insight page')),
      thumbnail: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, edit } = res.json() as { id: number; edit: string };
    expect(await t.handle.db.$count(insights)).toBe(before + 1);
    const loaded = (await load(id, edit)).json() as EditableInsightResponse;
    expect(loaded).toMatchObject({
      id,
      title: 'Written before it was stored',
      subtitle: 'First save',
      live: 0,
      url: 'written-before-it-was-stored',
    });
    expect(JSON.parse(loaded.body).blocks).toEqual([para('Typed on the new-insight page')]);
    expect(loaded.tags.map((tag) => tag.news_category)).toEqual(['insights']);
    expect(await publishedJobs(id)).toBe(0);
  });

  it('refuses a first save with an empty title or a bad body and stores nothing', async () => {
    const before = await t.handle.db.$count(insights);
    const empty = await author.request('POST', '/api/insight', {
      title: ' ',
      live: 1,
      body: doc(para('Hello')),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.title).toEqual([authoringMessages.title]);
    const badBody = await author.request('POST', '/api/insight', {
      title: 'A title',
      live: 0,
      body: 'not json',
    });
    expect(badBody.statusCode).toBe(422);
    expect(Object.keys(badBody.json().errors)).toContain('body');
    const tooLong = await author.request('POST', '/api/insight', {
      title: 'x'.repeat(10_001),
      live: 0,
      body: doc(),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.title).toBeDefined();
    expect(await t.handle.db.$count(insights)).toBe(before);
  });

  it('a first save that goes live queues the published job and shows it to members', async () => {
    const title = `Live from the first save ${Date.now()}`;
    const res = await author.request('POST', '/api/insight', {
      title,
      live: true,
      body: doc(para('Straight out')),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    expect(await publishedJobs(id)).toBe(1);
    expect((await learner.get(`/api/insight/${id}`)).statusCode).toBe(200);
  });

  it('gives a member without permission 403 for a first save too, and stores nothing', async () => {
    const before = await t.handle.db.$count(insights);
    const res = await learner.request('POST', '/api/insight', {
      title: 'Not mine to write',
      live: 0,
      body: doc(para('No')),
    });
    expect(res.statusCode).toBe(403);
    expect(await t.handle.db.$count(insights)).toBe(before);
  });

  it.each([['nope'], ['k'.repeat(42)], ['k'.repeat(43)]])(
    'a wrong key (%s) is an invalid link',
    async (key) => {
      const { id } = await create();
      const res = await load(id, key);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.invalidLink);
    },
  );

  it('rotates the key on every save; the old key is then refused', async () => {
    const { id, edit } = await create();
    const next = await savedOk(id, { edit, title: '  Cloud skills in 2027  ' });
    expect(next).not.toBe(edit);
    expect((await load(id, edit)).statusCode).toBe(404);
    const loaded = (await load(id, next)).json() as EditableInsightResponse;
    expect(loaded.title).toBe('Cloud skills in 2027');
    expect(loaded.url).toMatch(/^cloud-skills-in-2027/);
    expect(JSON.parse(loaded.body).blocks).toEqual([para('Hello')]);
  });

  it('answers a stale key with 409 and a fresh key that works; nothing was written', async () => {
    const { id, edit } = await create();
    const current = await savedOk(id, { edit, title: 'First' });
    const stale = await save(id, { edit, title: 'From an old tab' });
    expect(stale.statusCode).toBe(409);
    const { message, key } = stale.json() as { message: string; key: string };
    expect(message).toBe(authoringMessages.staleKey);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The fresh key replaces the one the other tab held.
    expect((await load(id, current)).statusCode).toBe(404);
    const loaded = (await load(id, key)).json() as EditableInsightResponse;
    expect(loaded.title).toBe('First');
    await savedOk(id, { edit: key, title: 'Second' });
  });

  it('refuses an empty title and keeps the key and the row as they were', async () => {
    const { id, edit } = await create();
    const res = await save(id, { edit, title: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title).toEqual([authoringMessages.title]);
    expect(res.json().key).toBeUndefined();
    expect((await load(id, edit)).statusCode).toBe(200);
  });

  it.each([
    ['javascript: thumbnail', { thumbnail: 'javascript:alert(1)' }, 'thumbnail'],
    ['data: thumbnail', { thumbnail: 'data:image/png;base64,AAAA' }, 'thumbnail'],
    ['protocol-relative thumbnail', { thumbnail: '//evil.example/x.png' }, 'thumbnail'],
    ['title too long', { title: 'x'.repeat(201) }, 'title'],
    ['body not JSON', { body: '{blocks:' }, 'body'],
    [
      'unknown block type',
      { body: doc({ type: 'raw', data: { html: '<script>1</script>' } }) },
      'body.blocks.0.type',
    ],
    [
      'javascript: link',
      { body: doc(para('<a href="javascript:alert(1)">x</a>')) },
      'body.blocks.0.data.text',
    ],
    [
      'entity-hidden javascript: link',
      { body: doc(para('<a href="jav&#x09;ascript:alert(1)">x</a>')) },
      'body.blocks.0.data.text',
    ],
    [
      'event handler',
      { body: doc(para('<b onmouseover="alert(1)">x</b>')) },
      'body.blocks.0.data.text',
    ],
    ['script tag', { body: doc(para('hi<script>alert(1)</script>')) }, 'body.blocks.0.data.text'],
    ['img onerror', { body: doc(para('<img src=x onerror=alert(1)>')) }, 'body.blocks.0.data.text'],
    [
      'svg',
      { body: doc({ type: 'header', data: { text: '<svg onload=alert(1)>', level: 2 } }) },
      'body.blocks.0.data.text',
    ],
    ['oversized block', { body: doc(para('x'.repeat(20_001))) }, 'body.blocks.0.data.text'],
    ['10,000 blocks', { body: doc(...Array.from({ length: 10_000 }, () => para('a'))) }, 'body'],
    [
      'image from data:',
      { body: doc({ type: 'image', data: { file: { url: 'data:image/png;base64,AA' } } }) },
      'body.blocks.0.data.file.url',
    ],
    [
      'embed from elsewhere',
      { body: doc({ type: 'embed', data: { service: 'evil', source: 'https://evil.example/' } }) },
      'body.blocks.0.data.source',
    ],
  ])('refuses %s with a 422 naming the field', async (_name, change, field) => {
    const { id, edit } = await create();
    const res = await save(id, { edit, ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    const [row] = await t.handle.db.select().from(insights).where(eq(insights.id, id));
    expect(row!.title).toBe('Untitled insight');
  });

  it("refuses a pasted link with whitespace with the editor's own message", async () => {
    const { id, edit } = await create();
    const res = await save(id, { edit, body: doc(para('<a href="https://a.example/b c">x</a>')) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['body.blocks.0.data.text']).toEqual(['Pasted link is not valid.']);
  });

  it('cleans the document as the editor would, and keeps what it may', async () => {
    const { id, edit } = await create();
    const next = await savedOk(id, {
      edit,
      body: doc(
        para('  '),
        para(
          '<span style="color:red">Kept <b>bold</b></span> <a href="http://example.org/x">http link</a>',
        ),
        { type: 'header', data: { text: ' <br> ', level: 3 } },
        { type: 'header', data: { text: 'A heading', level: 3 } },
        { type: 'list', data: { style: 'unordered', items: ['one', '', ' '] } },
        { type: 'list', data: { style: 'ordered', items: [] } },
        { type: 'checklist', data: { items: [{ text: '', checked: true }] } },
        {
          type: 'checklist',
          data: {
            items: [
              { text: 'Do it', checked: false },
              { text: ' ', checked: true },
            ],
          },
        },
        { type: 'image', data: { file: { url: '' }, caption: 'No file' } },
        {
          type: 'image',
          data: { file: { url: '/media/uploads/a.png' }, caption: 'Cap', alt: 'A chart' },
        },
        { type: 'attaches', data: { file: { url: '' } } },
        {
          type: 'embed',
          data: {
            service: 'youtube',
            source: 'https://www.youtube.com/watch?v=abc',
            embed: 'https://evil.example/',
          },
        },
      ),
    });
    const blocks = JSON.parse(
      ((await load(id, next)).json() as EditableInsightResponse).body,
    ).blocks;
    expect(blocks).toEqual([
      para('Kept <b>bold</b> <a href="https://example.org/x">http link</a>'),
      { type: 'header', data: { text: 'A heading', level: 3 } },
      { type: 'list', data: { style: 'unordered', items: ['one'] } },
      { type: 'checklist', data: { items: [{ text: 'Do it', checked: false }] } },
      {
        type: 'image',
        data: { file: { url: '/media/uploads/a.png' }, caption: 'Cap', alt: 'A chart' },
      },
      {
        type: 'embed',
        data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=abc' },
      },
    ]);
  });
});

describe('publishing', () => {
  it('going live queues one published job in the same transaction and shows the insight', async () => {
    const { id, edit } = await create();
    const title = 'Published by the author test';
    const k1 = await savedOk(id, { edit, title });
    expect(await publishedJobs(id)).toBe(0);
    const k2 = await savedOk(id, { edit: k1, title, live: 1 });
    expect(await publishedJobs(id)).toBe(1);
    // Saving again while live, or with a live boolean, queues nothing more.
    const k3 = await savedOk(id, { edit: k2, title, live: true });
    expect(await publishedJobs(id)).toBe(1);

    const member = await learner.get('/api/insights?q=Published%20by%20the%20author%20test');
    expect(member.json().insights.map((i: { id: number }) => i.id)).toEqual([id]);
    const news = await t.app.inject({ url: '/api/insights/public?tag=insights' });
    expect(news.json().insights.map((i: { id: number }) => i.id)).toContain(id);

    // Back to draft: gone from both.
    await savedOk(id, { edit: k3, title, live: 0 });
    expect((await learner.get(`/api/insight/${id}`)).statusCode).toBe(404);
    const after = await t.app.inject({ url: '/api/insights/public?tag=insights' });
    expect(after.json().insights.map((i: { id: number }) => i.id)).not.toContain(id);
  });

  it('a refused save queues nothing', async () => {
    const { id, edit } = await create();
    await save(id, { edit, live: 1, title: '' });
    expect(await publishedJobs(id)).toBe(0);
  });
});

describe('tags', () => {
  const industryTag = async () => {
    const [row] = await t.handle.db.select().from(tags).where(eq(tags.type, 1)).limit(2);
    return row!;
  };

  it('adds an industry tag once, removes it, and refuses other tags', async () => {
    const { id, edit } = await create();
    const tag = await industryTag();
    const path = `/api/insight/tag/${id}/${edit}/${tag.id}`;
    const added = await author.post(path);
    expect(added.statusCode).toBe(200);
    expect(added.json().tags.map((x: { id: number }) => x.id)).toContain(tag.id);
    const again = await author.post(path);
    expect(again.json().tags).toEqual(added.json().tags);
    const [topic] = await t.handle.db.select().from(tags).where(eq(tags.type, 2)).limit(1);
    const refused = await author.post(`/api/insight/tag/${id}/${edit}/${topic!.id}`);
    expect(refused.statusCode).toBe(422);
    expect((await author.post(`/api/insight/tag/${id}/${edit}/999999`)).statusCode).toBe(422);
    const removed = await author.request('DELETE', path);
    expect(removed.json().tags.map((x: { id: number }) => x.id)).not.toContain(tag.id);
  });

  it("refuses tag changes with a wrong key or on another author's insight", async () => {
    const { id, edit } = await create();
    const tag = await industryTag();
    expect(
      (await author.post(`/api/insight/tag/${id}/${'k'.repeat(43)}/${tag.id}`)).statusCode,
    ).toBe(404);
    expect((await other.post(`/api/insight/tag/${id}/${edit}/${tag.id}`)).statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('deletes the insight with its tags and every save of it', async () => {
    const { id, edit } = await create();
    const k = await savedOk(id, { edit, live: 1, title: 'Soon gone' });
    expect((await learner.request('PUT', `/api/user/article/${id}`)).statusCode).toBe(200);
    expect((await author.request('DELETE', `/api/insight/${id}/${edit}`)).statusCode).toBe(404);
    expect((await author.request('DELETE', `/api/insight/${id}/${k}`)).statusCode).toBe(204);
    const db = t.handle.db;
    expect(await db.$count(insights, eq(insights.id, id))).toBe(0);
    expect(await db.$count(insightTags, eq(insightTags.insightId, id))).toBe(0);
    expect(
      await db.$count(savedItems, and(eq(savedItems.kind, 'article'), eq(savedItems.itemId, id))),
    ).toBe(0);
    expect((await learner.get(`/api/insight/${id}`)).statusCode).toBe(404);
  });
});

describe('My insights', () => {
  it("lists the author's own, newest first, with live flags; a fresh key opens each", async () => {
    const { id } = await create();
    const res = await author.get('/api/user/insights');
    expect(res.statusCode).toBe(200);
    const body = res.json() as MyInsightsResponse;
    expect(body.insights[0]).toMatchObject({ id, live: 0, title: 'Untitled insight' });
    expect(body.total).toBeGreaterThanOrEqual(body.insights.length);
    const opened = await author.post(`/api/insight/${id}/edit`);
    expect(opened.statusCode).toBe(200);
    expect((await load(id, opened.json().edit)).statusCode).toBe(200);
  });

  it('pages with a cursor and never repeats a row', async () => {
    for (let n = 0; n < 21; n++) await create(other);
    const first = (await other.get('/api/user/insights')).json() as MyInsightsResponse;
    expect(first.insights).toHaveLength(20);
    const second = (
      await other.get(`/api/user/insights?cursor=${first.next_cursor}`)
    ).json() as MyInsightsResponse;
    const ids = [...first.insights, ...second.insights].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.total);
  });

  it('is empty for a member who does not write', async () => {
    const body = (await learner.get('/api/user/insights')).json() as MyInsightsResponse;
    expect(body).toEqual({ insights: [], total: 0, next_cursor: null });
  });
});
