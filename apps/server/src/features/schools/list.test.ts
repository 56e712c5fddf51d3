import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { SchoolsResponse } from '@techgold/contracts/schools';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { courses } from '../../db/schema/courses.ts';
import { schools } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let member: Client;
let learnerId: number;
let literalIds: number[];
let emptyId: number;
let placeholderId: number;

const LITERAL = ['Percent 100% College', 'Under_score Academy'];

beforeAll(async () => {
  t = await createTestApp();
  member = new Client(t.app, '10.33.0.1');
  expect((await member.login()).statusCode).toBe(200);
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LEARNER));
  learnerId = row!.id;
  const inserted = await t.handle.db
    .insert(schools)
    .values(
      [...LITERAL, 'Percent 100% Empty School'].map((title, i) => ({
        title,
        tsUuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      })),
    )
    .returning({ id: schools.id });
  literalIds = inserted.slice(0, 2).map((r) => r.id);
  emptyId = inserted[2]!.id;
  // The sign-up placeholder, as the first unmatched learner creates it: with its one course.
  const [placeholder] = await t.handle.db
    .insert(schools)
    .values({ title: PLACEHOLDER_SCHOOL.title, tsUuid: PLACEHOLDER_SCHOOL.tsUuid })
    .returning({ id: schools.id });
  placeholderId = placeholder!.id;
  // The first two get courses; the third has none and must stay hidden.
  await t.handle.db
    .insert(courses)
    .values([
      ...literalIds.map((schoolId, i) => ({ title: `Literal course ${i}`, schoolId })),
      { title: PLACEHOLDER_SCHOOL.courseTitle, schoolId: placeholderId },
    ]);
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await member.get(`/api/schools${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SchoolsResponse;
}

/** Listed providers (≥ 1 course, not the placeholder) in the order the directory shows them. */
async function listedInOrder(): Promise<number[]> {
  const rows = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(
      sql`exists (select 1 from ${courses} where ${courses.schoolId} = ${schools.id})
        and ${schools.tsUuid} <> ${PLACEHOLDER_SCHOOL.tsUuid}`,
    )
    .orderBy(sql`lower(${schools.title})`, schools.id);
  return rows.map((r) => r.id);
}

async function savedSchoolIds() {
  const rows = await t.handle.db
    .select({ id: savedItems.itemId })
    .from(savedItems)
    .where(and(eq(savedItems.userId, learnerId), eq(savedItems.kind, 'school')));
  const listed = new Set(await listedInOrder());
  return new Set(rows.map((r) => r.id).filter((id) => listed.has(id)));
}

async function pageThrough(query: string) {
  const seen: number[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const body = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...body.schools.map((s) => s.id));
    cursor = body.next_cursor;
  }
  return seen;
}

describe('GET /api/schools', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schools' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the first 20 listed providers A–Z with up to 3 courses, the course count and saved', async () => {
    const res = await member.get('/api/schools');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as SchoolsResponse;
    const order = await listedInOrder();
    expect(order.length).toBeGreaterThan(20);
    expect(body.schools.map((s) => s.id)).toEqual(order.slice(0, 20));
    expect(body.total).toBe(order.length);
    expect(body.counts).toEqual({ all: order.length, saved: (await savedSchoolIds()).size });
    expect(Object.keys(body.schools[0]!).sort()).toEqual(
      [
        'address_state',
        'course_count',
        'courses',
        'id',
        'logo_url',
        'profile',
        'saved',
        'title',
        'ts_uuid',
        'url',
      ].sort(),
    );
    // SPEC §3: every row carries the provider's profile, in full.
    const profiles = new Map(
      (await t.handle.db.select({ id: schools.id, profile: schools.profile }).from(schools)).map(
        (r) => [r.id, r.profile],
      ),
    );
    for (const s of body.schools) expect(s.profile).toBe(profiles.get(s.id));
    expect(body.schools.filter((s) => s.profile).length).toBeGreaterThan(0);
    for (const s of body.schools) {
      const mine = await t.handle.db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(eq(courses.schoolId, s.id))
        .orderBy(sql`lower(${courses.title})`, courses.id);
      expect(s.course_count).toBe(mine.length);
      expect(s.courses).toEqual(mine.slice(0, 3));
    }
  });

  it('shows at most three courses of a provider with more, and counts them all', async () => {
    const [northbridge] = (await list('?q=northbridge')).schools;
    expect(northbridge!.course_count).toBe(5);
    expect(northbridge!.courses).toHaveLength(3);
  });

  it('never lists the sign-up placeholder or providers without courses', async () => {
    const seen = await pageThrough('?limit=50');
    expect(seen).toEqual(await listedInOrder());
    expect(seen).not.toContain(emptyId);
    expect(seen).not.toContain(placeholderId);
    expect((await list(`?q=${encodeURIComponent(PLACEHOLDER_SCHOOL.title)}`)).total).toBe(0);
    const hidden = await t.handle.db
      .select({ title: schools.title })
      .from(schools)
      .where(sql`not exists (select 1 from ${courses} where ${courses.schoolId} = ${schools.id})`);
    expect(hidden.map((h) => h.title)).toEqual(
      expect.arrayContaining(['Tidewater Institute of Technology', 'Valebrook Training']),
    );
    expect((await list('?q=tidewater')).total).toBe(0);
  });

  it('two pages with the cursor continue exactly where the first ended', async () => {
    const order = await listedInOrder();
    const one = await list('?limit=9');
    const two = await list(`?limit=9&cursor=${one.next_cursor}`);
    expect([...one.schools, ...two.schools].map((s) => s.id)).toEqual(order.slice(0, 18));
    const rest = await pageThrough('?limit=9');
    expect(new Set(rest).size).toBe(rest.length);
  });

  it('searches titles case-insensitively, treating % and _ literally', async () => {
    const uni = await list('?q=UNIVERSITY');
    expect(uni.total).toBeGreaterThan(1);
    expect(uni.counts.all).toBe(uni.total);
    for (const s of uni.schools) expect(s.title).toMatch(/university/i);
    // The provider without courses has a % too, and stays hidden.
    const percent = await list(`?q=${encodeURIComponent('%')}`);
    expect(percent.schools.map((s) => s.title)).toEqual([LITERAL[0]]);
    const underscore = await list('?q=_');
    expect(underscore.schools.map((s) => s.title)).toEqual([LITERAL[1]]);
  });

  it('treats markup in a search as text', async () => {
    const res = await member.get(
      `/api/schools?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().total).toBe(0);
  });

  it('saved=1 lists the saved ones, and both tab counts follow the saves', async () => {
    const before = await list();
    const unsaved = before.schools.filter((s) => !s.saved).slice(0, 2);
    await t.handle.db.insert(savedItems).values([
      ...unsaved.map((s) => ({ userId: learnerId, kind: 'school' as const, itemId: s.id })),
      // A saved provider that is not listed counts nowhere.
      { userId: learnerId, kind: 'school' as const, itemId: emptyId },
    ]);
    const after = await list();
    expect(after.counts.saved).toBe(before.counts.saved + 2);
    for (const s of after.schools.filter((x) => unsaved.some((u) => u.id === x.id))) {
      expect(s.saved).toBe(true);
    }
    const saved = await list('?saved=1&limit=50');
    expect(new Set(saved.schools.map((s) => s.id))).toEqual(await savedSchoolIds());
    expect(saved.total).toBe(after.counts.saved);
    expect(saved.schools.every((s) => s.saved)).toBe(true);
    expect(new Set(await pageThrough('?saved=1&limit=1'))).toEqual(await savedSchoolIds());
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=x', 'limit'],
    ['?limit=1&limit=2', 'limit'],
    ['?saved=2', 'saved'],
    ['?q=a&q=b', 'q'],
    [`?q=${'x'.repeat(101)}`, 'q'],
    ['?cursor=bm9wZQ', 'cursor'],
    [`?cursor=${Buffer.from('[-4,"a"]').toString('base64url')}`, 'cursor'],
    [`?cursor=${Buffer.from('["1","a"]').toString('base64url')}`, 'cursor'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await member.get(`/api/schools${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});
