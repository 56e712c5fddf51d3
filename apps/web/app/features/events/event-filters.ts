// The events list's filters in the URL: `from` and `to` (UK days, YYYY-MM-DD) and `format`
// (online or in_person). Anything else is left out, so a hand-edited URL still lists.
import { EVENT_FORMATS, type EventFormat } from '@techgold/contracts/events';

export interface EventFilters {
  from?: string;
  to?: string;
  format?: EventFormat;
  /** Set when `to` was before `from`: it is left out and the form says why. */
  rangeError?: string;
}

const isDay = (text: string | null): text is string =>
  text !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

export const RANGE_ERROR = 'The “to” date must be the same as or after the “from” date.';

export function readEventFilters(search: URLSearchParams): EventFilters {
  const from = search.get('from');
  const to = search.get('to');
  const format = search.get('format');
  const filters: EventFilters = {
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    format: (EVENT_FORMATS as readonly string[]).includes(format ?? '')
      ? (format as EventFormat)
      : undefined,
  };
  if (filters.from && filters.to && filters.to < filters.from) {
    return { ...filters, to: undefined, rangeError: RANGE_ERROR };
  }
  return filters;
}

export const hasEventFilters = (f: EventFilters) => Boolean(f.from || f.to || f.format);
