import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { SchoolResponse } from '@techgold/contracts/schools';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { courses } from '../../db/schema/courses.ts';
import { schools } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let member: Client;
let learnerId: number;
let northbridgeId: number;

beforeAll(async () => {
  t = await createTestApp();
  member = new Client(t.app, '10.34.0.1');
  expect((await member.login()).statusCode).toBe(200);
  const [learner] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LEARNER));
  learnerId = learner!.id;
  const [northbridge] = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.title, 'Northbridge University'));
  northbridgeId = northbridge!.id;
  // The sign-up placeholder, as the first unmatched learner creates it: with its one course.
  const [placeholder] = await t.handle.db
    .insert(schools)
    .values({ title: PLACEHOLDER_SCHOOL.title, tsUuid: PLACEHOLDER_SCHOOL.tsUuid })
    .returning({ id: schools.id });
  await t.handle.db
    .insert(courses)
    .values({ title: PLACEHOLDER_SCHOOL.courseTitle, schoolId: placeholder!.id });
});
afterAll(() => t.close());

const idOf = async (title: string) =>
  (await t.handle.db.select({ id: schools.id }).from(schools).where(eq(schools.title, title)))[0]
    ?.id;

describe('GET /api/school/{id}', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/school/${northbridgeId}` });
    expect(res.statusCode).toBe(401);
  });

  it('answers the provider with its profile, saved flag and every course A–Z', async () => {
    const res = await member.get(`/api/school/${northbridgeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { school } = res.json() as SchoolResponse;
    const [row] = await t.handle.db.select().from(schools).where(eq(schools.id, northbridgeId));
    expect(school).toMatchObject({
      id: northbridgeId,
      title: 'Northbridge University',
      url: row!.url,
      ts_uuid: row!.tsUuid,
      logo_url: row!.logoUrl,
      address_state: row!.addressState,
      profile: row!.profile,
    });
    expect(Object.keys(school).sort()).toEqual(
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
    const mine = await t.handle.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.schoolId, northbridgeId))
      .orderBy(sql`lower(${courses.title})`, courses.id);
    expect(mine.length).toBeGreaterThan(3);
    expect(school.courses).toEqual(mine);
    expect(school.course_count).toBe(mine.length);
    const saved = await t.handle.db
      .select()
      .from(savedItems)
      .where(
        and(
          eq(savedItems.userId, learnerId),
          eq(savedItems.kind, 'school'),
          eq(savedItems.itemId, northbridgeId),
        ),
      );
    expect(school.saved).toBe(saved.length === 1);
  });

  it('answers 404 for providers without courses and for the sign-up placeholder', async () => {
    for (const title of ['Tidewater Institute of Technology', PLACEHOLDER_SCHOOL.title]) {
      const id = await idOf(title);
      expect(id, title).toBeDefined();
      const res = await member.get(`/api/school/${id}`);
      expect(res.statusCode, title).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it.each(['999999', '0', '-1', 'abc', '1e3', '01', '2147483648', '%00'])(
    'answers 404 with a message for id %s',
    async (id) => {
      const res = await member.get(`/api/school/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    },
  );
});
