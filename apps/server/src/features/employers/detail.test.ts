import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EmployerResponse } from '@techgold/contracts/employers';
import { insights } from '../../db/schema/insights.ts';
import { employers } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let member: Client;
let learnerId: number;
let harbourId: number;
let quietId: number;

beforeAll(async () => {
  t = await createTestApp();
  member = new Client(t.app, '10.32.0.1');
  expect((await member.login()).statusCode).toBe(200);
  const [learner] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LEARNER));
  learnerId = learner!.id;
  const [harbour] = await t.handle.db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(employers.title, 'Harbour Systems'));
  harbourId = harbour!.id;
  // An employer none of whose people wrote anything.
  const [quiet] = await t.handle.db
    .insert(employers)
    .values({
      title: 'Quiet Quarry Ltd',
      tsUuid: '00000000-0000-4000-8000-0000000000aa',
      profile: 'First paragraph.\n\nSecond <b>paragraph</b>.',
    })
    .returning({ id: employers.id });
  quietId = quiet!.id;
  // Enough live insights by Harbour's people for more than one page, plus a draft that must
  // not show. 24 share one instant, so the page boundary falls among ties the id must break.
  const [author] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.employerId, harbourId))
    .limit(1);
  const at = new Date('2099-06-01T12:00:00.123456Z');
  await t.handle.db.insert(insights).values([
    ...Array.from({ length: 24 }, (_, i) => ({
      title: `Harbour extra ${i}`,
      body: { blocks: [] },
      url: `harbour-extra-${i}`,
      live: true,
      editKeyHash: 'x',
      userId: author!.id,
      createdAt: at,
    })),
    {
      title: 'Harbour draft',
      body: { blocks: [] },
      url: 'harbour-draft',
      live: false,
      editKeyHash: 'x',
      userId: author!.id,
    },
  ]);
});
afterAll(() => t.close());

async function get(id: number | string, query = '') {
  const res = await member.get(`/api/employer/${id}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EmployerResponse;
}

/** Live insights by the employer's people, newest first. */
async function expectedInsights(employerId: number) {
  const rows = await t.handle.db
    .select({ id: insights.id })
    .from(insights)
    .innerJoin(users, eq(users.id, insights.userId))
    .where(and(eq(users.employerId, employerId), eq(insights.live, true)))
    .orderBy(sql`${insights.createdAt} desc`, sql`${insights.id} desc`);
  return rows.map((r) => r.id);
}

describe('GET /api/employer/{id}', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/employer/${harbourId}` });
    expect(res.statusCode).toBe(401);
  });

  it('answers the employer with profile, tags and the saved flag', async () => {
    const res = await member.get(`/api/employer/${harbourId}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as EmployerResponse;
    const [row] = await t.handle.db.select().from(employers).where(eq(employers.id, harbourId));
    expect(body.employer).toMatchObject({
      id: harbourId,
      title: 'Harbour Systems',
      url: row!.url,
      ts_uuid: row!.tsUuid,
      logo_url: row!.logoUrl,
      address_state: row!.addressState,
      profile: row!.profile,
    });
    expect(Object.keys(body.employer).sort()).toEqual(
      [
        'address_state',
        'id',
        'logo_url',
        'profile',
        'saved',
        'tags',
        'title',
        'ts_uuid',
        'url',
      ].sort(),
    );
    expect(body.employer.tags.length).toBeGreaterThan(0);
    const saved = await t.handle.db
      .select()
      .from(savedItems)
      .where(
        and(
          eq(savedItems.userId, learnerId),
          eq(savedItems.kind, 'employer'),
          eq(savedItems.itemId, harbourId),
        ),
      );
    expect(body.employer.saved).toBe(saved.length === 1);
  });

  it("lists its people's live insights newest first, 20 a page, then the rest by cursor", async () => {
    const expected = await expectedInsights(harbourId);
    expect(expected.length).toBeGreaterThan(20);
    const one = await get(harbourId);
    expect(one.insights_total).toBe(expected.length);
    expect(one.insights.map((i) => i.id)).toEqual(expected.slice(0, 20));
    expect(one.insights_next_cursor).toEqual(expect.any(String));
    const two = await get(harbourId, `?cursor=${one.insights_next_cursor}`);
    expect(two.insights.map((i) => i.id)).toEqual(expected.slice(20));
    expect(two.insights_next_cursor).toBeNull();
    expect(two.employer.id).toBe(harbourId);
    // Member list items: author with the employer, and the caller's saved flag.
    const item = one.insights[0]!;
    expect(item.user.employer).toEqual({ id: harbourId, title: 'Harbour Systems' });
    expect(typeof item.saved).toBe('boolean');
    expect(item.tags.every((tag) => 'news_category' in tag)).toBe(true);
    expect(one.insights.some((i) => i.title === 'Harbour draft')).toBe(false);
  });

  it('marks the insights the caller saved', async () => {
    const one = await get(harbourId);
    const target = one.insights.find((i) => !i.saved)!;
    await t.handle.db
      .insert(savedItems)
      .values({ userId: learnerId, kind: 'article', itemId: target.id });
    const again = await get(harbourId);
    expect(again.insights.find((i) => i.id === target.id)!.saved).toBe(true);
  });

  it('answers an employer without insights with an empty list', async () => {
    const body = await get(quietId);
    expect(body.employer.title).toBe('Quiet Quarry Ltd');
    expect(body.employer.profile).toBe('First paragraph.\n\nSecond <b>paragraph</b>.');
    expect(body.employer.url).toBeNull();
    expect(body.employer.tags).toEqual([]);
    expect(body.insights).toEqual([]);
    expect(body.insights_total).toBe(0);
    expect(body.insights_next_cursor).toBeNull();
  });

  it.each(['999999', '0', '-1', 'abc', '1.5', '01', '2147483648', '%20', 'null'])(
    'answers 404 with a message for id %s',
    async (id) => {
      const res = await member.get(`/api/employer/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    },
  );

  it.each([
    `?cursor=${Buffer.from('2025-02-31 10:00:00+00|5').toString('base64url')}`,
    `?cursor=${Buffer.from('2025-01-01 24:00:00+00|5').toString('base64url')}`,
    `?cursor=${Buffer.from('2025-01-01 10:00:00+00|0').toString('base64url')}`,
    `?cursor=${Buffer.from('2025-01-01 10:00:00+00|5|6').toString('base64url')}`,
    '?cursor=bm9wZQ',
    '?cursor=a&cursor=b',
    `?cursor=${'A'.repeat(201)}`,
  ])('%s → 400 naming cursor', async (query) => {
    const res = await member.get(`/api/employer/${harbourId}${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['cursor']);
  });

  it('never lists a draft by its people, on any page', async () => {
    const drafts = await t.handle.db
      .select({ id: insights.id })
      .from(insights)
      .where(and(eq(insights.live, false), inArray(insights.url, ['harbour-draft'])));
    const all = [
      ...(await get(harbourId)).insights,
      ...(await get(harbourId, `?cursor=${(await get(harbourId)).insights_next_cursor}`)).insights,
    ];
    expect(all.some((i) => drafts.some((d) => d.id === i.id))).toBe(false);
  });
});
