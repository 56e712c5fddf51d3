// The anonymous cache as visitors meet it, through the public reads it serves (pages go the
// same way; their hashed CSP is covered by lib/script-hashes.test.ts and e2e/tests/csp.spec.ts).
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

const AUTHOR = 'author@techgold.test';
const NEWS = '/api/insights/public?tag=insights';

let t: TestContext;
let author: Client;

beforeAll(async () => {
  t = await createTestApp({ ANON_CACHE_MAX_BYTES: String(1024 * 1024) });
  author = new Client(t.app, '10.12.0.1');
  expect((await author.login(AUTHOR)).statusCode).toBe(200);
});
afterAll(() => t.close());

const store = () => t.app.anonCache.store!;
const anonymous = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const ids = (body: string) =>
  (JSON.parse(body) as { insights: { id: number }[] }).insights.map((i) => i.id);

async function publish(title: string) {
  const created = await author.post('/api/insight');
  expect(created.statusCode, created.body).toBe(201);
  const { id, edit } = created.json() as { id: number; edit: string };
  const body = JSON.stringify({
    time: 1,
    blocks: [{ type: 'paragraph', data: { text: 'Fresh news' } }],
    version: '2.31.0',
  });
  const saved = await author.request('PUT', `/api/insight/${id}`, {
    edit,
    title,
    live: 1,
    body,
    thumbnail: null,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, edit: (saved.json() as { edit: string }).edit };
}

describe('anonymous public reads', () => {
  it('are rendered once and then answered from memory, with CDN-ready headers', async () => {
    const first = await anonymous('/api/courses?limit=3');
    const second = await anonymous('/api/courses?limit=3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-anon-cache']).toBe('miss');
    expect(second.headers['x-anon-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=120',
    );
    expect(second.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('replay the security headers their render was given, though no hook runs for a hit', async () => {
    const url = '/api/courses?limit=11';
    const miss = await anonymous(url);
    const hit = await anonymous(url);
    expect(hit.headers['x-anon-cache']).toBe('hit');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(miss.headers[name], name).toBeTruthy();
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
  });

  it('answer HEAD from the copy: the same headers, no body', async () => {
    const url = '/api/courses?limit=12';
    const get = await anonymous(url);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-anon-cache']).toBe('hit');
    expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body).toBe('');
  });

  it('share one copy between a link and the same link with campaign tags', async () => {
    const plain = await anonymous('/api/courses?limit=13');
    const tagged = await anonymous(
      '/api/courses?utm_source=newsletter&limit=13&utm_campaign=nov&fbclid=abc&gclid=def',
    );
    expect(plain.headers['x-anon-cache']).toBe('miss');
    expect(tagged.headers['x-anon-cache']).toBe('hit');
    expect(tagged.body).toBe(plain.body);
    // A parameter that looks like a tag but is not one still makes its own entry.
    const other = await anonymous('/api/courses?limit=13&utm=1');
    expect(other.headers['x-anon-cache']).toBe('miss');
  });

  it('answer 304 to a client holding the same copy', async () => {
    const { headers } = await anonymous('/api/courses?limit=4');
    const again = await anonymous('/api/courses?limit=4', {
      'if-none-match': headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(headers.etag);
    const changed = await anonymous('/api/courses?limit=4', { 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
  });

  it('file the same query in any order under one entry', async () => {
    const a = await anonymous('/api/courses?offset=0&limit=2');
    const b = await anonymous('/api/courses?limit=2&offset=0');
    expect(a.headers['x-anon-cache']).toBe('miss');
    expect(b.headers['x-anon-cache']).toBe('hit');
  });

  it('render once for a hundred visitors arriving together', async () => {
    const fills = store().fills;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => anonymous('/api/courses?limit=5&offset=1')),
    );
    expect(store().fills - fills).toBe(1);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('compress each copy once and send the encoding the client takes', async () => {
    const url = '/api/courses?limit=20';
    const plain = await anonymous(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await anonymous(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await anonymous(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const none = await anonymous(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
    for (const res of [br, gz, none]) expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('stay within their byte budget whatever queries arrive', async () => {
    // 150 distinct URLs of 16 KB each: their keys alone are over twice the 1 MiB budget.
    const junk = 'x'.repeat(16_000);
    for (let i = 0; i < 150; i += 1) {
      const res = await anonymous(`/api/site/data?junk=${junk}${i}&junk=${i}&junk=${i}`);
      expect(res.statusCode).toBe(200);
    }
    expect(store().bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(store().entries).toBeLessThan(150);
    // The newest is still there.
    const last = await anonymous(`/api/site/data?junk=${junk}149&junk=149&junk=149`);
    expect(last.headers['x-anon-cache']).toBe('hit');
  });
});

describe('who never shares a copy', () => {
  it('a signed-in visitor reads past the cache and nothing of theirs is kept', async () => {
    const member = new Client(t.app, '10.12.0.2');
    expect((await member.login(LEARNER)).statusCode).toBe(200);
    const fills = store().fills;
    const url = '/api/courses?limit=6';
    const signedIn = await member.get(url);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-anon-cache']).toBeUndefined();
    expect(store().fills).toBe(fills);
    // The first anonymous visitor after them renders it afresh.
    expect((await anonymous(url)).headers['x-anon-cache']).toBe('miss');
  });

  it('a visitor with an invalid or ended session cookie neither reads nor fills it', async () => {
    const fills = store().fills;
    const res = await anonymous('/api/courses?limit=7', { cookie: 'tig_session=forged' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-anon-cache']).toBeUndefined();
    expect(store().fills).toBe(fills);
  });

  it('reads a session cookie as the session plugin does (a space before =, a tab)', async () => {
    const fills = store().fills;
    for (const cookie of ['tig_session =forged', 'a=1;tig_session\t= forged', ' tig_session=x']) {
      const res = await anonymous('/api/courses?limit=9', { cookie });
      expect(res.headers['x-anon-cache'], cookie).toBeUndefined();
    }
    expect(store().fills).toBe(fills);
    // A cookie merely named like it is not a session.
    await anonymous('/api/courses?limit=9');
    const lookalike = await anonymous('/api/courses?limit=9', { cookie: 'my_tig_session=1' });
    expect(lookalike.headers['x-anon-cache']).toBe('hit');
  });

  it('a browser holding only the CSRF cookies is anonymous and shares the copy', async () => {
    const visitor = new Client(t.app, '10.12.0.3');
    await visitor.csrf();
    expect(visitor.cookies.has('XSRF-TOKEN')).toBe(true);
    await anonymous('/api/courses?limit=8');
    const res = await visitor.get('/api/courses?limit=8');
    expect(res.headers['x-anon-cache']).toBe('hit');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an outside request cannot pass itself off as the cache’s own render', async () => {
    const res = await anonymous('/api/courses?limit=9', { 'x-tig-anon-fill': 'guess' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-anon-cache']).toBeUndefined();
  });
});

describe('content changes', () => {
  it('an insight published is in the public list at once, though the list was cached', async () => {
    const before = await anonymous(NEWS);
    expect((await anonymous(NEWS)).headers['x-anon-cache']).toBe('hit');
    const { id } = await publish('Cached list, fresh news');
    expect(ids(before.body)).not.toContain(id);
    const after = await anonymous(NEWS);
    expect(ids(after.body)).toContain(id);
  });

  it('a cached 404 does not hide the insight once it is published', async () => {
    const created = await author.post('/api/insight');
    const { id, edit } = created.json() as { id: number; edit: string };
    const missing = await anonymous(`/api/insight/public/${id}`);
    expect(missing.statusCode).toBe(404);
    expect((await anonymous(`/api/insight/public/${id}`)).headers['x-anon-cache']).toBe('hit');
    const saved = await author.request('PUT', `/api/insight/${id}`, {
      edit,
      title: 'Not found, then found',
      live: 1,
      body: JSON.stringify({ time: 1, blocks: [], version: '2.31.0' }),
      thumbnail: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await anonymous(`/api/insight/public/${id}`)).statusCode).toBe(200);
  });

  it('an insight deleted leaves the public list at once', async () => {
    const { id, edit } = await publish('Soon deleted, cached meanwhile');
    expect(ids((await anonymous(NEWS)).body)).toContain(id);
    const removed = await author.request('DELETE', `/api/insight/${id}/${edit}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(ids((await anonymous(NEWS)).body)).not.toContain(id);
    expect((await anonymous(`/api/insight/public/${id}`)).statusCode).toBe(404);
  });
});
