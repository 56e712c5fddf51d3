// The events-platform adapter against a loopback fake of its Eventbrite-shaped API: pages,
// venues and descriptions read as the platform serves them, the token sent as it expects,
// retries when it is down, a timeout when it is slow, and a clear error (never a guess) when
// it answers something we cannot read.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeEvent,
  startFakeEventsPlatform,
  type FakeEventsPlatform,
} from '../../../test/fakes/events-platform.ts';
import {
  createEventbritePlatform,
  EventsAnswerError,
  EventsUnavailableError,
} from './eventbrite.ts';

let fake: FakeEventsPlatform;
const platform = (over: Partial<Parameters<typeof createEventbritePlatform>[0]> = {}) =>
  createEventbritePlatform({
    baseUrl: fake.url,
    token: fake.token,
    organizationId: fake.organizationId,
    backoffMs: 20,
    ...over,
  });

beforeAll(async () => {
  fake = await startFakeEventsPlatform();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.events = [];
  fake.requests = [];
  fake.delayMs = 0;
  fake.malformPage(1, null);
});

describe('events platform adapter', () => {
  it('reads the organisation’s events page by page with the bearer token', async () => {
    fake.events = [1, 2, 3].map((n) => fakeEvent(n));
    fake.events[2]!.status = 'canceled';
    const first = await platform().listEvents(1);
    expect(first.nextPage).toBe(2);
    expect(first.events[0]).toEqual({
      id: 'eb-1',
      name: 'Platform Event 1',
      status: 'live',
      start: new Date('2030-06-01T17:00:00Z'),
      end: new Date('2030-06-01T19:00:00Z'),
      timeZone: 'Europe/London',
      url: 'https://tickets.example/e/1',
      imageUrl: 'https://img.example/e/1.png',
      venueId: 'v-1',
    });
    const second = await platform().listEvents(2);
    expect(second.nextPage).toBeNull();
    expect(second.events.map((e) => [e.id, e.status])).toEqual([['eb-3', 'cancelled']]);
    expect(fake.requests[0]).toEqual({
      path: '/organizations/4242/events/',
      authorization: `Bearer ${fake.token}`,
    });
  });

  it('reads a venue and the description separately; a missing one is null', async () => {
    fake.events = [fakeEvent(1)];
    expect(await platform().venue('v-1')).toEqual({
      id: 'v-1',
      name: 'Leeds Digital Hub',
      address1: '1 Park Row',
      address2: null,
      city: 'Leeds',
      region: null,
      postcode: 'LS1 5HN',
      country: 'GB',
    });
    expect(await platform().venue('v-404')).toBeNull();
    expect(await platform().description('eb-1')).toBe(
      '<p>About event 1</p><script>alert(1)</script>',
    );
    expect(await platform().description('eb-404')).toBeNull();
  });

  it('retries while the platform is down, then gives up with a clear error', async () => {
    fake.events = [fakeEvent(1)];
    fake.failNext(2, 503);
    expect((await platform().listEvents(1)).events).toHaveLength(1);
    fake.failNext(3, 502);
    await expect(platform().listEvents(1)).rejects.toThrow(EventsUnavailableError);
    await expect(platform({ token: 'wrong' }).listEvents(1)).rejects.toThrow(/HTTP 401/);
  });

  it('gives up on a slow platform after its timeout', async () => {
    fake.events = [fakeEvent(1)];
    fake.delayMs = 500;
    const started = Date.now();
    await expect(platform({ timeoutMs: 100, attempts: 2 }).listEvents(1)).rejects.toThrow(
      /timed out after 2 attempts/,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('names what is wrong with a malformed page; a malformed event is skipped with its reason', async () => {
    fake.malformPage(1, '<html>oops</html>');
    await expect(platform().listEvents(1)).rejects.toThrow(EventsAnswerError);
    fake.malformPage(1, '{"events": "many"}');
    await expect(platform().listEvents(1)).rejects.toThrow(/unexpected answer \(pagination/);
    fake.malformPage(1, null);
    fake.events = [
      fakeEvent(1),
      fakeEvent(2, { start: { timezone: 'Europe/London', utc: 'whenever' } }),
      fakeEvent(3, { end: { timezone: 'Europe/London', utc: '2000-01-01T00:00:00Z' } }),
    ];
    fake.pageSize = 10;
    try {
      const page = await platform().listEvents(1);
      expect(page.events.map((e) => e.id)).toEqual(['eb-1']);
      expect(page.unreadable).toEqual([
        { id: 'eb-2', reason: expect.stringContaining('start.utc') },
        { id: 'eb-3', reason: 'end: before the start' },
      ]);
    } finally {
      fake.pageSize = 2;
    }
  });
});
