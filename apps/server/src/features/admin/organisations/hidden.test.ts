// Hidden organisations (decision 0063): an admin hides an employer or learning provider with
// the console's PATCH, and it leaves every public and member list at once — the directories
// and their counts, tag filter and saved tab, platform search, saving, its page (a 404 like an
// unknown id), the course finder (its provider dropdown, searches, totals and the provider's
// courses), the sitemap and article bylines — and comes back when listed again. Sign-up domain
// matching and a member's own organisation are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { type OrganisationKind } from '@techgold/contracts/admin/organisations';
import { createTestApp, LEARNER, type Client, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, auditOf, rows, signedIn } from '../test-fixtures.ts';

let t: TestContext;
let admin: Client;
let member: Client;

const EMPLOYER = 'Harbour Systems';
const SCHOOL = 'Ashcombe Vale College';

async function idOf(kind: OrganisationKind, title: string) {
  const table = sql.raw(kind === 'school' ? 'schools' : 'employers');
  const [row] = await rows<{ id: number }>(t, sql`select id from ${table} where title = ${title}`);
  return row!.id;
}

async function version(kind: OrganisationKind, id: number) {
  const res = await admin.get(`/api/admin/organisations/${kind}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { updated_at: string }).updated_at;
}

async function setListed(kind: OrganisationKind, id: number, listed: boolean) {
  const res = await admin.request('PATCH', `/api/admin/organisations/${kind}/${id}`, {
    updated_at: await version(kind, id),
    listed,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ listed });
}

/** Runs `check` listed, hidden, and listed again. */
async function hideAndShow(
  kind: OrganisationKind,
  id: number,
  check: (hidden: boolean) => Promise<void>,
) {
  await check(false);
  await setListed(kind, id, false);
  try {
    await check(true);
  } finally {
    await setListed(kind, id, true);
  }
  await check(false);
}

const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
const titles = (items: { title: string }[]) => items.map((i) => i.title);

beforeAll(async () => {
  t = await createTestApp({ ANON_CACHE_MAX_BYTES: String(4 * 1024 * 1024) });
  admin = await signedIn(t, ADMIN);
  member = await signedIn(t, LEARNER);
});
afterAll(() => t.close());

describe('a hidden employer', () => {
  it('leaves the directory, its counts, tag filter and saved tab, and search', async () => {
    const id = await idOf('employer', EMPLOYER);
    // Give it a tag and the member's save, so each list has it to lose.
    const [tag] = await rows<{ id: number }>(
      t,
      sql`select id from tags where type = 1 order by id limit 1`,
    );
    await rows(
      t,
      sql`insert into employer_tags (employer_id, tag_id) values (${id}, ${tag!.id})
          on conflict do nothing`,
    );
    expect((await member.request('PUT', `/api/user/employer/${id}`)).statusCode).toBe(200);
    const all = (await member.get('/api/employers')).json() as { counts: { all: number } };

    await hideAndShow('employer', id, async (hidden) => {
      const found = (await member.get(`/api/employers?q=${encodeURIComponent(EMPLOYER)}`)).json();
      expect(titles(found.employers).includes(EMPLOYER)).toBe(!hidden);
      expect(found.total).toBe(hidden ? 0 : 1);
      const unfiltered = (await member.get('/api/employers')).json();
      expect(unfiltered.counts.all).toBe(all.counts.all - (hidden ? 1 : 0));
      const tagged = (await member.get(`/api/employers?tags=${tag!.id}&limit=50`)).json();
      expect(titles(tagged.employers).includes(EMPLOYER)).toBe(!hidden);
      const saved = (await member.get('/api/employers?saved=1&limit=50')).json();
      expect(titles(saved.employers).includes(EMPLOYER)).toBe(!hidden);
      expect(saved.counts.saved).toBe(saved.employers.length);
      const search = (await member.get(`/api/search?q=${encodeURIComponent(EMPLOYER)}`)).json();
      expect(titles(search.employers).includes(EMPLOYER)).toBe(!hidden);
    });
  });

  it('has no page (the same 404 as an unknown id) and cannot be saved', async () => {
    const id = await idOf('employer', EMPLOYER);
    const unknown = await member.get('/api/employer/99999999');
    expect(unknown.statusCode).toBe(404);
    await hideAndShow('employer', id, async (hidden) => {
      const page = await member.get(`/api/employer/${id}`);
      expect(page.statusCode).toBe(hidden ? 404 : 200);
      if (hidden) expect(page.json()).toEqual(unknown.json());
      else expect(page.json()).toMatchObject({ employer: { id, title: EMPLOYER } });
      expect((await member.request('PUT', `/api/user/employer/${id}`)).statusCode).toBe(
        hidden ? 404 : 200,
      );
    });
  });

  it('is not named on its people’s articles, public or member, while hidden', async () => {
    const [article] = await rows<{ id: number; employer_id: number }>(
      t,
      sql`select i.id, u.employer_id from insights i join users u on u.id = i.user_id
          where i.live and i.public and u.employer_id is not null
          order by i.created_at desc, i.id desc limit 1`,
    );
    const { id, employer_id: employerId } = article!;
    // The public list is answered from the anonymous cache: hiding must empty it.
    await anonymous('/api/insights/public?limit=99');
    expect((await anonymous('/api/insights/public?limit=99')).headers['x-anon-cache']).toBe('hit');
    await hideAndShow('employer', employerId, async (hidden) => {
      const named = hidden ? null : { id: employerId, title: expect.any(String) };
      const list = (await anonymous('/api/insights/public?limit=99')).json() as {
        insights: { id: number; user: { employer: unknown } }[];
      };
      expect(list.insights.find((i) => i.id === id)?.user.employer).toEqual(named);
      expect((await anonymous(`/api/insight/public/${id}`)).json()).toMatchObject({
        user: { employer: named },
      });
      const mine = (await member.get(`/api/insight/${id}`)).json() as {
        user: { employer: unknown };
      };
      expect(mine.user.employer).toEqual(named);
      const members = (await member.get('/api/insights?limit=50')).json() as {
        insights: { id: number; user: { employer: unknown } }[];
      };
      expect(members.insights.find((i) => i.id === id)?.user.employer).toEqual(named);
    });
  });

  it('still matches employee sign-ups by its domain; its people keep their record', async () => {
    const id = await idOf('employer', EMPLOYER);
    const visitor = await signedIn(t);
    const employee = await signedIn(t, 'employee@harbour-systems.test');
    await hideAndShow('employer', id, async () => {
      const me = (await employee.get('/api/user')).json() as { employer: { title: string } };
      expect(me.employer.title).toBe(EMPLOYER);
      const res = await visitor.post('/api/employer/verify-email', {
        email: 'new.starter@harbour-systems.test',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ match: { id, title: EMPLOYER } });
    });
  });
});

describe('a hidden learning provider', () => {
  it('leaves the directory, its counts and saved tab, search, and has no page', async () => {
    const id = await idOf('school', SCHOOL);
    expect((await member.request('PUT', `/api/user/school/${id}`)).statusCode).toBe(200);
    const all = (await member.get('/api/schools')).json() as { counts: { all: number } };
    const unknown = (await member.get('/api/school/99999999')).json();
    await hideAndShow('school', id, async (hidden) => {
      const found = (await member.get(`/api/schools?q=${encodeURIComponent(SCHOOL)}`)).json();
      expect(titles(found.schools).includes(SCHOOL)).toBe(!hidden);
      expect((await member.get('/api/schools')).json().counts.all).toBe(
        all.counts.all - (hidden ? 1 : 0),
      );
      const saved = (await member.get('/api/schools?saved=1&limit=50')).json();
      expect(titles(saved.schools).includes(SCHOOL)).toBe(!hidden);
      expect(saved.counts.saved).toBe(saved.schools.length);
      const search = (await member.get(`/api/search?q=${encodeURIComponent(SCHOOL)}`)).json();
      expect(titles(search.schools).includes(SCHOOL)).toBe(!hidden);
      const page = await member.get(`/api/school/${id}`);
      expect(page.statusCode).toBe(hidden ? 404 : 200);
      if (hidden) expect(page.json()).toEqual(unknown);
      expect((await member.request('PUT', `/api/user/school/${id}`)).statusCode).toBe(
        hidden ? 404 : 200,
      );
    });
  });

  it('leaves the course finder: dropdown, its courses, searches, totals and course pages', async () => {
    const id = await idOf('school', SCHOOL);
    const courses = await rows<{ id: number }>(
      t,
      sql`select id from courses where school_id = ${id} order by id`,
    );
    expect(courses.length).toBeGreaterThan(0);
    const courseId = courses[0]!.id;
    const base = (await anonymous('/api/courses?limit=1')).json() as { total: number };
    // Cached for anonymous visitors: hiding must empty it, or visitors would keep the provider.
    expect((await anonymous('/api/courses?limit=1')).headers['x-anon-cache']).toBe('hit');
    const provider = `/api/courses?provider=${encodeURIComponent(SCHOOL)}`;
    await hideAndShow('school', id, async (hidden) => {
      const unfiltered = await anonymous('/api/courses?limit=1');
      const body = unfiltered.json() as { total: number; filters: { providers: string[] } };
      expect(body.filters.providers.includes(SCHOOL)).toBe(!hidden);
      expect(body.total).toBe(base.total - (hidden ? courses.length : 0));
      const own = (await anonymous(provider)).json() as { total: number };
      expect(own.total).toBe(hidden ? 0 : courses.length);
      const searched = (await anonymous('/api/courses?q=Ashcombe&limit=50')).json() as {
        courses: { school: { title: string } }[];
      };
      expect(searched.courses.some((c) => c.school.title === SCHOOL)).toBe(!hidden);
      expect((await anonymous(`/api/course/${courseId}`)).statusCode).toBe(hidden ? 404 : 200);
      // Members read the same finder past the anonymous cache.
      const asMember = (await member.get(provider)).json() as { total: number };
      expect(asMember.total).toBe(hidden ? 0 : courses.length);
    });
  });

  it('leaves the sitemap with its courses', async () => {
    const id = await idOf('school', SCHOOL);
    const [course] = await rows<{ id: number }>(
      t,
      sql`select id from courses where school_id = ${id} order by id limit 1`,
    );
    const loc = `/course/${course!.id}</loc>`;
    await hideAndShow('school', id, async (hidden) => {
      const res = await anonymous('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.body.includes(loc)).toBe(!hidden);
    });
  });

  it('still matches learner sign-ups by its domain, and its learners keep their record', async () => {
    const id = await idOf('school', 'Northbridge University');
    const visitor = await signedIn(t);
    await hideAndShow('school', id, async (hidden) => {
      const res = await visitor.post('/api/verify-email', {
        email: 'new.learner@northbridge-university.test',
      });
      expect(res.json()).toMatchObject({
        match: { id, title: 'Northbridge University', needs_review: false },
      });
      expect(
        (res.json() as { match: { courses: unknown[] } }).match.courses.length,
      ).toBeGreaterThan(0);
      const me = (await member.get('/api/user')).json() as { school: { title: string } };
      expect(me.school.title).toBe('Northbridge University');
      const directory = (await member.get('/api/schools?q=Northbridge')).json();
      expect(titles(directory.schools).includes('Northbridge University')).toBe(!hidden);
    });
  });
});

describe('PATCH /api/admin/organisations/:kind/:id { listed }', () => {
  it('is shown in the list, which filters by it', async () => {
    const id = await idOf('school', SCHOOL);
    const listedOnly = (
      await admin.get(`/api/admin/organisations?kind=school&listed=true&limit=100`)
    ).json() as { items: { id: number; listed: boolean }[]; total: number };
    expect(listedOnly.items.every((i) => i.listed)).toBe(true);
    expect(listedOnly.items.map((i) => i.id)).toContain(id);
    await setListed('school', id, false);
    try {
      const hidden = (
        await admin.get('/api/admin/organisations?kind=school&listed=false')
      ).json() as { items: { id: number; listed: boolean }[]; total: number };
      expect(hidden).toMatchObject({ total: 1, items: [{ id, listed: false }] });
      const both = (
        await admin.get(`/api/admin/organisations?kind=school&q=${encodeURIComponent(SCHOOL)}`)
      ).json();
      expect(both.items).toMatchObject([{ id, listed: false }]);
      // Staff still open it.
      expect((await admin.get(`/api/admin/organisations/school/${id}`)).json()).toMatchObject({
        listed: false,
      });
    } finally {
      await setListed('school', id, true);
    }
    const bad = await admin.get('/api/admin/organisations?kind=school&listed=maybe');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: object }).errors).toHaveProperty('listed');
  });

  it('audits before and after, refuses a stale version (no row) and a non-boolean', async () => {
    const id = await idOf('employer', EMPLOYER);
    const url = `/api/admin/organisations/employer/${id}`;
    const stale = await version('employer', id);
    await setListed('employer', id, false);
    try {
      expect((await auditOf(t, 'employer', id)).at(-1)).toMatchObject({
        action: 'organisation.update',
        before: { listed: true },
        after: { listed: false },
      });
      const count = (await auditOf(t, 'employer', id)).length;
      const conflict = await admin.request('PATCH', url, { updated_at: stale, listed: true });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ message: adminMessages.stale });
      const current = await version('employer', id);
      for (const listed of ['no', 1, null]) {
        const res = await admin.request('PATCH', url, { updated_at: current, listed });
        expect(res.statusCode).toBe(422);
        expect((res.json() as { errors: object }).errors).toHaveProperty('listed');
      }
      // Unchanged: nothing to record, and the version stays.
      const same = await admin.request('PATCH', url, { updated_at: current, listed: false });
      expect(same.statusCode).toBe(200);
      expect((same.json() as { updated_at: string }).updated_at).toBe(current);
      expect(await auditOf(t, 'employer', id)).toHaveLength(count);
      expect((await member.get(`/api/employer/${id}`)).statusCode).toBe(404);
    } finally {
      await setListed('employer', id, true);
    }
    expect((await auditOf(t, 'employer', id)).at(-1)).toMatchObject({
      before: { listed: false },
      after: { listed: true },
    });
  });

  it('creates a hidden organisation when asked; the default is listed', async () => {
    const hiddenOne = await admin.post('/api/admin/organisations', {
      kind: 'employer',
      title: 'Quiet Launch Ltd',
      listed: false,
    });
    expect(hiddenOne.statusCode, hiddenOne.body).toBe(201);
    expect(hiddenOne.json()).toMatchObject({ listed: false });
    const shown = await admin.post('/api/admin/organisations', {
      kind: 'employer',
      title: 'Loud Launch Ltd',
    });
    expect(shown.json()).toMatchObject({ listed: true });
    const directory = (await member.get('/api/employers?q=Launch%20Ltd')).json();
    expect(titles(directory.employers)).toEqual(['Loud Launch Ltd']);
  });
});
