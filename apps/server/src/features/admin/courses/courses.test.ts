// Courses in the console: editors and admins list, create, edit, unlist and delete them; the
// public finder (anonymous, cached) follows each change at once, facets included; every
// change is audited in its transaction and a refused change leaves no audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { courseMessages } from '@techgold/contracts/admin/courses';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, auditOf, rows, signedIn } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Detail {
  id: number;
  title: string;
  learning_outcomes: string;
  listed: boolean;
  updated_at: string;
  school: { id: number; title: string };
  location: { id: number; title: string } | null;
}

/** An anonymous visitor's read of the public finder (the anonymous cache may answer it). */
async function finder(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/courses?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    courses: { id: number; title: string; criteria: string | null }[];
    total: number;
    filters: { locations: string[]; providers: string[] };
  };
}

async function northbridge() {
  const [row] = await rows<{ id: number }>(
    t,
    sql`select id from schools where title = 'Northbridge University'`,
  );
  return row!.id;
}

async function newLocation(title: string) {
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into locations (title) values (${title}) returning id`,
  );
  return row!.id;
}

async function createCourse(title: string, extra: Record<string, unknown> = {}) {
  const editor = await signedIn(t, EDITOR);
  const res = await editor.post('/api/admin/courses', {
    title,
    school_id: await northbridge(),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Detail;
}

describe('GET /api/admin/courses', () => {
  it('lists every course with search, filters, sort and paging, for editors and admins', async () => {
    const editor = await signedIn(t, EDITOR);
    const school = await northbridge();
    const res = await editor.get(
      `/api/admin/courses?school_id=${school}&sort=title&dir=desc&limit=2`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json() as {
      items: { title: string; school: { id: number } }[];
      total: number;
    };
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items.every((i) => i.school.id === school)).toBe(true);
    const titles = page.items.map((i) => i.title.toLowerCase());
    expect([...titles].sort().reverse()).toEqual(titles);

    const admin = await signedIn(t, ADMIN);
    const searched = (
      await admin.get(`/api/admin/courses?q=${encodeURIComponent(page.items[0]!.title)}`)
    ).json() as { items: { title: string }[] };
    expect(searched.items.map((i) => i.title)).toContain(page.items[0]!.title);

    const bad = await editor.get('/api/admin/courses?sort=colour&listed=maybe&limit=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'limit',
      'listed',
      'sort',
    ]);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/courses')).statusCode).toBe(403);
    expect((await (await signedIn(t)).get('/api/admin/courses')).statusCode).toBe(401);
  });

  it('answers the form’s dropdowns and one course; unknown ids are 404', async () => {
    const editor = await signedIn(t, EDITOR);
    const options = (await editor.get('/api/admin/course-options')).json() as {
      schools: { title: string }[];
      programme_types: unknown[];
    };
    expect(options.schools.map((s) => s.title)).toContain('Northbridge University');
    expect(options.programme_types.length).toBeGreaterThan(0);
    expect((await editor.get('/api/admin/courses/99999999')).statusCode).toBe(404);
    expect((await editor.get('/api/admin/courses/abc')).statusCode).toBe(404);
  });
});

describe('changing courses', () => {
  it('a new course reaches the public finder and its facets at once, outcomes stored as criteria', async () => {
    const place = `Testford ${Date.now()}`;
    const location = await newLocation(place);
    // Warm the anonymous cache and the finder's facets first.
    expect((await finder('limit=1')).filters.locations).not.toContain(place);
    const created = await createCourse('Applied Quantum Testing', {
      learning_outcomes: '  Explain superposition \n\nDesign a test plan\r\n',
      location_id: location,
      duration: '12 weeks',
    });
    expect(created.learning_outcomes).toBe('Explain superposition\nDesign a test plan');
    expect(created.location).toEqual({ id: location, title: place });

    const after = await finder(`location=${encodeURIComponent(place)}`);
    expect(after.filters.locations).toContain(place);
    expect(after.courses).toEqual([
      expect.objectContaining({
        id: created.id,
        criteria: 'Explain superposition;Design a test plan',
      }),
    ]);
    expect(await auditOf(t, 'course', created.id)).toEqual([
      expect.objectContaining({
        action: 'course.create',
        after: expect.objectContaining({ title: 'Applied Quantum Testing', location_id: location }),
      }),
    ]);
  });

  it('an edit shows in the finder at once; unlisting hides it; a stale copy is refused', async () => {
    const created = await createCourse('Cloud Basics For Testing');
    const editor = await signedIn(t, EDITOR);
    await finder('q=Cloud%20Basics%20For%20Testing'); // cached before the edit
    const renamed = await editor.request('PATCH', `/api/admin/courses/${created.id}`, {
      updated_at: created.updated_at,
      title: 'Cloud Foundations For Testing',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const v2 = renamed.json() as Detail;
    expect(v2.updated_at).not.toBe(created.updated_at);
    expect((await finder('q=Cloud%20Basics%20For%20Testing')).total).toBe(0);
    expect((await finder('q=Cloud%20Foundations%20For%20Testing')).courses[0]?.id).toBe(created.id);

    const stale = await editor.request('PATCH', `/api/admin/courses/${created.id}`, {
      updated_at: created.updated_at,
      listed: false,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: adminMessages.stale });

    const unlisted = await editor.request('PATCH', `/api/admin/courses/${created.id}`, {
      updated_at: v2.updated_at,
      listed: false,
    });
    expect(unlisted.statusCode).toBe(200);
    expect((await finder('q=Cloud%20Foundations%20For%20Testing')).total).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/course/${created.id}` })).statusCode,
    ).toBe(404);
    // Still in the console, marked unlisted.
    const list = (
      await editor.get('/api/admin/courses?listed=false&q=Cloud%20Foundations')
    ).json() as {
      items: { id: number; listed: boolean }[];
    };
    expect(list.items).toEqual([expect.objectContaining({ id: created.id, listed: false })]);
    expect((await auditOf(t, 'course', created.id)).map((a) => [a.action, a.after])).toEqual([
      ['course.create', expect.anything()],
      ['course.update', { title: 'Cloud Foundations For Testing' }],
      ['course.update', { listed: false }],
    ]);
  });

  it('refuses bad input with field errors and leaves no course and no audit row', async () => {
    const editor = await signedIn(t, EDITOR);
    const school = await northbridge();
    const [{ n: before }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where action like 'course.%'`,
    )) as [{ n: number }];
    const shape = await editor.post('/api/admin/courses', {
      title: '',
      school_id: 'x',
      url: 'ftp://nope',
      learning_outcomes: 'One; two',
      unknown: 1,
    });
    expect(shape.statusCode).toBe(422);
    const errors = (shape.json() as { errors: Record<string, string[]> }).errors;
    expect(errors.learning_outcomes).toEqual([courseMessages.outcomeSemicolon]);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['title', 'school_id', 'url']));

    const unknown = await editor.post('/api/admin/courses', {
      title: 'Nowhere Course',
      school_id: school,
      subject_id: 2_000_000_000,
      location_id: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(422);
    expect((unknown.json() as { errors: object }).errors).toEqual({
      subject_id: [courseMessages.unknownOption],
      location_id: [courseMessages.unknownOption],
    });
    const tooMany = await editor.post('/api/admin/courses', {
      title: 'Long Course',
      school_id: school,
      learning_outcomes: Array.from({ length: 31 }, (_, i) => `Outcome ${i}`).join('\n'),
    });
    expect(tooMany.statusCode).toBe(422);
    expect((tooMany.json() as { errors: object }).errors).toEqual({
      learning_outcomes: [courseMessages.tooManyOutcomes],
    });
    expect(
      await rows(t, sql`select id from courses where title in ('Nowhere Course', 'Long Course')`),
    ).toEqual([]);
    const [{ n: after }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where action like 'course.%'`,
    )) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('refuses to delete a course members study, saying why; deletes an unused one', async () => {
    const created = await createCourse('Short Lived Course');
    const editor = await signedIn(t, EDITOR);
    await t.app.database.db.execute(
      sql`update users set course_id = ${created.id} where email = ${LEARNER}`,
    );
    const refused = await editor.request('DELETE', `/api/admin/courses/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(
      'This course cannot be deleted: 1 member still refers to it. Unlist it instead.',
    );
    expect((await auditOf(t, 'course', created.id)).map((a) => a.action)).toEqual([
      'course.create',
    ]);
    await t.app.database.db.execute(
      sql`update users set course_id = null where email = ${LEARNER}`,
    );
    // Without the CSRF header the delete never runs.
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/courses/${created.id}`,
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect((await editor.request('DELETE', `/api/admin/courses/${created.id}`)).statusCode).toBe(
      204,
    );
    expect((await editor.get(`/api/admin/courses/${created.id}`)).statusCode).toBe(404);
    expect((await auditOf(t, 'course', created.id)).at(-1)).toMatchObject({
      action: 'course.delete',
      before: { title: 'Short Lived Course' },
    });
  });
});
