import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { EVENT_UNAVAILABLE, type EventDetailResponse } from '@techgold/contracts/events';
import { events, venues } from '../../db/schema/events.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let member: Client;
let learnerId: number;
let upcoming: typeof events.$inferSelect;
let draftId: number;
beforeAll(async () => {
  t = await createTestApp();
  member = new Client(t.app, '10.7.2.1');
  expect((await member.login()).statusCode).toBe(200);
  const [user] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LEARNER));
  learnerId = user!.id;
  const [first] = await t.handle.db
    .select()
    .from(events)
    .where(and(eq(events.status, 'live'), gte(events.start, new Date())))
    .orderBy(asc(events.start))
    .limit(1);
  upcoming = first!;
  const [draft] = await t.handle.db
    .select({ id: events.id })
    .from(events)
    .where(ne(events.status, 'live'))
    .limit(1);
  draftId = draft!.id;
});
afterAll(() => t.close());

async function detail(id: number | string) {
  const res = await member.get(`/api/event/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as EventDetailResponse;
}

/** The lines of an iCalendar text, long lines unfolded (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** 20261114T180000Z from an ISO instant. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('GET /api/event/{id}', () => {
  it('answers 401 to an anonymous caller', async () => {
    for (const url of [`/api/event/${upcoming.id}`, `/api/event/${upcoming.id}/calendar.ics`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers the event in the list fields, with its venue and saved flag', async () => {
    const body = await detail(upcoming.id);
    expect(Object.keys(body).sort()).toEqual(['body', 'details', 'event']);
    const [venue] = await t.handle.db.select().from(venues).where(eq(venues.id, upcoming.venueId!));
    expect(body.event).toEqual({
      id: upcoming.id,
      name: upcoming.name,
      status: 'live',
      start: upcoming.start.toISOString(),
      end: upcoming.end.toISOString(),
      image_url: upcoming.imageUrl,
      url: upcoming.url,
      venue: {
        region: venue!.region,
        address1: venue!.address1,
        address2: venue!.address2,
        city: venue!.city,
        country: venue!.country,
        postcode: venue!.postcode,
      },
      saved: false,
    });
    await t.handle.db
      .insert(savedItems)
      .values({ userId: learnerId, kind: 'event', itemId: upcoming.id });
    expect((await detail(upcoming.id)).event.saved).toBe(true);
  });

  it('sanitises the description: no script, style, iframe, handlers or javascript: links', async () => {
    // The demo descriptions carry a pasted ticketing widget with all of these.
    expect(upcoming.descriptionHtml).toContain('<script>');
    expect(upcoming.descriptionHtml).toContain('onclick=');
    expect(upcoming.descriptionHtml).toContain('javascript:');
    const { details } = await detail(upcoming.id);
    for (const banned of [
      /<script/i,
      /<style/i,
      /<iframe/i,
      /<img/i, // its src was not https
      /\son\w+=/i,
      /style=/i,
      /javascript:/i,
      /__eventScriptRan/,
      /display: none/,
      /target="_self"/,
    ]) {
      expect(details).not.toMatch(banned);
    }
    // Allowed markup stays; links open in a new tab without opener or referrer.
    expect(details).toContain('<h2>About the event</h2>');
    expect(details).toMatch(/<strong>[A-Za-z]+<\/strong>/);
    expect(details).toContain('<ul><li>Short talks from employers and learning providers</li>');
    expect(details).toContain(
      '<a href="mailto:events@techgold.test" target="_blank" rel="noopener noreferrer">events@techgold.test</a>',
    );
    expect(details).toContain(
      '<a href="https://www.example.org/events/faq" target="_blank" rel="noopener noreferrer">event FAQ</a>',
    );
    // A dropped link keeps its text.
    expect(details).toContain('Tell a friend: share this event</p>');
  });

  it('shows a past live event (a member may have saved it) with an empty details for none', async () => {
    const [past] = await t.handle.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.status, 'live'), lt(events.start, new Date())))
      .limit(1);
    expect((await detail(past!.id)).event.id).toBe(past!.id);

    const [bare] = await t.handle.db
      .insert(events)
      .values({
        name: 'Online Meet-up',
        status: 'live',
        start: new Date(Date.now() + 86_400_000),
        end: new Date(Date.now() + 90_000_000),
      })
      .returning({ id: events.id });
    const body = await detail(bare!.id);
    expect(body.details).toBe('');
    expect(body.event).toMatchObject({ venue: null, url: null, image_url: null });
    const ics = await member.get(`/api/event/${bare!.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    const lines = unfold(ics.body);
    expect(lines.some((l) => l.startsWith('LOCATION'))).toBe(false);
    expect(lines.some((l) => l.startsWith('DESCRIPTION'))).toBe(false);
  });

  it.each([
    ['a draft event', () => draftId],
    ['an unknown id', () => 2_000_000_000],
    ['a non-numeric id', () => 'abc'],
    ['zero', () => '0'],
    ['a leading zero', () => '01'],
    ['a negative id', () => '-1'],
    ['an id beyond int4', () => '99999999999'],
    ['a decimal', () => '1.5'],
    ['a very long id', () => '9'.repeat(300)],
  ])('answers 404 with a message for %s, on both routes', async (_, id) => {
    for (const url of [`/api/event/${id()}`, `/api/event/${id()}/calendar.ics`]) {
      const res = await member.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_UNAVAILABLE });
    }
  });
});

describe('GET /api/event/{id}/calendar.ics', () => {
  it('downloads one VEVENT in UTC with a stable UID, the name, venue, ticket link and plain text', async () => {
    const res = await member.get(`/api/event/${upcoming.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const slug = upcoming.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}.ics"`);

    const lines = unfold(res.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('END:VEVENT');
    const field = (name: string) => {
      const line = lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
      return line?.slice(line.indexOf(':') + 1);
    };
    expect(field('UID')).toBe(`event-${upcoming.id}@localhost`);
    expect(field('DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(field('DTSTART')).toBe(icsTime(upcoming.start.toISOString()));
    expect(field('DTEND')).toBe(icsTime(upcoming.end.toISOString()));
    // Commas are escaped in iCalendar text values.
    expect(field('SUMMARY')).toBe(upcoming.name.replace(/,/g, '\\,'));
    const [venue] = await t.handle.db.select().from(venues).where(eq(venues.id, upcoming.venueId!));
    expect(field('LOCATION')).toContain(venue!.address1!);
    expect(field('LOCATION')).toContain(venue!.postcode!);
    expect(field('LOCATION')).toContain(venue!.city!);
    expect(field('URL')).toBe(upcoming.url);
    const description = field('DESCRIPTION')!;
    expect(description).toContain('About the event');
    expect(description).toContain('- Short talks from employers and learning providers');
    expect(description).not.toMatch(/<|__eventScriptRan|display: none/);

    // The same event gives the same file (no clock in it).
    const again = await member.get(`/api/event/${upcoming.id}/calendar.ics`);
    expect(again.body).toBe(res.body);
  });
});
