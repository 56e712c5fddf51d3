// The notification centre as a member meets it: every notification they were sent, newest
// first with its time, read or unread; reading one here takes it out of the bell and marking it
// unread puts it back; the weekly email's switch sits beside the in-app ones. Never another
// member's, and bad paging is a 400 that names the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { NotificationHistory } from '@techgold/contracts/notification-centre';
import type { CurrentUser } from '@techgold/contracts/user';
import { notificationTypes, notifications } from '../../db/schema/notifications.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

const EMPLOYEE = 'employee@harbour-systems.test';

let t: TestContext;
let learner: Client;
let employee: Client;
let employeeId: number;
/** The 25 notifications made for the employee, newest first. */
let made: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  learner = new Client(t.app, '10.16.0.1');
  employee = new Client(t.app, '10.16.0.2');
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
  const res = await employee.login(EMPLOYEE);
  expect(res.statusCode).toBe(200);
  employeeId = (res.json() as { user: { id: number } }).user.id;
  // A known history: nothing from the seed, then 25 an hour apart, the newest first.
  await t.handle.db.delete(notifications).where(eq(notifications.userId, employeeId));
  const [type] = await t.handle.db
    .select({ id: notificationTypes.id })
    .from(notificationTypes)
    .where(eq(notificationTypes.title, 'Insight'));
  const rows = await t.handle.db
    .insert(notifications)
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: employeeId,
        notificationTypeId: type!.id,
        title: `Article ${i + 1}`,
        url: `/insight/${i + 1}`,
        createdAt: sql`now() - make_interval(hours => ${25 - i})`,
      })),
    )
    .returning({ id: notifications.id });
  made = rows.map((r) => r.id).reverse();
});
afterAll(() => t.close());

const me = async (client: Client) => (await client.get('/api/user')).json() as CurrentUser;
const history = async (client: Client, query = '') => {
  const res = await client.get(`/api/notifications/history${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationHistory;
};

describe('access', () => {
  it.each([
    ['POST', '/api/notifications/1/read'],
    ['DELETE', '/api/notifications/1/read'],
    ['POST', '/api/user/notifications/email'],
    ['DELETE', '/api/user/notifications/email'],
  ])('%s %s: 401 anonymous, 419 without the XSRF header', async (method, url) => {
    const anonymous = new Client(t.app, '10.16.0.9');
    await anonymous.csrf();
    expect((await anonymous.request(method, url)).statusCode).toBe(401);
    const res = await learner.request(method, url, undefined, { 'x-xsrf-token': '' });
    expect(res.statusCode).toBe(419);
  });

  it('GET history: 401 anonymous', async () => {
    const anonymous = new Client(t.app, '10.16.0.9');
    expect((await anonymous.get('/api/notifications/history')).statusCode).toBe(401);
  });
});

describe('history', () => {
  it('lists the member’s own, newest first with times, a page at a time with the total', async () => {
    const first = await history(employee);
    expect(first.total).toBe(25);
    expect(first.unread).toBe(25);
    expect(first.notifications.map((n) => n.id)).toEqual(made.slice(0, 20));
    expect(first.notifications[0]).toMatchObject({
      title: 'Article 25',
      url: '/insight/25',
      read_at: null,
      type: { title: 'Insight', kind: 'published' },
    });
    const times = first.notifications.map((n) => Date.parse(n.created_at));
    expect(times.every((time, i) => i === 0 || time < times[i - 1]!)).toBe(true);

    const second = await history(employee, '?offset=20');
    expect(second.notifications.map((n) => n.id)).toEqual(made.slice(20));
    expect(second).toMatchObject({ total: 25, offset: 20, limit: 20 });

    // Another member's history never shows the employee's.
    const theirs = await history(learner, '?limit=50');
    expect(theirs.notifications.some((n) => made.includes(n.id))).toBe(false);
  });

  it('answers bad paging with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?show=read', 'show'],
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=abc', 'offset'],
      ['?offset=10001', 'offset'],
    ] as const) {
      const res = await employee.get(`/api/notifications/history${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
  });
});

describe('read and unread', () => {
  it('reading one here takes it out of the bell; unread puts it back', async () => {
    const id = made[0]!;
    expect((await me(employee)).notifications.map((n) => n.id)).toContain(id);

    expect((await employee.post(`/api/notifications/${id}/read`)).statusCode).toBe(204);
    expect((await me(employee)).notifications.map((n) => n.id)).not.toContain(id);
    const all = await history(employee);
    expect(all.unread).toBe(24);
    expect(all.notifications[0]!.read_at).not.toBeNull();
    const unread = await history(employee, '?show=unread');
    expect(unread.total).toBe(24);
    expect(unread.notifications.map((n) => n.id)).not.toContain(id);

    expect((await employee.request('DELETE', `/api/notifications/${id}/read`)).statusCode).toBe(
      204,
    );
    expect((await me(employee)).notifications[0]!.id).toBe(id);
    expect((await history(employee)).notifications[0]!.read_at).toBeNull();
  });

  it('dismissing in the bell is reading: the history keeps it, read', async () => {
    const id = made[1]!;
    expect((await employee.request('DELETE', `/api/notifications/${id}`)).statusCode).toBe(204);
    const row = (await history(employee)).notifications.find((n) => n.id === id);
    expect(row!.read_at).not.toBeNull();
    expect((await employee.request('DELETE', `/api/notifications/${id}/read`)).statusCode).toBe(
      204,
    );
  });

  it('another member’s notification, or an unknown id, is a 404 and changes nothing', async () => {
    const id = made[2]!;
    expect((await learner.post(`/api/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await learner.request('DELETE', `/api/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await employee.post('/api/notifications/999999/read')).statusCode).toBe(404);
    expect((await employee.post('/api/notifications/x/read')).statusCode).toBe(404);
    expect((await history(employee)).unread).toBe(25);
  });
});

describe('the email switch', () => {
  it('turns the weekly email off and on; the user record follows', async () => {
    expect((await employee.request('DELETE', '/api/user/notifications/email')).statusCode).toBe(
      204,
    );
    expect((await me(employee)).alerts_preference).toBe(false);
    expect((await employee.post('/api/user/notifications/email')).statusCode).toBe(204);
    expect((await me(employee)).alerts_preference).toBe(true);
  });
});
