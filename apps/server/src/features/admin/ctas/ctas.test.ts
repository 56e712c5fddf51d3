// Calls to action in the console: editors and admins list, create, edit, switch off and delete
// them; the site data every page reads (anonymous, cached) follows each change at once; every
// change is audited in its transaction and a refused one leaves no audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, auditOf, rows, signedIn } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Cta {
  id: number;
  active: boolean;
  location: string;
  heading: string;
  description: string | null;
  url: string | null;
  updated_at: string;
}

/** The calls to action an anonymous visitor's pages get. */
async function publicCtas() {
  const res = await t.app.inject({ method: 'GET', url: '/api/site/data' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { ctas: Cta[] }).ctas;
}

async function ctaAuditCount() {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from audit_log where action like 'cta.%'`,
  );
  return row!.n;
}

describe('GET /api/admin/ctas', () => {
  it('lists every call to action, active or not, filtered and sorted; members are refused', async () => {
    const editor = await signedIn(t, EDITOR);
    const all = (await editor.get('/api/admin/ctas?sort=heading')).json() as {
      items: Cta[];
      total: number;
    };
    expect(all.items.some((c) => !c.active)).toBe(true); // the seed's inactive home one
    const headings = all.items.map((c) => c.heading.toLowerCase());
    expect([...headings].sort()).toEqual(headings);
    const home = (await editor.get('/api/admin/ctas?location=home&active=false')).json() as {
      items: Cta[];
    };
    expect(home.items.length).toBeGreaterThan(0);
    expect(home.items.every((c) => c.location === 'home' && !c.active)).toBe(true);
    const bad = await editor.get('/api/admin/ctas?location=Not%20A%20Key&active=maybe&sort=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'active',
      'location',
      'sort',
    ]);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/ctas')).statusCode).toBe(403);
    expect((await (await signedIn(t)).get('/api/admin/ctas')).statusCode).toBe(401);
    expect((await editor.get('/api/admin/ctas/99999999')).statusCode).toBe(404);
  });
});

describe('changing calls to action', () => {
  it('a new one shows on the pages at once; switching it off hides it; a stale copy is refused', async () => {
    expect((await publicCtas()).map((c) => c.heading)).not.toContain('Join a testing meet-up');
    const editor = await signedIn(t, EDITOR);
    const res = await editor.post('/api/admin/ctas', {
      location: 'events',
      heading: 'Join a testing meet-up',
      description: 'Every month, somewhere near you.',
      url: '/events',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Cta;
    expect(created).toMatchObject({ active: true, location: 'events', url: '/events' });
    expect(await publicCtas()).toContainEqual(
      expect.objectContaining({ id: created.id, heading: 'Join a testing meet-up' }),
    );

    const admin = await signedIn(t, ADMIN);
    const off = await admin.request('PATCH', `/api/admin/ctas/${created.id}`, {
      updated_at: created.updated_at,
      active: false,
      url: 'https://example.org/meet-ups',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicCtas()).map((c) => c.id)).not.toContain(created.id);

    const stale = await admin.request('PATCH', `/api/admin/ctas/${created.id}`, {
      updated_at: created.updated_at,
      active: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: adminMessages.stale });
    expect((await auditOf(t, 'cta', created.id)).map((a) => [a.action, a.after])).toEqual([
      ['cta.create', expect.objectContaining({ heading: 'Join a testing meet-up' })],
      ['cta.update', { active: false, url: 'https://example.org/meet-ups' }],
    ]);

    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/ctas/${created.id}`,
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect((await admin.request('DELETE', `/api/admin/ctas/${created.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/ctas/${created.id}`)).statusCode).toBe(404);
    expect((await auditOf(t, 'cta', created.id)).at(-1)).toMatchObject({
      action: 'cta.delete',
      actor_user_id: expect.any(Number),
      before: expect.objectContaining({ heading: 'Join a testing meet-up', active: false }),
    });
  });

  it('refuses bad input with field errors, leaving no row and no audit row', async () => {
    const editor = await signedIn(t, EDITOR);
    const before = await ctaAuditCount();
    const res = await editor.post('/api/admin/ctas', {
      location: 'Home Page',
      heading: '',
      description: 'x'.repeat(1001),
      url: 'javascript:alert(1)',
      active: 'yes',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors).sort()).toEqual([
      'active',
      'description',
      'heading',
      'location',
      'url',
    ]);
    const protocolRelative = await editor.post('/api/admin/ctas', {
      location: 'home',
      heading: 'Sneaky',
      url: '//evil.example/path',
    });
    expect(protocolRelative.statusCode).toBe(422);
    expect(await rows(t, sql`select id from ctas where heading = 'Sneaky'`)).toEqual([]);
    expect(await ctaAuditCount()).toBe(before);
  });
});
