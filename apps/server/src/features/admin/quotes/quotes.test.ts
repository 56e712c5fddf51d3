// Quotes in the console: editors and admins list, create, edit and delete the rotating quotes
// and the pages they rotate on; the public quotes box (anonymous, cached) follows at once;
// every change is audited in its transaction and a refused one leaves no audit row.
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

interface Quote {
  id: number;
  text: string;
  name: string;
  source: string | null;
  avatar: string | null;
  pages: string[];
  updated_at: string;
}

async function quotesOn(page: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/quotes?page=${page}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { quotes: Quote[] }).quotes;
}

async function quoteAuditCount() {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from audit_log where action like 'quote.%'`,
  );
  return row!.n;
}

describe('GET /api/admin/quotes', () => {
  it('lists quotes with their pages, filtered by page and searched; members are refused', async () => {
    const editor = await signedIn(t, EDITOR);
    const page = (await editor.get('/api/admin/quotes?page=employers&sort=name')).json() as {
      items: Quote[];
      total: number;
    };
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((q) => q.pages.includes('employers'))).toBe(true);
    const found = (await editor.get('/api/admin/quotes?q=Okonkwo')).json() as { items: Quote[] };
    expect(found.items.map((q) => q.name)).toEqual(['Maya Okonkwo']);
    const bad = await editor.get('/api/admin/quotes?page=Home!&sort=colour&offset=-1');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'offset',
      'page',
      'sort',
    ]);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/quotes')).statusCode).toBe(403);
    expect((await (await signedIn(t)).get('/api/admin/quotes')).statusCode).toBe(401);
    expect((await editor.get('/api/admin/quotes/99999999')).statusCode).toBe(404);
  });
});

describe('changing quotes', () => {
  it('a new quote rotates on its pages at once; moving it moves it; a stale copy is refused', async () => {
    expect((await quotesOn('learners')).map((q) => q.name)).not.toContain('Priya Shah');
    const editor = await signedIn(t, EDITOR);
    const res = await editor.post('/api/admin/quotes', {
      text: 'The badge got me my first interview.',
      name: 'Priya Shah',
      source: 'Apprentice, Harbour Systems',
      avatar: '/media/uploads/abcdefgh1234.png',
      pages: ['learners', 'home', 'learners'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Quote;
    expect(created.pages).toEqual(['learners', 'home']);
    expect((await quotesOn('learners')).map((q) => q.name)).toContain('Priya Shah');

    const admin = await signedIn(t, ADMIN);
    const moved = await admin.request('PATCH', `/api/admin/quotes/${created.id}`, {
      updated_at: created.updated_at,
      pages: ['employers'],
      avatar: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ pages: ['employers'], avatar: null });
    expect((await quotesOn('learners')).map((q) => q.id)).not.toContain(created.id);
    expect((await quotesOn('employers')).map((q) => q.id)).toContain(created.id);

    const stale = await admin.request('PATCH', `/api/admin/quotes/${created.id}`, {
      updated_at: created.updated_at,
      name: 'P. Shah',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: adminMessages.stale });
    expect(
      (await auditOf(t, 'quote', created.id)).map((a) => [a.action, a.before, a.after]),
    ).toEqual([
      [
        'quote.create',
        null,
        expect.objectContaining({ name: 'Priya Shah', pages: 'learners, home' }),
      ],
      [
        'quote.update',
        { pages: 'learners, home', avatar: '/media/uploads/abcdefgh1234.png' },
        { pages: 'employers', avatar: null },
      ],
    ]);

    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/quotes/${created.id}`,
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect((await quotesOn('employers')).map((q) => q.id)).toContain(created.id);
    expect((await admin.request('DELETE', `/api/admin/quotes/${created.id}`)).statusCode).toBe(204);
    expect((await quotesOn('employers')).map((q) => q.id)).not.toContain(created.id);
    expect((await auditOf(t, 'quote', created.id)).at(-1)).toMatchObject({
      action: 'quote.delete',
      before: expect.objectContaining({ name: 'Priya Shah' }),
    });
  });

  it('refuses bad input with field errors, leaving no row and no audit row', async () => {
    const editor = await signedIn(t, EDITOR);
    const before = await quoteAuditCount();
    const res = await editor.post('/api/admin/quotes', {
      text: 'x'.repeat(1001),
      name: '',
      avatar: 'https://tracker.example/pixel.gif',
      pages: ['Home Page'],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors).sort()).toEqual(
      expect.arrayContaining(['avatar', 'name', 'text']),
    );
    const tooMany = await editor.post('/api/admin/quotes', {
      text: 'Too many pages',
      name: 'Someone',
      pages: Array.from({ length: 21 }, (_, i) => `page-${i}`),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys((tooMany.json() as { errors: object }).errors)).toEqual(['pages']);
    expect(await rows(t, sql`select id from quotes where name = 'Someone'`)).toEqual([]);
    expect(await quoteAuditCount()).toBe(before);
  });
});
