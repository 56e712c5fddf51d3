// The events platform over HTTP: an Eventbrite-shaped API (v3). An organisation's events come
// in pages (`/organizations/{id}/events/?page=N`, with `pagination.has_more_items`); a venue
// is read by its id (`/venues/{id}/`), and an event's full description HTML separately
// (`/events/{id}/description/`), as Eventbrite's API does. Each call has a timeout and a size
// cap and is retried with back-off when the platform is down or overloaded; an answer we cannot
// read is an EventsAnswerError naming what was wrong. The token is sent, never logged.
import { z } from 'zod';

export class EventsUnavailableError extends Error {
  override name = 'EventsUnavailableError';
}
export class EventsAnswerError extends Error {
  override name = 'EventsAnswerError';
}

export interface PlatformVenue {
  id: string;
  name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country: string | null;
}

export interface PlatformEvent {
  id: string;
  name: string;
  /** Ours: live, draft, started, ended, completed or cancelled. */
  status: string;
  start: Date;
  end: Date;
  timeZone: string;
  url: string | null;
  imageUrl: string | null;
  venueId: string | null;
}

export interface EventsPage {
  /** Events we could read, and those we could not (id, if any, and why). */
  events: PlatformEvent[];
  unreadable: { id: string | null; reason: string }[];
  nextPage: number | null;
}

export interface EventsPlatform {
  listEvents(page: number): Promise<EventsPage>;
  venue(id: string): Promise<PlatformVenue | null>;
  description(eventId: string): Promise<string | null>;
}

export interface EventbriteOptions {
  baseUrl: string;
  token: string;
  organizationId: string;
  attempts?: number;
  backoffMs?: number;
  timeoutMs?: number;
}

const JSON_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_PAGES = 50;

const externalId = z.union([z.string().min(1).max(100), z.number().int()]).transform(String);
const when = z.object({
  timezone: z.string().min(1).max(64),
  utc: z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date'),
});
const eventJson = z.object({
  id: externalId,
  name: z.object({ text: z.string().trim().min(1).max(300) }),
  status: z.string().min(1).max(40),
  start: when,
  end: when,
  url: z.string().max(2000).nullable().optional(),
  logo: z
    .object({ url: z.string().max(2000).nullable().optional() })
    .nullable()
    .optional(),
  venue_id: externalId.nullable().optional(),
});
const pageJson = z.object({
  pagination: z.object({
    page_number: z.number().int().min(1),
    has_more_items: z.boolean(),
  }),
  events: z.array(z.unknown()).max(500),
});
const text = z.string().max(300).nullable().optional();
const venueJson = z.object({
  id: externalId,
  name: text,
  address: z
    .object({
      address_1: text,
      address_2: text,
      city: text,
      region: text,
      postal_code: text,
      country: text,
    })
    .nullable()
    .optional(),
});
const descriptionJson = z.object({ description: z.string().max(200_000).nullable() });

const STATUS: Record<string, string> = { canceled: 'cancelled' };
const httpsOrNull = (v: string | null | undefined) => (v && /^https:\/\/\S+$/i.test(v) ? v : null);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJson(res: Response, what: string): Promise<unknown> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > JSON_MAX_BYTES) throw new EventsAnswerError(`${what}: the answer is too large`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of (res.body ?? []) as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > JSON_MAX_BYTES) throw new EventsAnswerError(`${what}: the answer is too large`);
    chunks.push(Buffer.from(chunk));
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new EventsAnswerError(`${what}: not JSON`);
  }
}

function explain(error: z.ZodError) {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

export function createEventbritePlatform(options: EventbriteOptions): EventsPlatform {
  const base = options.baseUrl.replace(/\/+$/, '');
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function get(path: string, allow404 = false): Promise<unknown> {
    let problem = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await fetch(`${base}${path}`, {
          headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        if (res.ok) return await readJson(res, `GET ${path}`);
        await res.body?.cancel();
        if (res.status === 404 && allow404) return null;
        if (res.status !== 429 && res.status < 500) {
          throw new EventsAnswerError(`GET ${path}: HTTP ${res.status}`);
        }
        problem = `HTTP ${res.status}`;
      } catch (error) {
        if (error instanceof EventsAnswerError) throw error;
        problem = (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      }
      if (attempt < attempts) await sleep(backoffMs * 2 ** (attempt - 1));
    }
    throw new EventsUnavailableError(`GET ${path}: ${problem} after ${attempts} attempts`);
  }

  return {
    async listEvents(page) {
      const path = `/organizations/${encodeURIComponent(options.organizationId)}/events/?page=${page}`;
      const parsed = pageJson.safeParse(await get(path));
      if (!parsed.success) {
        throw new EventsAnswerError(`GET ${path}: unexpected answer (${explain(parsed.error)})`);
      }
      const events: PlatformEvent[] = [];
      const unreadable: EventsPage['unreadable'] = [];
      for (const raw of parsed.data.events) {
        const one = eventJson.safeParse(raw);
        if (!one.success) {
          const id = (raw as { id?: unknown } | null)?.id;
          unreadable.push({
            id: typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 100) : null,
            reason: explain(one.error),
          });
          continue;
        }
        const e = one.data;
        const start = new Date(e.start.utc);
        const end = new Date(e.end.utc);
        if (end < start) {
          unreadable.push({ id: e.id, reason: 'end: before the start' });
          continue;
        }
        events.push({
          id: e.id,
          name: e.name.text,
          status: STATUS[e.status] ?? e.status,
          start,
          end,
          timeZone: e.start.timezone,
          url: httpsOrNull(e.url),
          imageUrl: httpsOrNull(e.logo?.url),
          venueId: e.venue_id ?? null,
        });
      }
      const more = parsed.data.pagination.has_more_items && page < MAX_PAGES;
      return { events, unreadable, nextPage: more ? page + 1 : null };
    },

    async venue(id) {
      const path = `/venues/${encodeURIComponent(id)}/`;
      const json = await get(path, true);
      if (json === null) return null;
      const parsed = venueJson.safeParse(json);
      if (!parsed.success) {
        throw new EventsAnswerError(`GET ${path}: unexpected answer (${explain(parsed.error)})`);
      }
      const v = parsed.data;
      const a = v.address ?? {};
      return {
        id: v.id,
        name: v.name ?? null,
        address1: a.address_1 ?? null,
        address2: a.address_2 ?? null,
        city: a.city ?? null,
        region: a.region ?? null,
        postcode: a.postal_code ?? null,
        country: a.country ?? null,
      };
    },

    async description(eventId) {
      const path = `/events/${encodeURIComponent(eventId)}/description/`;
      const json = await get(path, true);
      if (json === null) return null;
      const parsed = descriptionJson.safeParse(json);
      if (!parsed.success) {
        throw new EventsAnswerError(`GET ${path}: unexpected answer (${explain(parsed.error)})`);
      }
      return parsed.data.description;
    },
  };
}
