// Events in the console: created as drafts with times in a named zone and details cut down to
// the allow-list; published (members who opted in are told once, however often it is
// published again) and cancelled; edits version-checked; the platform's events read-only;
// every change audited in its transaction, a refused one leaving no row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { eventMessages } from '@techgold/contracts/admin/events';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, auditOf, rows, signedIn, userId } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Detail {
  id: number;
  name: string;
  status: string;
  start: string;
  end: string;
  start_local: string;
  time_zone: string;
  details_html: string | null;
  venue: { name: string | null; city: string | null } | null;
  announced_at: string | null;
  updated_at: string;
}

const future = (year = 2031) => ({ start: `${year}-07-01T18:00`, end: `${year}-07-01T20:30` });

async function createEvent(extra: Record<string, unknown> = {}) {
  const editor = await signedIn(t, EDITOR);
  const res = await editor.post('/api/admin/events', {
    name: 'Tech Careers Evening',
    ...future(),
    time_zone: 'Europe/London',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { editor, event: res.json() as Detail };
}

/** The learner's notifications about an event (the fan-out runs in the job worker). */
async function notificationsOf(email: string, eventId: number) {
  return rows<{ id: number }>(
    t,
    sql`select n.id from notifications n join notification_types nt on nt.id = n.notification_type_id
        where nt.title = 'Event' and n.item_id = ${eventId}
          and n.user_id = (select id from users where email = ${email})`,
  );
}

async function publishedJobs(eventId: number) {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from pgboss.job
        where name = 'event-published' and (data->>'eventId')::int = ${eventId}`,
  );
  return row!.n;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('creating and editing events', () => {
  it('creates a draft with times read in its zone, a venue and sanitised details', async () => {
    const { event } = await createEvent({
      venue: { name: 'Leeds Digital Hub', city: 'Leeds', postcode: 'LS1 5HN' },
      image_url: '/media/uploads/abcdefgh1234.webp',
      url: 'https://tickets.example/careers',
      details_html:
        '<h1>Join us</h1><p onclick="x()">Talks <b>and</b> <a href="javascript:alert(1)">demos</a></p><script>alert(1)</script>',
    });
    expect(event).toMatchObject({
      status: 'draft',
      start: '2031-07-01T17:00:00.000Z', // 18:00 British Summer Time
      end: '2031-07-01T19:30:00.000Z',
      start_local: '2031-07-01T18:00',
      time_zone: 'Europe/London',
      venue: { name: 'Leeds Digital Hub', city: 'Leeds' },
      details_html: '<h2>Join us</h2><p>Talks <b>and</b> demos</p>',
      announced_at: null,
    });
    const [stored] = await rows<{ description_html: string }>(
      t,
      sql`select description_html from events where id = ${event.id}`,
    );
    expect(stored!.description_html).not.toMatch(/script|onclick|javascript/);
    // A draft is not shown to members.
    const learner = await signedIn(t, LEARNER);
    expect((await learner.get(`/api/event/${event.id}`)).statusCode).toBe(404);
    expect(await auditOf(t, 'event', event.id)).toEqual([
      expect.objectContaining({
        action: 'event.create',
        actor_user_id: await userId(t, EDITOR),
        after: expect.objectContaining({ name: 'Tech Careers Evening' }),
      }),
    ]);
  });

  it('refuses bad input with field errors, writing nothing', async () => {
    const editor = await signedIn(t, EDITOR);
    const [{ n: before }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from events`,
    )) as [{ n: number }];
    const cases: [Record<string, unknown>, string[]][] = [
      [
        { name: '', start: 'soon', end: future().end, time_zone: 'Europe/London' },
        ['name', 'start'],
      ],
      [{ name: 'X', ...future(), time_zone: 'Mars/Olympus' }, ['time_zone']],
      [
        {
          name: 'X',
          start: '2031-03-30T01:30',
          end: '2031-03-30T03:00',
          time_zone: 'Europe/London',
        },
        ['start'],
      ],
      [{ name: 'X', start: future().end, end: future().start, time_zone: 'UTC' }, ['end']],
      [
        { name: 'X', ...future(), time_zone: 'UTC', image_url: 'https://evil.example/a.png' },
        ['image_url'],
      ],
      [{ name: 'X', ...future(), time_zone: 'UTC', url: 'javascript:alert(1)' }, ['url']],
      [
        { name: 'X', ...future(), time_zone: 'UTC', details_html: 'x'.repeat(100_001) },
        ['details_html'],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await editor.post('/api/admin/events', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors).sort()).toEqual(
        [...fields].sort(),
      );
    }
    const [{ n: after }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from events`,
    )) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('edits with the version read; a stale copy is refused; only changed fields are audited', async () => {
    const { editor, event } = await createEvent();
    const res = await editor.request('PATCH', `/api/admin/events/${event.id}`, {
      updated_at: event.updated_at,
      time_zone: 'America/New_York',
      venue: { name: 'Online' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Detail;
    // The wall-clock times stay; the instants move with the zone.
    expect(edited).toMatchObject({
      start_local: '2031-07-01T18:00',
      start: '2031-07-01T22:00:00.000Z',
      venue: { name: 'Online' },
    });
    const stale = await editor.request('PATCH', `/api/admin/events/${event.id}`, {
      updated_at: event.updated_at,
      name: 'Overwritten',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: adminMessages.stale });
    const audits = await auditOf(t, 'event', event.id);
    expect(audits.map((a) => a.action)).toEqual(['event.create', 'event.update']);
    expect(Object.keys(audits[1]!.after as object).sort()).toEqual([
      'end',
      'start',
      'time_zone',
      'venue',
    ]);
  });
});

describe('publishing and cancelling', () => {
  it('publishing tells an opted-in member once, however often it is published again', async () => {
    const { editor, event } = await createEvent({ name: 'Once Only Meetup' });
    const published = await editor.post(`/api/admin/events/${event.id}/publish`, {
      updated_at: event.updated_at,
    });
    expect(published.statusCode, published.body).toBe(200);
    const live = published.json() as Detail;
    expect(live.status).toBe('live');
    expect(live.announced_at).not.toBeNull();
    const learner = await signedIn(t, LEARNER);
    expect((await learner.get(`/api/event/${event.id}`)).statusCode).toBe(200);
    expect(
      (
        await until(
          () => notificationsOf(LEARNER, event.id),
          (n) => n.length > 0,
        )
      ).length,
    ).toBe(1);

    const cancelled = await editor.post(`/api/admin/events/${event.id}/cancel`, {
      updated_at: live.updated_at,
    });
    expect(cancelled.statusCode).toBe(200);
    // Members who were told still find it, marked cancelled (drafts.test.ts tells its savers).
    const gone = await learner.get(`/api/event/${event.id}`);
    expect((gone.json() as { event: { status: string } }).event.status).toBe('cancelled');
    const again = await editor.post(`/api/admin/events/${event.id}/publish`, {
      updated_at: (cancelled.json() as Detail).updated_at,
    });
    expect(again.statusCode).toBe(200);
    expect(await publishedJobs(event.id)).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await notificationsOf(LEARNER, event.id)).toHaveLength(1);
    expect((await auditOf(t, 'event', event.id)).map((a) => a.action)).toEqual([
      'event.create',
      'event.publish',
      'event.cancel',
      'event.publish',
    ]);
  });

  it('a member who turned event notifications off is not told', async () => {
    const { editor, event } = await createEvent({ name: 'Quiet Meetup' });
    const learner = await signedIn(t, LEARNER);
    const [type] = await rows<{ id: number }>(
      t,
      sql`select id from notification_types where title = 'Event'`,
    );
    expect(
      (await learner.request('DELETE', `/api/user/notifications/preference/${type!.id}`))
        .statusCode,
    ).toBeLessThan(300);
    try {
      await editor.post(`/api/admin/events/${event.id}/publish`, { updated_at: event.updated_at });
      await until(
        () => publishedJobs(event.id),
        (n) => n > 0,
      );
      await new Promise((r) => setTimeout(r, 1500));
      expect(await notificationsOf(LEARNER, event.id)).toEqual([]);
      expect((await notificationsOf(ADMIN, event.id)).length, 'an opted-in member is told').toBe(1);
    } finally {
      await learner.post(`/api/user/notifications/preference/${type!.id}`);
    }
  });

  it('an event that has ended cannot be published; a stale publish is refused; nothing is sent', async () => {
    const { editor, event } = await createEvent({
      start: '2020-01-01T10:00',
      end: '2020-01-01T11:00',
    });
    const ended = await editor.post(`/api/admin/events/${event.id}/publish`, {
      updated_at: event.updated_at,
    });
    expect(ended.statusCode).toBe(422);
    expect((ended.json() as { message: string }).message).toBe(eventMessages.ended);
    const { event: other } = await createEvent();
    const stale = await editor.post(`/api/admin/events/${other.id}/publish`, {
      updated_at: '2001-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    expect(await publishedJobs(event.id)).toBe(0);
    expect(await publishedJobs(other.id)).toBe(0);
    expect((await auditOf(t, 'event', other.id)).map((a) => a.action)).toEqual(['event.create']);
  });

  it('the platform’s events are read-only in the console', async () => {
    const [row] = await rows<{ id: number; updated_at: Date }>(
      t,
      sql`insert into events (name, status, starts_at, ends_at, external_id)
          values ('From The Platform', 'draft', now() + interval '9 days',
                  now() + interval '9 days 2 hours', 'eb-readonly-1')
          returning id, updated_at`,
    );
    const editor = await signedIn(t, EDITOR);
    const detail = (await editor.get(`/api/admin/events/${row!.id}`)).json() as Detail & {
      source: string;
    };
    expect(detail.source).toBe('platform');
    for (const [method, path, body] of [
      ['PATCH', `/api/admin/events/${row!.id}`, { updated_at: detail.updated_at, name: 'Mine' }],
      ['POST', `/api/admin/events/${row!.id}/publish`, { updated_at: detail.updated_at }],
      ['POST', `/api/admin/events/${row!.id}/cancel`, { updated_at: detail.updated_at }],
    ] as const) {
      const res = await editor.request(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(409);
      expect((res.json() as { message: string }).message).toBe(eventMessages.fromPlatform);
    }
    const list = (
      await editor.get('/api/admin/events?source=platform&q=From%20The%20Platform')
    ).json() as { items: { id: number }[]; total: number };
    expect(list.items.map((i) => i.id)).toEqual([row!.id]);
  });

  it('lists with filters, sort and paging; bad filters are 400; members are refused', async () => {
    const editor = await signedIn(t, EDITOR);
    const page = (await editor.get('/api/admin/events?sort=start&dir=asc&limit=3')).json() as {
      items: { start: string }[];
      total: number;
    };
    expect(page.items).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    const starts = page.items.map((i) => i.start);
    expect([...starts].sort()).toEqual(starts);
    const drafts = (await editor.get('/api/admin/events?status=draft&source=console')).json() as {
      items: { status: string; source: string }[];
    };
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((i) => i.status === 'draft' && i.source === 'console')).toBe(true);
    const bad = await editor.get('/api/admin/events?status=gone&when=soon');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'status',
      'when',
    ]);
    const learner = await signedIn(t, LEARNER);
    expect((await learner.get('/api/admin/events')).statusCode).toBe(403);
    expect((await learner.post('/api/admin/events', {})).statusCode).toBe(403);
  });
});
