// Editor documents built to break what reads them: deep nesting in tunes, meta and list items,
// and media pointing at other paths of the site. Each is refused with a 422 (or its free-form
// part dropped), the insight keeps its last saved state, and the site keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_DEPTH_MAX } from '@techgold/contracts/editor';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers.ts';

let t: TestContext;
let author: Client;
let id: number;
/** The edit key (docs/decisions/0041): each save answers the next one. */
let edit: string;

beforeAll(async () => {
  t = await createTestApp();
  author = new Client(t.app, '10.13.0.1');
  expect((await author.login('author@techgold.test')).statusCode).toBe(200);
  const created = await author.post('/api/insight');
  expect(created.statusCode).toBe(201);
  ({ id, edit } = created.json() as { id: number; edit: string });
});
afterAll(() => t.close());

const doc = (...blocks: object[]) => JSON.stringify({ time: 1, blocks, version: '2.31.0' });
async function save(body: string) {
  const res = await author.request('PUT', `/api/insight/${id}`, {
    title: 'Hostile',
    live: 0,
    body,
    thumbnail: null,
    edit,
  });
  if (res.statusCode === 200) edit = (res.json() as { edit: string }).edit;
  return res;
}

/** list-v2 items nested `depth` levels (1 = a flat list). */
function nestedItems(depth: number): object[] {
  let items: object[] = [];
  for (let level = depth; level >= 1; level--) items = [{ content: `L${level}`, items }];
  return items;
}
const list = (depth: number, extra: object = {}) => ({
  type: 'list',
  data: { style: 'unordered', items: nestedItems(depth), ...extra },
});

async function storedBody() {
  const res = await author.get(`/api/insight/${id}/${edit}`);
  expect(res.statusCode).toBe(200);
  return JSON.parse((res.json() as { body: string }).body) as {
    blocks: Array<Record<string, unknown>>;
  };
}

describe('a hostile editor document', () => {
  it('block tunes nested 3,000 deep in a 6 KB body: refused, and the site keeps serving', async () => {
    const tunes = { a: JSON.parse('['.repeat(3000) + ']'.repeat(3000)) };
    const body = doc({ type: 'paragraph', data: { text: 'x' }, tunes });
    expect(Buffer.byteLength(body)).toBeLessThan(7000);
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.body[0]).toMatch(/nests too deeply/);
    expect((await author.get('/api/insights/public')).statusCode).toBe(200);
    expect((await new Client(t.app, '10.13.0.9').login('author@techgold.test')).statusCode).toBe(
      200,
    );
  });

  it('list items nested 630 deep: a 422, not a validator crash', async () => {
    const res = await save(doc(list(630)));
    expect(res.statusCode, res.body).toBe(422);
  });

  it(`lists nest ${LIST_DEPTH_MAX} levels (what the renderer draws) and not one more`, async () => {
    expect((await save(doc(list(LIST_DEPTH_MAX)))).statusCode).toBe(200);
    const deeper = await save(doc(list(LIST_DEPTH_MAX + 1)));
    expect(deeper.statusCode, deeper.body).toBe(422);
    // The refused save changed nothing: the document at the cap is what is stored.
    let depth = 0;
    let items = (await storedBody()).blocks[0]!.data as { items: Array<{ items: unknown[] }> };
    while (items.items?.length) {
      depth++;
      items = items.items[0] as unknown as typeof items;
    }
    expect(depth).toBe(LIST_DEPTH_MAX);
  });

  it('tunes are not stored; list meta holds only what the renderer reads', async () => {
    const ok = await save(
      doc(
        { type: 'paragraph', data: { text: 'Tuned' }, tunes: { anchor: 'x' } },
        list(1, { style: 'ordered', meta: { counterType: 'upper-roman', start: 3 } }),
      ),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [paragraph, ordered] = (await storedBody()).blocks;
    expect(paragraph).not.toHaveProperty('tunes');
    expect((ordered!.data as { meta: unknown }).meta).toEqual({
      counterType: 'upper-roman',
      start: 3,
    });

    for (const meta of [{ nested: { deep: [1] } }, { counterType: 'numeric', extra: 1 }]) {
      const res = await save(doc(list(1, { meta })));
      expect(res.statusCode, JSON.stringify(meta)).toBe(422);
    }
    const itemMeta = await save(
      doc({
        type: 'list',
        data: { style: 'checklist', items: [{ content: 'a', meta: { x: [[1]] }, items: [] }] },
      }),
    );
    expect(itemMeta.statusCode).toBe(422);
  });

  it.each([
    '/api/user/password_reset_link',
    '/media/../api/user/password_reset_link',
    '/media/%2e%2e/api/user/password_reset_link',
    '/logout',
    '/account',
  ])('an image or attachment pointing at %s is refused', async (url) => {
    for (const block of [
      { type: 'image', data: { file: { url }, alt: 'x' } },
      { type: 'attaches', data: { file: { url, name: 'x.pdf' } } },
    ]) {
      const res = await save(doc(block));
      expect(res.statusCode, `${block.type} ${url}`).toBe(422);
      expect(res.json().errors).toHaveProperty('body.blocks.0.data.file.url');
    }
  });

  it('our own media paths and https links are still accepted', async () => {
    const res = await save(
      doc(
        { type: 'image', data: { file: { url: '/media/uploads/a.png' }, alt: 'A' } },
        { type: 'image', data: { file: { url: 'https://cdn.example/b.png' }, alt: 'B' } },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
