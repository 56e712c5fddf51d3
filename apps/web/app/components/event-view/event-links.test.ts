import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import { sameUkDay, ukDateTime, ukTime } from '~/lib/uk-time';

describe('UK event times', () => {
  it('shows winter times as GMT and summer times as BST', () => {
    expect(ukDateTime('2026-10-14T17:30:00.000Z')).toBe('Wed 14 Oct 2026, 18:30');
    expect(ukDateTime('2026-11-03T18:30:00.000Z')).toBe('Tue 3 Nov 2026, 18:30');
    expect(ukDateTime('2027-09-07T08:05:00.000Z')).toBe('Tue 7 Sep 2027, 09:05');
    expect(ukTime('2026-12-31T23:59:00.000Z')).toBe('23:59');
  });

  it('tells a day apart by the UK calendar, not UTC', () => {
    // 23:30 UTC on 14 June is 00:30 BST on 15 June.
    expect(sameUkDay('2026-06-14T20:00:00.000Z', '2026-06-14T23:30:00.000Z')).toBe(false);
    expect(sameUkDay('2026-12-14T09:00:00.000Z', '2026-12-14T23:30:00.000Z')).toBe(true);
  });
});

describe('calendar links', () => {
  const event = {
    name: 'Tech Careers Fair: Leeds & Bradford',
    start: '2026-10-14T17:30:00.000Z',
    end: '2026-10-14T19:30:00.000Z',
    venue: {
      region: 'West Yorkshire',
      address1: '5 Mill Yard',
      address2: null,
      city: 'Leeds',
      country: 'United Kingdom',
      postcode: 'LS2 7XX',
    },
  };

  it('builds a Google Calendar template link in UTC', () => {
    const url = new URL(googleCalendarUrl(event, 'About\n\n- Talks'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Tech Careers Fair: Leeds & Bradford',
      dates: '20261014T173000Z/20261014T193000Z',
      details: 'About\n\n- Talks',
      location: '5 Mill Yard, Leeds, United Kingdom, LS2 7XX',
    });
  });

  it('builds an Outlook compose link in UTC, spaces as %20', () => {
    const text = outlookCalendarUrl(event, 'x'.repeat(5000));
    expect(text).not.toContain('+');
    const url = new URL(text);
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('subject')).toBe(event.name);
    expect(url.searchParams.get('startdt')).toBe('2026-10-14T17:30:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-10-14T19:30:00Z');
    expect(url.searchParams.get('location')).toBe('5 Mill Yard, Leeds, United Kingdom, LS2 7XX');
    expect(url.searchParams.get('body')).toHaveLength(1000);
  });

  it('leaves out a location when there is no venue', () => {
    const url = new URL(googleCalendarUrl({ ...event, venue: null }, ''));
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.has('details')).toBe(false);
  });
});
