// Newsletter subscribers in the console: confirmed, pending and unsubscribed with their consent
// records for editors and admins; a CSV of confirmed subscribers only, for admins, audited,
// safe to open in a spreadsheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { parseCsv } from '../credentials/csv.ts';
import { ADMIN, EDITOR, reauthed, rows, signedIn, userId } from '../test-fixtures.ts';

let t: TestContext;
const tag = `sub${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  const add = async (email: string, state: string, wording: string, page = '/learners') => {
    const [row] = await rows<{ id: number }>(
      t,
      sql`insert into subscribers (email, status, state, confirmed_at, unsubscribed_at)
          values (${email}, 'learner', ${state}::subscriber_state,
                  case when ${state} <> 'pending' then now() end,
                  case when ${state} = 'unsubscribed' then now() end)
          returning id`,
    );
    await t.app.database.db.execute(
      sql`insert into subscriber_consents (subscriber_id, wording, page)
          values (${row!.id}, ${wording}, ${page})`,
    );
  };
  await add(
    `confirmed.${tag}@example.test`,
    'active',
    'Yes, send me the "monthly" newsletter, please',
  );
  await add(`=cmd.${tag}@example.test`, 'active', 'I agree');
  await add(`pending.${tag}@example.test`, 'pending', 'I agree');
  await add(`gone.${tag}@example.test`, 'unsubscribed', 'I agree');
  // Issue 34: a page and a wording built to become formulas in a spreadsheet splitting on `;`.
  await add(
    `semi.${tag}@example.test`,
    'active',
    'x;=HYPERLINK("https://evil.test","Click")',
    '/;=HYPERLINK("https://evil.test")',
  );
  await add(`+plus.${tag}@example.test`, 'active', '=1+1');
});
afterAll(() => t.close());

describe('GET /api/admin/subscribers', () => {
  it('lists subscribers by state with their consent records, for editors', async () => {
    const editor = await signedIn(t, EDITOR);
    const res = await editor.get(
      `/api/admin/subscribers?q=${tag}&state=confirmed&sort=email&dir=asc`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json() as {
      items: { email: string; state: string; consents: object[] }[];
      total: number;
    };
    expect(page.total).toBe(4);
    expect(page.items.map((i) => i.email)).toEqual([
      `+plus.${tag}@example.test`,
      `=cmd.${tag}@example.test`,
      `confirmed.${tag}@example.test`,
      `semi.${tag}@example.test`,
    ]);
    expect(page.items[2]).toMatchObject({
      state: 'confirmed',
      consents: [
        {
          page: '/learners',
          wording: 'Yes, send me the "monthly" newsletter, please',
          agreed_at: expect.any(String),
        },
      ],
    });
    for (const state of ['pending', 'unsubscribed']) {
      const one = (await editor.get(`/api/admin/subscribers?q=${tag}&state=${state}`)).json() as {
        items: { state: string }[];
      };
      expect(one.items.map((i) => i.state)).toEqual([state]);
    }
    const bad = await editor.get('/api/admin/subscribers?state=maybe&audience=aliens');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'audience',
      'state',
    ]);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/subscribers')).statusCode).toBe(403);
  });
});

describe('POST /api/admin/subscribers/export', () => {
  const exports = () =>
    rows<{ actor_user_id: number; data: { confirmed: number } }>(
      t,
      sql`select actor_user_id, data from audit_log where action = 'subscriber.export' order by id`,
    );

  it('answers confirmed subscribers only as CSV, audited with who and how many', async () => {
    const admin = await reauthed(t, ADMIN);
    const res = await admin.post('/api/admin/subscribers/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const read = parseCsv(res.body, ',');
    if (!read.ok) throw new Error('the export is not readable CSV');
    const [header, ...records] = read.records.map((r) => r.cells);
    expect(header).toEqual([
      'email',
      'audience',
      'subscribed_at',
      'confirmed_at',
      'consent_page',
      'consent_wording',
      'consent_at',
    ]);
    const mine = records.filter((cells) => cells[0]!.includes(tag));
    expect(mine).toHaveLength(4);
    expect(mine.find((c) => c[0] === `confirmed.${tag}@example.test`)).toEqual([
      `confirmed.${tag}@example.test`,
      'learner',
      expect.any(String),
      expect.any(String),
      '/learners',
      'Yes, send me the "monthly" newsletter, please',
      expect.any(String),
    ]);
    // A cell a spreadsheet would run as a formula is defused.
    expect(mine.map((c) => c[0])).toContain(`'=cmd.${tag}@example.test`);
    expect(mine.map((c) => c[0])).toContain(`'+plus.${tag}@example.test`);
    expect(res.body).not.toContain(`pending.${tag}`);
    expect(res.body).not.toContain(`gone.${tag}`);
    const [{ n }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from subscribers where state = 'active'`,
    )) as [{ n: number }];
    expect(records).toHaveLength(n);
    expect((await exports()).at(-1)).toEqual({
      actor_user_id: await userId(t, ADMIN),
      data: { confirmed: n },
    });
  });

  // Issue 34: cells were quoted only when they held `,`, `"` or a line break, and only the
  // first character was checked, so `/;=HYPERLINK(…)` became a live formula in a spreadsheet
  // that splits on `;` (many European locales; the site's own cohort importer accepts `;`).
  it.each([',', ';'] as const)(
    'no cell starts a formula when the file is split on %j',
    async (separator) => {
      const admin = await reauthed(t, ADMIN);
      const res = await admin.post('/api/admin/subscribers/export');
      expect(res.statusCode).toBe(200);
      const read = parseCsv(res.body, separator);
      if (!read.ok) throw new Error(`unreadable with ${separator}`);
      const cells = read.records.flatMap((r) => r.cells);
      expect(cells.some((c) => c.includes('HYPERLINK'))).toBe(true);
      for (const cell of cells)
        expect(cell, cell).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
      // Read with the separator it was written with, every record keeps its 7 cells.
      if (separator === ',')
        expect(new Set(read.records.map((r) => r.cells.length))).toEqual(new Set([7]));
    },
  );

  it('is for admins only, and without the CSRF header nothing is exported or audited', async () => {
    const before = (await exports()).length;
    const editor = await signedIn(t, EDITOR);
    expect((await editor.post('/api/admin/subscribers/export')).statusCode).toBe(403);
    const admin = await signedIn(t, ADMIN);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/admin/subscribers/export',
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect(await exports()).toHaveLength(before);
  });
});
