// Newsletter subscribers in the console: confirmed, pending and unsubscribed with their consent
// records for editors and admins; a CSV of confirmed subscribers only, for admins, audited,
// safe to open in a spreadsheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, rows, signedIn, userId } from '../test-fixtures.ts';
import { csvCell } from './service.ts';

let t: TestContext;
const tag = `sub${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  const add = async (email: string, state: string, wording: string) => {
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
          values (${row!.id}, ${wording}, '/learners')`,
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
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.email)).toEqual([
      `=cmd.${tag}@example.test`,
      `confirmed.${tag}@example.test`,
    ]);
    expect(page.items[1]).toMatchObject({
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
    const admin = await signedIn(t, ADMIN);
    const res = await admin.post('/api/admin/subscribers/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffemail,audience,subscribed_at,confirmed_at,consent_page,consent_wording,consent_at',
    );
    const mine = lines.filter((l) => l.includes(tag));
    expect(mine).toHaveLength(2);
    expect(mine.some((l) => l.startsWith(`confirmed.${tag}@example.test,learner,`))).toBe(true);
    expect(mine.join('\n')).toContain('"Yes, send me the ""monthly"" newsletter, please"');
    // A cell a spreadsheet would run as a formula is defused.
    expect(mine.some((l) => l.startsWith(`'=cmd.${tag}@example.test,`))).toBe(true);
    expect(res.body).not.toContain(`pending.${tag}`);
    expect(res.body).not.toContain(`gone.${tag}`);
    const [{ n }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from subscribers where state = 'active'`,
    )) as [{ n: number }];
    expect(lines.filter((l) => l.includes('@')).length).toBe(n);
    expect((await exports()).at(-1)).toEqual({
      actor_user_id: await userId(t, ADMIN),
      data: { confirmed: n },
    });
  });

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

  it('quotes and defuses cells as RFC 4180 and OWASP say', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2,3')).toBe(`"'-2,3"`);
    expect(csvCell(null)).toBe('');
  });
});
