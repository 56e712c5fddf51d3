// "Add to calendar" links for calendars that take an event in the URL: Google Calendar's
// TEMPLATE action and Outlook on the web's compose deep link. Times in UTC.
import { venueLine } from '@techgold/contracts/event-venue';
import type { EventItem } from '@techgold/contracts/events';

// Long descriptions are cut: the whole link must stay well inside URL length limits.
const MAX_DETAILS = 1000;

const q = (params: Record<string, string>) =>
  Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

function shorten(text: string): string {
  return text.length > MAX_DETAILS ? `${text.slice(0, MAX_DETAILS - 1).trimEnd()}…` : text;
}

/** 2026-10-14T17:30:00.000Z → 20261014T173000Z */
export const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** 2026-10-14T17:30:00.000Z → 2026-10-14T17:30:00Z */
const isoUtc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}/, '');

type CalendarEvent = Pick<EventItem, 'name' | 'start' | 'end' | 'venue'>;

export function googleCalendarUrl(event: CalendarEvent, detailsText: string): string {
  return `https://calendar.google.com/calendar/render?${q({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    details: shorten(detailsText),
    location: venueLine(event.venue),
  })}`;
}

export function outlookCalendarUrl(event: CalendarEvent, detailsText: string): string {
  return `https://outlook.live.com/calendar/0/action/compose?${q({
    subject: event.name,
    startdt: isoUtc(event.start),
    enddt: isoUtc(event.end),
    location: venueLine(event.venue),
    body: shorten(detailsText),
  })}`;
}
