import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, sql } from 'drizzle-orm';
import type { Course, CoursesResponse } from '@techgold/contracts/courses';
import { courses } from '../../db/schema/courses.ts';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup';
import { Client, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { FILTER_ORDER } from './service.ts';

let t: TestContext;
let all: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.handle.db.select({ n: count() }).from(courses);
  all = Number(row!.n);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const find = async (query = '') => {
  const res = await get(`/api/courses${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as CoursesResponse;
};
const sorted = (values: string[]) => [...values].sort(FILTER_ORDER.compare);

describe('GET /api/courses', () => {
  it('returns the first 10 courses by title, the total and the dropdown values', async () => {
    const body = await find();
    expect(body.courses).toHaveLength(10);
    expect(body.total).toBe(all);
    // Title order as the database collates it (C and en_US order punctuation differently).
    const expected = await t.handle.db
      .select({ id: courses.id })
      .from(courses)
      .orderBy(sql`lower(${courses.title})`, asc(courses.id))
      .limit(10);
    expect(body.courses.map((c) => c.id)).toEqual(expected.map((r) => r.id));
    const c = body.courses[0]!;
    expect(Object.keys(c).sort()).toEqual(
      [
        'badge_id',
        'criteria',
        'description',
        'duration',
        'id',
        'location',
        'programme_level',
        'programme_type',
        'school',
        'subject',
        'title',
        'url',
      ].sort(),
    );
    expect(Object.keys(c.school).sort()).toEqual(['address_state', 'id', 'title', 'url']);
    const { providers, locations, types, subjects } = body.filters;
    expect(providers.length).toBeGreaterThan(5);
    expect(sorted(providers)).toEqual(providers);
    expect(sorted(locations)).toEqual(locations);
    expect(sorted(subjects)).toEqual(subjects);
    // SPEC §2: every dropdown lists its distinct values sorted.
    expect(types).toEqual(['Apprenticeship', 'Degree', 'Training Programme']);
    expect(JSON.stringify(body)).not.toContain('"search"');
  });

  it('pages by offset with no gaps or repeats', async () => {
    const ids: number[] = [];
    for (let offset = 0; offset < all; offset += 10) {
      ids.push(...(await find(`?offset=${offset}`)).courses.map((c) => c.id));
    }
    expect(ids).toHaveLength(all);
    expect(new Set(ids).size).toBe(all);
  });

  it('searches title and provider title, case-insensitively, with % taken literally', async () => {
    const byTitle = await find('?q=SOFTWARE&limit=50');
    expect(byTitle.total).toBeGreaterThan(0);
    for (const c of byTitle.courses) {
      expect(`${c.title} ${c.school.title}`.toLowerCase()).toContain('software');
    }
    const provider = (await find()).courses[0]!.school.title;
    const byProvider = await find(`?q=${encodeURIComponent(provider.slice(2, 12).toLowerCase())}`);
    expect(byProvider.courses.some((c) => c.school.title === provider)).toBe(true);
    expect((await find('?q=%25%25%25')).total).toBe(0);
    expect((await find('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).total).toBe(0);
  });

  it('applies each dropdown filter, alone and combined', async () => {
    const { filters } = await find();
    const check = async (param: string, value: string, pick: (c: Course) => string | undefined) => {
      const body = await find(`?${param}=${encodeURIComponent(value)}&limit=50`);
      expect(body.total).toBeGreaterThan(0);
      for (const c of body.courses) expect(pick(c)).toBe(value);
      return body;
    };
    await check('provider', filters.providers[0]!, (c) => c.school.title);
    await check('location', filters.locations[0]!, (c) => c.location?.title);
    await check('subject', filters.subjects[0]!, (c) => c.subject?.title);
    const degrees = await check('type', 'Degree', (c) => c.programme_type?.title);
    expect((await find('?type=degree&limit=50')).total).toBe(degrees.total);
    const both = await find(
      `?type=Degree&subject=${encodeURIComponent(degrees.courses[0]!.subject!.title)}&limit=50`,
    );
    expect(both.total).toBeLessThanOrEqual(degrees.total);
    expect(both.courses.every((c) => c.programme_type?.title === 'Degree')).toBe(true);
    expect((await find('?provider=Nobody%20Here')).total).toBe(0);
    expect((await find('?provider=&location=&type=&subject=&q=')).total).toBe(all);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=ten', 'limit'],
    ['?offset=-5', 'offset'],
    ['?offset=1&offset=2', 'offset'],
    ['?provider=a&provider=b', 'provider'],
    [`?q=${'a'.repeat(101)}`, 'q'],
    [`?subject=${'s'.repeat(201)}`, 'subject'],
    ['?q=%00', 'q'],
    ['?provider=a%00b', 'provider'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await get(`/api/courses${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]?.[0]).toBeTruthy();
  });
});

describe('GET /api/course/{id}', () => {
  it('returns one course in the list shape', async () => {
    const [first] = (await find()).courses;
    const res = await get(`/api/course/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999', '%3Cb%3E'])(
    '%s → 404 JSON',
    async (id) => {
      const res = await get(`/api/course/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBeTruthy();
    },
  );
});

describe('the sign-up placeholder provider', () => {
  it('never appears in the course finder, its filters or as a course page', async () => {
    const c = new Client(t.app, '10.9.9.9');
    await c.csrf();
    // An unmatched learner address creates the placeholder provider and its dummy course.
    const verify = await c.post('/api/verify-email', { email: 'someone@gmail.com' });
    expect(verify.statusCode).toBe(200);
    const dummyCourseId = verify.json().match.courses[0].id as number;
    const list = await t.app.inject({ method: 'GET', url: '/api/courses?limit=50&q=not%20listed' });
    expect(list.json().courses).toEqual([]);
    const all = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(all.json().filters.providers).not.toContain(PLACEHOLDER_SCHOOL.title);
    const page = await t.app.inject({ method: 'GET', url: `/api/course/${dummyCourseId}` });
    expect(page.statusCode).toBe(404);
  });
});
