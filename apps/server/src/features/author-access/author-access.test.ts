// "Request author access" (issue 26): a member who cannot write insights asks the staff from
// My insights. The request is an enquiry of kind author_access tied to the member, in the
// staff console's inbox and filter, with the staff told by email; one open request per
// member, rate limited; authors, anonymous callers and requests without CSRF are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  Client,
  createTestApp,
  LEARNER,
  waitForMail,
  type TestContext,
} from '../../../test/helpers.ts';

const ADMIN = 'admin@techgold.test';
const EDITOR = 'editor@techgold.test';

const PATH = '/api/user/author-access';
const STAFF_INBOX = 'staff@techgold.test';
const EMPLOYEE = 'employee@harbour-systems.test';
const AUTHOR = 'author@techgold.test';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 1;
/** A client from its own address, signed in as `email`. */
async function signedIn(_t: TestContext, email: string) {
  const c = new Client(t.app, `10.77.0.${ipCounter++}`);
  await c.csrf();
  expect((await c.login(email)).statusCode).toBe(200);
  return c;
}

async function rows<T>(_t: TestContext, query: SQL) {
  return ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function userId(_t: TestContext, email: string) {
  const [row] = await rows<{ id: number }>(t, sql`select id from users where email = ${email}`);
  return row!.id;
}

const requestsOf = async (email: string) =>
  rows<{ id: number; status: string; kind: string; email: string; organisation: string | null }>(
    t,
    sql`select e.id, e.status, e.kind, e.email, e.organisation from enquiries e
        join users u on u.id = e.user_id where u.email = ${email} order by e.id`,
  );

describe('a member without author access', () => {
  it('asks once, is told it is with the staff, and the staff see it in the inbox', async () => {
    const c = await signedIn(t, LEARNER);
    expect((await c.get(PATH)).json()).toEqual({ status: 'none', requested_at: null });

    const asked = await c.post(PATH, {});
    expect(asked.statusCode).toBe(201);
    const body = asked.json() as { status: string; requested_at: string };
    expect(body.status).toBe('requested');
    expect(Date.parse(body.requested_at)).not.toBeNaN();
    expect((await c.get(PATH)).json()).toEqual(body);

    // Asking again answers the open request: still one row.
    const again = await c.post(PATH, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    const stored = await requestsOf(LEARNER);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'author_access', status: 'new', email: LEARNER });

    // The staff inbox hears of it, with the console's link.
    const mail = await waitForMail(t.app, STAFF_INBOX);
    const notice = mail.find((m) => m.text.includes(LEARNER) && m.text.includes('author access'));
    expect(notice?.text).toContain(`/admin/enquiries/${stored[0]!.id}`);

    // The back office lists and filters it, and its record names the member.
    const editor = await signedIn(t, EDITOR);
    const list = await editor.get('/api/admin/enquiries?kind=author_access');
    expect(list.statusCode).toBe(200);
    const items = (list.json() as { items: { id: number; kind: string }[] }).items;
    expect(items.map((i) => i.id)).toContain(stored[0]!.id);
    expect(items.every((i) => i.kind === 'author_access')).toBe(true);
    const detail = await editor.get(`/api/admin/enquiries/${stored[0]!.id}`);
    expect(detail.json()).toMatchObject({
      kind: 'author_access',
      email: LEARNER,
      user_id: await userId(t, LEARNER),
    });
  });

  it('may ask again once the staff have closed the request', async () => {
    const c = await signedIn(t, LEARNER);
    const [open] = await requestsOf(LEARNER);
    const admin = await signedIn(t, ADMIN);
    const version = (
      (await admin.get(`/api/admin/enquiries/${open!.id}`)).json() as { updated_at: string }
    ).updated_at;
    const closed = await admin.request('PATCH', `/api/admin/enquiries/${open!.id}`, {
      updated_at: version,
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    expect((await c.get(PATH)).json()).toEqual({ status: 'none', requested_at: null });
    expect((await c.post(PATH, {})).statusCode).toBe(201);
    expect((await requestsOf(LEARNER)).map((r) => r.status)).toEqual(['closed', 'new']);
  });

  it('is limited to five requests an hour', async () => {
    const c = await signedIn(t, EMPLOYEE);
    for (let i = 0; i < 5; i++) expect((await c.post(PATH, {})).statusCode).toBeLessThan(300);
    const over = await c.post(PATH, {});
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await requestsOf(EMPLOYEE)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('an author is told they can already write, and nothing is stored', async () => {
    const c = await signedIn(t, AUTHOR);
    const res = await c.post(PATH, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'author', requested_at: null });
    expect(await requestsOf(AUTHOR)).toEqual([]);
  });

  it('anonymous callers get 401, a POST without the CSRF token is refused, fields are refused', async () => {
    const anonymous = new Client(t.app, '10.0.0.9');
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    await anonymous.csrf();
    expect((await anonymous.post(PATH, {})).statusCode).toBe(401);

    const c = await signedIn(t, LEARNER);
    const before = (await requestsOf(LEARNER)).length;
    const noToken = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noToken.statusCode).toBeGreaterThanOrEqual(400);
    expect(noToken.statusCode).toBeLessThan(500);
    const extra = await c.post(PATH, { note: 'x'.repeat(10) });
    expect(extra.statusCode).toBe(422);
    expect(await requestsOf(LEARNER)).toHaveLength(before);
  });
});
