// The console's selects: what they offer and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { sql } from 'drizzle-orm';
import { ADMIN, EDITOR, LEARNER, newMember, rows, signedIn } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Options {
  schools: { id: number; title: string; courses: { id: number; title: string }[] }[];
  employers: { id: number; title: string }[];
  tags: { id: number; title: string; type: number }[];
  staff: { id: number; name: string; staff_role: string }[];
}

describe('GET /api/admin/options', () => {
  it('offers real providers with their own courses, employers, employer tags and active staff', async () => {
    const editor = await signedIn(t, EDITOR);
    const res = await editor.get('/api/admin/options');
    expect(res.statusCode).toBe(200);
    const options = res.json() as Options;

    const [placeholder] = await rows<{ id: number }>(
      t,
      sql`select id from schools where ts_uuid = ${PLACEHOLDER_SCHOOL.tsUuid}::uuid`,
    );
    expect(options.schools.length).toBeGreaterThan(0);
    expect(options.schools.map((s) => s.id)).not.toContain(placeholder?.id ?? -1);
    const courses = await rows<{ id: number; school_id: number }>(
      t,
      sql`select id, school_id from courses`,
    );
    for (const school of options.schools) {
      const own = courses.filter((c) => c.school_id === school.id).map((c) => c.id);
      expect(school.courses.map((c) => c.id).sort()).toEqual(own.sort());
    }
    expect(options.employers.some((e) => e.title === 'Harbour Systems')).toBe(true);
    const categories = await rows<{ id: number }>(
      t,
      sql`select id from tags where news_category is not null`,
    );
    for (const c of categories) expect(options.tags.map((tag) => tag.id)).not.toContain(c.id);
    expect(options.staff.map((s) => s.staff_role).sort()).toEqual(
      expect.arrayContaining(['admin', 'editor']),
    );
    expect(options.staff.every((s) => typeof s.name === 'string' && !('email' in s))).toBe(true);
  });

  it('is for staff only', async () => {
    expect((await (await signedIn(t)).get('/api/admin/options')).statusCode).toBe(401);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/options')).statusCode).toBe(403);
    expect((await (await signedIn(t, ADMIN)).get('/api/admin/options')).statusCode).toBe(200);
  });
});

// The pickers (decision 0095): a page of matches by name and how many there are in all.
describe('GET /api/admin/options/<kind>: the pickers’ look-ups', () => {
  type Employers = { employers: { id: number; title: string }[]; total: number };

  it('finds employers by part of their name, those starting with it first, a page at a time', async () => {
    const editor = await signedIn(t, EDITOR);
    const res = await editor.get('/api/admin/options/employers?q=harbour');
    expect(res.statusCode).toBe(200);
    const found = res.json() as Employers;
    expect(found.employers.map((e) => e.title)).toContain('Harbour Systems');
    expect(found.employers.every((e) => /harbour/i.test(e.title))).toBe(true);
    // Those starting with it come first, each group by name.
    const starts = found.employers.map((e) => /^harbour/i.test(e.title));
    expect(
      starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true),
    ).toBe(true);
    const [count] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from employers where title ilike '%harbour%'`,
    );
    expect(found.total).toBe(count!.n);

    // Everyone, 20 at a time by default; the next page follows on without repeats.
    const first = (await editor.get('/api/admin/options/employers')).json() as Employers;
    const [all] = await rows<{ n: number }>(t, sql`select count(*)::int as n from employers`);
    expect(first.total).toBe(all!.n);
    expect(first.total).toBeGreaterThan(400);
    expect(first.employers).toHaveLength(20);
    const second = (
      await editor.get('/api/admin/options/employers?offset=20&limit=50')
    ).json() as Employers;
    expect(second.employers).toHaveLength(50);
    const ids = new Set(first.employers.map((e) => e.id));
    expect(second.employers.some((e) => ids.has(e.id))).toBe(false);
  });

  it('takes the text literally: % and _ are not wildcards', async () => {
    const admin = await signedIn(t, ADMIN);
    const found = (await admin.get('/api/admin/options/employers?q=%25')).json() as Employers;
    expect(found).toEqual({ employers: [], total: 0 });
  });

  it('finds providers (never the placeholder) and courses, narrowed to one provider', async () => {
    const admin = await signedIn(t, ADMIN);
    const providers = (await admin.get('/api/admin/options/providers?q=northbridge')).json() as {
      providers: { id: number; title: string }[];
      total: number;
    };
    expect(providers.providers.map((p) => p.title)).toContain('Northbridge University');
    const all = (await admin.get('/api/admin/options/providers?limit=50')).json() as {
      providers: { title: string }[];
    };
    expect(all.providers.map((p) => p.title)).not.toContain(PLACEHOLDER_SCHOOL.title);

    const northbridge = providers.providers.find((p) => p.title === 'Northbridge University')!;
    const courses = (
      await admin.get(`/api/admin/options/courses?school_id=${northbridge.id}&limit=50`)
    ).json() as { courses: { id: number; provider: string }[]; total: number };
    const own = await rows<{ id: number }>(
      t,
      sql`select id from courses where school_id = ${northbridge.id}`,
    );
    expect(courses.total).toBe(own.length);
    expect(courses.courses.every((c) => c.provider === 'Northbridge University')).toBe(true);
  });

  it('finds active members by name or email, for editors too, and never a disabled one', async () => {
    const editor = await signedIn(t, EDITOR);
    const disabled = await newMember(t, { status: 'disabled' });
    const found = (
      await editor.get(`/api/admin/options/members?q=${encodeURIComponent(disabled.email)}`)
    ).json() as { members: unknown[]; total: number };
    expect(found).toEqual({ members: [], total: 0 });
    const active = await newMember(t);
    const byEmail = (
      await editor.get(`/api/admin/options/members?q=${encodeURIComponent(active.email)}`)
    ).json() as { members: { id: number; name: string; email: string }[]; total: number };
    expect(byEmail).toEqual({
      members: [{ id: active.id, name: 'Test Person', email: active.email }],
      total: 1,
    });
  });

  it('is for staff only', async () => {
    for (const kind of ['employers', 'providers', 'courses', 'members']) {
      const path = `/api/admin/options/${kind}?q=a`;
      expect((await (await signedIn(t)).get(path)).statusCode).toBe(401);
      expect((await (await signedIn(t, LEARNER)).get(path)).statusCode).toBe(403);
    }
  });

  it('refuses a bad page or search with the field named', async () => {
    const admin = await signedIn(t, ADMIN);
    for (const [query, field] of [
      ['offset=-1', 'offset'],
      ['limit=51', 'limit'],
      ['limit=many', 'limit'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const res = await admin.get(`/api/admin/options/employers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys((res.json() as { errors: object }).errors)).toContain(field);
    }
    const res = await admin.get('/api/admin/options/courses?school_id=abc');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: Record<string, string[]> }).errors['school_id']).toEqual([
      'Choose a learning provider from the list',
    ]);
  });
});
