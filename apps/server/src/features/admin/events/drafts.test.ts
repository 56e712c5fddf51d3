// Events written like articles: details in the block editor, checked and cleaned by the
// insight body's rules and shown to members as paragraphs; the end after the start, refused
// with the form's words; back to draft until members have been told, then only cancelling,
// which tells the members who saved it; roles and CSRF on the new route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventMessages } from '@techgold/contracts/admin/events';

/** The insight rules' words for hostile inline markup (insights/authoring/inline-html.ts). */
const HOSTILE_MARKUP = 'Remove scripts, embedded content and event handlers from the text.';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { EDITOR, auditOf, rows, signedIn } from '../test-fixtures.ts';
import { CANCELLED_NOTICE_TYPE, cancelledNotice } from './service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Detail {
  id: number;
  status: string;
  details: string | null;
  details_html: string | null;
  notify_count: number;
  saved_count: number;
  notified: boolean;
  updated_at: string;
}

const doc = (...blocks: Array<{ type: string; data: Record<string, unknown> }>) =>
  JSON.stringify({ time: 1, blocks, version: '2.31.0' });
const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });

const base = {
  name: 'Written Like An Article',
  start: '2031-09-01T18:00',
  end: '2031-09-01T20:00',
  time_zone: 'Europe/London',
};

async function create(extra: Record<string, unknown> = {}) {
  const editor = await signedIn(t, EDITOR);
  const res = await editor.post('/api/admin/events', { ...base, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return { editor, event: res.json() as Detail };
}

const told = (eventId: number) =>
  rows<{ user_id: number; title: string }>(
    t,
    sql`select n.user_id, n.title from notifications n
        join notification_types nt on nt.id = n.notification_type_id
        where nt.title = 'Event' and n.item_id = ${eventId}`,
  );

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('details in the block editor', () => {
  it('stores the cleaned document; members get two paragraphs, as blocks and as HTML', async () => {
    const { event } = await create({
      details: doc(
        paragraph('Talks from <span style="color:red">local</span> <b>employers</b>.'),
        paragraph('   '),
        paragraph('Bring your CV.'),
      ),
      details_html: '<p>ignored: the document wins</p>',
    });
    expect(event.details_html).toBeNull();
    const stored = JSON.parse(event.details!) as { blocks: { data: { text: string } }[] };
    // The unlisted span goes (its text stays); the empty paragraph is dropped, as on save.
    expect(stored.blocks.map((b) => b.data.text)).toEqual([
      'Talks from local <b>employers</b>.',
      'Bring your CV.',
    ]);

    const editor = await signedIn(t, EDITOR);
    const published = await editor.post(`/api/admin/events/${event.id}/publish`, {
      updated_at: event.updated_at,
    });
    expect(published.statusCode, published.body).toBe(200);
    const learner = await signedIn(t, LEARNER);
    const page = (await learner.get(`/api/event/${event.id}`)).json() as {
      details: string;
      body: string | null;
    };
    expect(page.details).toBe('<p>Talks from local <b>employers</b>.</p><p>Bring your CV.</p>');
    expect(JSON.parse(page.body!).blocks).toHaveLength(2);
    const ics = await learner.get(`/api/event/${event.id}/calendar.ics`);
    expect(ics.body).toContain('Talks from local employers.');
  });

  it('refuses hostile details with the block named, and blocks an event page does not show', async () => {
    const editor = await signedIn(t, EDITOR);
    const [{ n: before }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from events`,
    )) as [{ n: number }];
    const hostile = await editor.post('/api/admin/events', {
      ...base,
      details: doc(paragraph('Fine.'), paragraph('<img src=x onerror="alert(1)">Hi')),
    });
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json()).toMatchObject({
      errors: { 'details.blocks.1.data.text': [HOSTILE_MARKUP] },
    });
    const embed = await editor.post('/api/admin/events', {
      ...base,
      details: doc({
        type: 'embed',
        data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=abc', embed: '' },
      }),
    });
    expect(embed.statusCode).toBe(422);
    expect(embed.json()).toMatchObject({
      errors: { 'details.blocks.0': [eventMessages.detailsBlock] },
    });
    const unreadable = await editor.post('/api/admin/events', { ...base, details: '{"blocks":' });
    expect(unreadable.statusCode).toBe(422);
    expect(Object.keys((unreadable.json() as { errors: object }).errors)).toEqual(['details']);
    expect((unreadable.json() as { message: string }).message).not.toMatch(/insight/i);
    const [{ n: after }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from events`,
    )) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('an event from before keeps its HTML until the editor writes it; the platform’s stays sanitised', async () => {
    const { editor, event } = await create({
      details_html: '<p>Old one</p><script>alert(1)</script><p onclick="x()">Old two</p>',
    });
    expect(event.details_html).toBe('<p>Old one</p><p>Old two</p>');
    expect(event.details).toBeNull();
    const edited = await editor.request('PATCH', `/api/admin/events/${event.id}`, {
      updated_at: event.updated_at,
      details: doc(paragraph('New one'), paragraph('New two')),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ details_html: null });

    // A synced event whose HTML reached the table unsanitised is cleaned on the way out.
    const [row] = await rows<{ id: number }>(
      t,
      sql`insert into events (name, status, starts_at, ends_at, external_id, description_html)
          values ('Platform With HTML', 'live', now() + interval '5 days',
                  now() + interval '5 days 1 hour', 'eb-html-drafts-1',
                  '<p>One</p><p>Two<iframe src="https://evil.example"></iframe></p><img src=x onerror=alert(1)>')
          returning id`,
    );
    const learner = await signedIn(t, LEARNER);
    const page = (await learner.get(`/api/event/${row!.id}`)).json() as {
      details: string;
      body: string | null;
    };
    expect(page).toEqual(expect.objectContaining({ body: null, details: '<p>One</p><p>Two</p>' }));
  });
});

describe('the end after the start', () => {
  it('is refused with the form’s words on the end field, on create and on edit', async () => {
    const { editor, event } = await create();
    const bad = await editor.post('/api/admin/events', {
      ...base,
      start: '2031-09-01T18:00',
      end: '2031-09-01T17:59',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { end: [eventMessages.endBeforeStart] } });
    expect(eventMessages.endBeforeStart).toBe('Enter an end time after the start time.');
    const edit = await editor.request('PATCH', `/api/admin/events/${event.id}`, {
      updated_at: event.updated_at,
      start: '2031-09-01T18:00',
      end: '2031-09-01T18:00',
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({ errors: { end: [eventMessages.endBeforeStart] } });
  });
});

describe('back to draft and cancelling', () => {
  it('says how many members publishing would tell, and goes back to draft before they are told', async () => {
    const { editor, event } = await create({ name: 'Changed My Mind' });
    expect(event.notify_count).toBeGreaterThan(0);
    expect(event.notified).toBe(false);
    // Published, its fan-out not yet run (as publish leaves it, without the job).
    await t.app.database.db.execute(
      sql`update events set status = 'live', announced_at = now() where id = ${event.id}`,
    );
    const live = (await editor.get(`/api/admin/events/${event.id}`)).json() as Detail;
    const back = await editor.post(`/api/admin/events/${event.id}/draft`, {
      updated_at: live.updated_at,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'draft', announced_at: null, notified: false });
    const learner = await signedIn(t, LEARNER);
    expect((await learner.get(`/api/event/${event.id}`)).statusCode).toBe(404);
    // Publishing again tells members then.
    const again = await editor.post(`/api/admin/events/${event.id}/publish`, {
      updated_at: (back.json() as Detail).updated_at,
    });
    expect(again.statusCode).toBe(200);
    expect(
      (
        await until(
          () => told(event.id),
          (n) => n.length > 0,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect((await auditOf(t, 'event', event.id)).map((a) => a.action)).toEqual([
      'event.create',
      'event.unpublish',
      'event.publish',
    ]);
  });

  it('refuses back to draft once members were told; cancelling tells the members who saved it', async () => {
    const { editor, event } = await create({ name: 'Told Then Cancelled' });
    const live = (
      await editor.post(`/api/admin/events/${event.id}/publish`, { updated_at: event.updated_at })
    ).json() as Detail;
    await until(
      () => told(event.id),
      (n) => n.length > 0,
    );
    const learner = await signedIn(t, LEARNER);
    expect((await learner.request('PUT', `/api/user/event/${event.id}`)).statusCode).toBeLessThan(
      300,
    );
    const read = (await editor.get(`/api/admin/events/${event.id}`)).json() as Detail;
    expect(read).toMatchObject({ notified: true, saved_count: 1 });

    const back = await editor.post(`/api/admin/events/${event.id}/draft`, {
      updated_at: live.updated_at,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: eventMessages.notified });

    const cancelled = await editor.post(`/api/admin/events/${event.id}/cancel`, {
      updated_at: read.updated_at,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notices = await rows<{ title: string; url: string }>(
      t,
      sql`select n.title, n.url from notifications n
          join notification_types nt on nt.id = n.notification_type_id
          where nt.title = ${CANCELLED_NOTICE_TYPE} and n.item_id = ${event.id}`,
    );
    expect(notices).toEqual([
      { title: cancelledNotice('Told Then Cancelled'), url: `/event/${event.id}` },
    ]);
    // A notice: the centre shows its title as it is, not as "New … published".
    const [type] = await rows<{ kind: string }>(
      t,
      sql`select kind from notification_types where title = ${CANCELLED_NOTICE_TYPE}`,
    );
    expect(type!.kind).toBe('notice');
    // Members who were told find its page, marked cancelled.
    const page = await learner.get(`/api/event/${event.id}`);
    expect(page.statusCode).toBe(200);
    expect((page.json() as { event: { status: string } }).event.status).toBe('cancelled');
    const audit = await auditOf(t, 'event', event.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'event.cancel',
      after: { status: 'cancelled', members_told: 1 },
    });
  });

  it('only a published event goes back to draft; members and missing CSRF are refused', async () => {
    const { editor, event } = await create({ name: 'Still A Draft' });
    const draft = await editor.post(`/api/admin/events/${event.id}/draft`, {
      updated_at: event.updated_at,
    });
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toEqual({ message: eventMessages.notLive });
    const learner = await signedIn(t, LEARNER);
    expect(
      (
        await learner.post(`/api/admin/events/${event.id}/draft`, {
          updated_at: event.updated_at,
        })
      ).statusCode,
    ).toBe(403);
    for (const action of ['publish', 'draft', 'cancel']) {
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: `/api/admin/events/${event.id}/${action}`,
        headers: {
          cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ updated_at: event.updated_at }),
      });
      expect(noCsrf.statusCode, action).toBe(419);
    }
    expect((await auditOf(t, 'event', event.id)).map((a) => a.action)).toEqual(['event.create']);
  });
});
