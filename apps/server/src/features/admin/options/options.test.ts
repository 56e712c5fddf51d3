// The console's selects: what they offer and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { sql } from 'drizzle-orm';
import { ADMIN, EDITOR, LEARNER, rows, signedIn } from '../test-fixtures.ts';

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
