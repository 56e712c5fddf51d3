import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { MemberInsight } from '@techgold/contracts/insights';
import { insights } from '../../db/schema/insights.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers.ts';

const AUTHOR = 'author@techgold.test';

let t: TestContext;
let author: Client;
let authorId: number;
beforeAll(async () => {
  t = await createTestApp();
  author = new Client(t.app, '10.7.1.1');
  const login = await author.login(AUTHOR);
  expect(login.statusCode).toBe(200);
  authorId = (login.json() as { user: { id: number } }).user.id;
});
afterAll(() => t.close());

async function oneInsight(where: SQL | undefined) {
  const [row] = await t.handle.db
    .select({ id: insights.id, title: insights.title, body: insights.body })
    .from(insights)
    .where(where)
    .limit(1);
  if (!row) throw new Error('the demo data lacks an insight this test needs');
  return row;
}

describe('GET /api/insight/{id}', () => {
  it('answers a live insight with its body as a JSON string, author, tags and saved', async () => {
    const live = await oneInsight(eq(insights.live, true));
    await t.handle.db
      .insert(savedItems)
      .values({ userId: authorId, kind: 'article', itemId: live.id });
    const res = await author.get(`/api/insight/${live.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as MemberInsight;
    expect(body.id).toBe(live.id);
    expect(body.title).toBe(live.title);
    expect(typeof body.body).toBe('string');
    expect(JSON.parse(body.body)).toEqual(live.body);
    expect(body.saved).toBe(true);
    expect(body.live).toBe(1);
    expect(body.user.first_name).toBeTruthy();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['subtitle', 'created_at', 'thumbnail', 'tags']),
    );
  });

  it("shows the caller's own draft, marked not live, and hides other people's drafts", async () => {
    const [own] = await t.handle.db
      .insert(insights)
      .values({
        userId: authorId,
        title: 'My draft',
        url: 'my-draft-detail-test',
        live: false,
        body: { blocks: [] },
        editKeyHash: 'not-a-real-hash',
      })
      .returning({ id: insights.id });
    const mine = await author.get(`/api/insight/${own!.id}`);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as MemberInsight).live).toBe(0);

    const othersDraft = await oneInsight(
      and(eq(insights.live, false), ne(insights.userId, authorId)),
    );
    const res = await author.get(`/api/insight/${othersDraft.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This article is not available' });
  });

  it('answers 404 for unknown and malformed ids, and 401 to an anonymous caller', async () => {
    for (const id of ['2000000000', '0', 'abc', '1e3', '99999999999', '%00']) {
      const res = await author.get(`/api/insight/${id}`);
      expect(res.statusCode, id).toBe(404);
    }
    const live = await oneInsight(eq(insights.live, true));
    expect((await t.app.inject({ url: `/api/insight/${live.id}` })).statusCode).toBe(401);
  });

  it('does not show a live insight as saved by someone who did not save it', async () => {
    const live = await oneInsight(eq(insights.live, true));
    const other = new Client(t.app, '10.7.1.2');
    expect((await other.login()).statusCode).toBe(200);
    const [me] = await t.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'learner@northbridge-university.test'));
    await t.handle.db
      .delete(savedItems)
      .where(
        and(
          eq(savedItems.userId, me!.id),
          eq(savedItems.itemId, live.id),
          eq(savedItems.kind, 'article'),
        ),
      );
    expect(((await other.get(`/api/insight/${live.id}`)).json() as MemberInsight).saved).toBe(
      false,
    );
  });
});
