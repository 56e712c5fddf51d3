// The audit log as CSV (issue 36): the page's filters, every matching entry (read a page at a
// time), in the page's words, through the one CSV writer (decision 0077); admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { parseCsv } from '../credentials/csv.ts';
import { ADMIN, EDITOR, newMember, rows, signedIn, userId } from '../test-fixtures.ts';
import { createAuditTrail } from './trail.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cells = (text: string) => {
  const read = parseCsv(text, ',');
  if (!read.ok) throw new Error(`unreadable CSV at line ${read.line}`);
  return read.records.map((r) => r.cells);
};

describe('GET /api/admin/audit.csv', () => {
  it("answers the filtered log in the page's words, formulas defused", async () => {
    const admin = await signedIn(t, ADMIN);
    const change = createAuditTrail(t.app.database.db);
    const { id } = await newMember(t);
    const other = await newMember(t);
    const actor = { userId: await userId(t, ADMIN), ip: null };
    await change(actor, (_tx, audit) =>
      audit([
        {
          kind: 'member.update',
          targetType: 'user',
          targetId: id,
          before: { job_title: 'Analyst' },
          after: { job_title: '/;=HYPERLINK("https://evil.test","Click")' },
        },
        { kind: 'member.disable', targetType: 'user', targetId: id },
        { kind: 'member.disable', targetType: 'user', targetId: other.id },
      ]),
    );

    const res = await admin.get(`/api/admin/audit.csv?target_type=user&target_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
    expect(res.body.startsWith('\uFEFF"When (UK time)","Who","What","Record","Changes"\r\n')).toBe(
      true,
    );
    const [header, ...lines] = cells(res.body);
    expect(header).toEqual(['When (UK time)', 'Who', 'What', 'Record', 'Changes']);

    // Newest first, as the page; only this member's entries; names and words as it shows them.
    const page = (await admin.get(`/api/admin/audit?target_type=user&target_id=${id}`)).json() as {
      items: { actor_name: string }[];
    };
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual([
      expect.stringMatching(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/),
      page.items[0]!.actor_name,
      'Sign-in disabled',
      'Member: Test Person',
      '',
    ]);
    expect(lines[1]!.slice(2)).toEqual([
      'Member changed',
      'Member: Test Person',
      // The writer's ' keeps a spreadsheet that splits on ; from running it.
      `job_title: Analyst → /;'=HYPERLINK("https://evil.test","Click")`,
    ]);

    // A name that starts like a formula (whoever made the change) starts with ' in the file.
    const mischief = await newMember(t);
    await rows(t, sql`update users set first_name = '@SUM(1)' where id = ${mischief.id}`);
    await change({ userId: mischief.id, ip: null }, (_tx, audit) =>
      audit({ kind: 'member.enable', targetType: 'user', targetId: id }),
    );
    const [, named] = cells(
      (await admin.get(`/api/admin/audit.csv?target_type=user&target_id=${id}`)).body,
    );
    expect(named!.slice(1, 3)).toEqual(["'@SUM(1) Person", 'Sign-in enabled']);
    expect(res.body).not.toContain(`target_id=${other.id}`);

    // The change filter and the oldest-first order are the page's too.
    const oldest = cells(
      (await admin.get(`/api/admin/audit.csv?target_type=user&target_id=${id}&dir=asc`)).body,
    );
    expect(oldest.slice(1).map((l) => l[2])).toEqual([
      'Member changed',
      'Sign-in disabled',
      'Sign-in enabled',
    ]);
    const disables = cells(
      (await admin.get(`/api/admin/audit.csv?target_type=user&target_id=${id}&kind=member.disable`))
        .body,
    );
    expect(disables.slice(1).map((l) => l[2])).toEqual(['Sign-in disabled']);
  });

  it('holds every matching entry, page after page, once each and in order', async () => {
    const admin = await signedIn(t, ADMIN);
    const change = createAuditTrail(t.app.database.db);
    const { id } = await newMember(t);
    const actor = { userId: await userId(t, ADMIN), ip: null };
    // More than two of the export's pages (500), written in one statement: one timestamp.
    await change(actor, (_tx, audit) =>
      audit(
        Array.from({ length: 1203 }, (_, n) => ({
          kind: 'member.update' as const,
          targetType: 'user' as const,
          targetId: id,
          after: { n },
        })),
      ),
    );
    const [, ...lines] = cells(
      (await admin.get(`/api/admin/audit.csv?target_type=user&target_id=${id}&limit=1`)).body,
    );
    expect(lines).toHaveLength(1203);
    expect(lines.map((l) => Number(/→ (\d+)$/.exec(l[4]!)![1]))).toEqual(
      Array.from({ length: 1203 }, (_, n) => 1202 - n),
    );
  });

  it('is for admins only, and refuses a bad filter with its field', async () => {
    const editor = await signedIn(t, EDITOR);
    expect((await editor.get('/api/admin/audit.csv')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/audit.csv' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await signedIn(t, ADMIN);
    const bad = await admin.get('/api/admin/audit.csv?from=soon');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors)).toEqual(['from']);
  });
});
