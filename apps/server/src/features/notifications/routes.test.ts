// Notifications as a member meets them: dismissing, clearing, preferences, and the fan-out
// that announces a newly live insight or event to exactly the members who asked, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '@techgold/contracts/user';
import { events } from '../../db/schema/events.ts';
import {
  notificationPreferences,
  notificationTypes,
  notifications,
} from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { EVENT_PUBLISHED_QUEUE } from '../../lib/queues.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

const EMPLOYEE = 'employee@harbour-systems.test';
const AUTHOR = 'author@techgold.test';

let t: TestContext;
let learner: Client;
let employee: Client;
let author: Client;
const userId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  learner = new Client(t.app, '10.12.0.1');
  employee = new Client(t.app, '10.12.0.2');
  author = new Client(t.app, '10.12.0.3');
  for (const [client, email] of [
    [learner, LEARNER],
    [employee, EMPLOYEE],
    [author, AUTHOR],
  ] as const) {
    const res = await client.login(email);
    expect(res.statusCode).toBe(200);
    userId[email] = (res.json() as { user: { id: number } }).user.id;
  }
});
afterAll(() => t.close());

const me = async (client: Client) => (await client.get('/api/user')).json() as CurrentUser;
const typeId = async (title: string) => {
  const [row] = await t.handle.db
    .select({ id: notificationTypes.id })
    .from(notificationTypes)
    .where(eq(notificationTypes.title, title));
  return row!.id;
};
const countFor = (itemId: number, type: number) =>
  t.handle.db.$count(
    notifications,
    and(eq(notifications.itemId, itemId), eq(notifications.notificationTypeId, type)),
  );

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('access', () => {
  it.each([
    ['DELETE', '/api/notifications/1'],
    ['DELETE', '/api/notifications'],
    ['POST', '/api/user/notifications/preference/1'],
    ['DELETE', '/api/user/notifications/preference/1'],
  ])('%s %s: 401 anonymous, 419 without the XSRF header', async (method, url) => {
    const anonymous = new Client(t.app, '10.12.0.9');
    await anonymous.csrf();
    expect((await anonymous.request(method, url)).statusCode).toBe(401);
    const res = await learner.request(method, url, undefined, { 'x-xsrf-token': '' });
    expect(res.statusCode).toBe(419);
  });
});

describe('dismissing', () => {
  it("dismisses one of one's own; another member's or an unknown id is a 404 and changes nothing", async () => {
    const before = (await me(learner)).notifications;
    expect(before.length).toBeGreaterThan(1);
    const [first] = before;
    expect((await employee.request('DELETE', `/api/notifications/${first!.id}`)).statusCode).toBe(
      404,
    );
    expect((await learner.request('DELETE', '/api/notifications/999999')).statusCode).toBe(404);
    expect((await learner.request('DELETE', '/api/notifications/abc')).statusCode).toBe(404);
    expect((await me(learner)).notifications).toEqual(before);

    expect((await learner.request('DELETE', `/api/notifications/${first!.id}`)).statusCode).toBe(
      204,
    );
    // Again: still gone, still fine.
    expect((await learner.request('DELETE', `/api/notifications/${first!.id}`)).statusCode).toBe(
      204,
    );
    const after = (await me(learner)).notifications;
    expect(after.map((n) => n.id)).toEqual(before.slice(1).map((n) => n.id));
    // Kept (retention), not deleted.
    const [row] = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, first!.id));
    expect(row!.dismissedAt).not.toBeNull();
  });

  it('clears all of them, and nobody else’s', async () => {
    const others = await t.handle.db.$count(
      notifications,
      and(isNull(notifications.dismissedAt), sql`${notifications.userId} <> ${userId[LEARNER]}`),
    );
    expect((await learner.request('DELETE', '/api/notifications')).statusCode).toBe(204);
    expect((await me(learner)).notifications).toEqual([]);
    expect(
      await t.handle.db.$count(
        notifications,
        and(isNull(notifications.dismissedAt), sql`${notifications.userId} <> ${userId[LEARNER]}`),
      ),
    ).toBe(others);
  });
});

describe('preferences', () => {
  it('switches a type off and on; the user record follows', async () => {
    const type = (await me(employee)).notification_types[0]!;
    expect(
      (await employee.request('DELETE', `/api/user/notifications/preference/${type.id}`))
        .statusCode,
    ).toBe(204);
    expect((await me(employee)).notification_types.find((x) => x.id === type.id)!.active).toBe(
      false,
    );
    expect((await employee.post(`/api/user/notifications/preference/${type.id}`)).statusCode).toBe(
      204,
    );
    expect((await me(employee)).notification_types.find((x) => x.id === type.id)!.active).toBe(
      true,
    );
  });

  it('answers 404 for an unknown type and stores nothing', async () => {
    const before = await t.handle.db.$count(notificationPreferences);
    expect((await employee.post('/api/user/notifications/preference/999999')).statusCode).toBe(404);
    expect((await employee.post('/api/user/notifications/preference/x')).statusCode).toBe(404);
    expect(await t.handle.db.$count(notificationPreferences)).toBe(before);
  });
});

describe('fan-out', () => {
  it('announces a newly live insight once to every member who wants it, except its author', async () => {
    const insightType = await typeId('Insight');
    // The employee opts out of insights; everyone else keeps the default or their choice.
    await employee.request('DELETE', `/api/user/notifications/preference/${insightType}`);

    const created = (await author.post('/api/insight')).json() as { id: number; edit: string };
    const body = JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Hi' } }] });
    const saved = await author.request('PUT', `/api/insight/${created.id}`, {
      edit: created.edit,
      title: 'Fan-out test insight',
      live: 1,
      body,
    });
    expect(saved.statusCode).toBe(200);

    const wanting = await t.handle.db.execute(sql`select count(*)::int as n from users u
      join notification_types t on t.id = ${insightType}
      left join notification_preferences p on p.user_id = u.id and p.notification_type_id = t.id
      where u.status = 'active' and coalesce(p.active, t.active_by_default)
        and u.id <> ${userId[AUTHOR]}`);
    const expected = (wanting as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(expected).toBeGreaterThan(1);
    await waitFor(
      async () => (await countFor(created.id, insightType)) === expected,
      'the fan-out',
    );

    const mine = (await me(learner)).notifications.find((n) => n.title === 'Fan-out test insight');
    expect(mine).toMatchObject({ url: `/insight/${created.id}`, type: { title: 'Insight' } });
    expect((await me(employee)).notifications.some((n) => n.title === 'Fan-out test insight')).toBe(
      false,
    );
    expect((await me(author)).notifications.some((n) => n.title === 'Fan-out test insight')).toBe(
      false,
    );

    // The job again (a retry, a second process): nothing more.
    await t.app.jobs.send('insight-published', { insightId: created.id });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await countFor(created.id, insightType)).toBe(expected);
  });

  it('announces a live event, and nothing for one that is not live', async () => {
    const eventType = await typeId('Event');
    const [live] = await t.handle.db
      .insert(events)
      .values({ name: 'Fan-out meetup', status: 'live', start: new Date(), end: new Date() })
      .returning({ id: events.id });
    const [draft] = await t.handle.db
      .insert(events)
      .values({ name: 'Draft meetup', status: 'draft', start: new Date(), end: new Date() })
      .returning({ id: events.id });
    await t.app.jobs.send(EVENT_PUBLISHED_QUEUE, { eventId: draft!.id });
    await t.app.jobs.send(EVENT_PUBLISHED_QUEUE, { eventId: live!.id });
    await waitFor(async () => (await countFor(live!.id, eventType)) > 0, 'the event fan-out');
    expect(await countFor(draft!.id, eventType)).toBe(0);
    const note = (await me(learner)).notifications.find((n) => n.title === 'Fan-out meetup');
    expect(note?.url).toBe(`/event/${live!.id}`);
  });
});

describe('retention', () => {
  it('removes dismissed notifications after 14 months, and nothing else', async () => {
    const type = await typeId('Insight');
    const row = (months: number, dismissed: boolean) => ({
      userId: userId[LEARNER]!,
      notificationTypeId: type,
      title: `Retention ${months} ${dismissed}`,
      createdAt: sql`now() - make_interval(months => ${months + 1})`,
      dismissedAt: dismissed ? sql`now() - make_interval(months => ${months})` : null,
    });
    const inserted = await t.handle.db
      .insert(notifications)
      .values([row(15, true), row(13, true), row(20, false)] as never)
      .returning({ id: notifications.id, title: notifications.title });
    // The one retention job (privacy/jobs.ts) applies the dismissed-notifications rule.
    await t.app.jobs.send('privacy-retention', {});
    const ids = inserted.map((r) => r.id);
    await waitFor(
      async () =>
        (await t.handle.db.$count(notifications, sql`${notifications.id} in ${ids}`)) === 2,
      'the purge',
    );
    const left = await t.handle.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(sql`${notifications.id} in ${ids}`);
    expect(left.map((r) => r.title).sort()).toEqual(['Retention 13 true', 'Retention 20 false']);
  });
});

void users;
