// A loopback stand-in for the events platform (an Eventbrite-shaped v3 API), for the adapter's
// and the sync's tests: bearer-token auth, an organisation's events paged with
// `pagination.has_more_items`, venues by id, each event's description HTML at its own path;
// and the ways a real platform fails — down, slow, or answering nonsense.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEvent {
  id: string;
  name: { text: string; html?: string };
  status: string;
  start: { timezone: string; utc: string; local?: string };
  end: { timezone: string; utc: string; local?: string };
  url?: string | null;
  logo?: { url: string | null } | null;
  venue_id?: string | null;
  /** Served at /events/{id}/description/, not in the list (as Eventbrite does). */
  descriptionHtml?: string;
}

export interface FakeVenue {
  id: string;
  name: string;
  address: {
    address_1?: string | null;
    address_2?: string | null;
    city?: string | null;
    region?: string | null;
    postal_code?: string | null;
    country?: string | null;
  };
}

export interface FakeEventsPlatform {
  url: string;
  token: string;
  organizationId: string;
  events: FakeEvent[];
  venues: FakeVenue[];
  requests: { path: string; authorization: string | undefined }[];
  /** The next `n` requests answer `status` (e.g. 503) instead. */
  failNext(n: number, status: number): void;
  /** Answers this raw body to the events list's page `page` (null stops). */
  malformPage(page: number, body: string | null): void;
  delayMs: number;
  pageSize: number;
  close(): Promise<void>;
}

export const fakeEvent = (n: number, over: Partial<FakeEvent> = {}): FakeEvent => ({
  id: `eb-${n}`,
  name: { text: `Platform Event ${n}` },
  status: 'live',
  start: { timezone: 'Europe/London', utc: `2030-06-${String(n).padStart(2, '0')}T17:00:00Z` },
  end: { timezone: 'Europe/London', utc: `2030-06-${String(n).padStart(2, '0')}T19:00:00Z` },
  url: `https://tickets.example/e/${n}`,
  logo: { url: `https://img.example/e/${n}.png` },
  venue_id: 'v-1',
  descriptionHtml: `<p>About event ${n}</p><script>alert(1)</script>`,
  ...over,
});

export async function startFakeEventsPlatform(
  token = 'fake-events-token',
  organizationId = '4242',
): Promise<FakeEventsPlatform> {
  const failures: number[] = [];
  const malformed = new Map<number, string>();
  const fake: Omit<FakeEventsPlatform, 'url' | 'close'> = {
    token,
    organizationId,
    events: [],
    venues: [
      {
        id: 'v-1',
        name: 'Leeds Digital Hub',
        address: { address_1: '1 Park Row', city: 'Leeds', postal_code: 'LS1 5HN', country: 'GB' },
      },
    ],
    requests: [],
    failNext(n, status) {
      for (let i = 0; i < n; i++) failures.push(status);
    },
    malformPage(page, body) {
      if (body === null) malformed.delete(page);
      else malformed.set(page, body);
    },
    delayMs: 0,
    pageSize: 2,
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({ path: url.pathname, authorization: req.headers.authorization });
    const answer = (status: number, body: string) => {
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      }, fake.delayMs);
    };
    const failure = failures.shift();
    if (failure) {
      res.writeHead(failure).end('{"error":"unavailable"}');
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      answer(401, '{"error":"INVALID_AUTH"}');
      return;
    }
    if (url.pathname === `/organizations/${organizationId}/events/`) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const bad = malformed.get(page);
      if (bad !== undefined) {
        answer(200, bad);
        return;
      }
      const size = fake.pageSize;
      const events = fake.events
        .slice((page - 1) * size, page * size)
        .map(({ descriptionHtml: _d, ...e }) => e);
      const pageCount = Math.max(1, Math.ceil(fake.events.length / size));
      answer(
        200,
        JSON.stringify({
          pagination: {
            object_count: fake.events.length,
            page_number: page,
            page_size: size,
            page_count: pageCount,
            has_more_items: page < pageCount,
          },
          events,
        }),
      );
      return;
    }
    const venue = /^\/venues\/([^/]+)\/$/.exec(url.pathname);
    if (venue) {
      const found = fake.venues.find((v) => v.id === decodeURIComponent(venue[1]!));
      answer(found ? 200 : 404, JSON.stringify(found ?? { error: 'NOT_FOUND' }));
      return;
    }
    const description = /^\/events\/([^/]+)\/description\/$/.exec(url.pathname);
    if (description) {
      const found = fake.events.find((e) => e.id === decodeURIComponent(description[1]!));
      answer(
        found ? 200 : 404,
        JSON.stringify(found ? { description: found.descriptionHtml ?? null } : {}),
      );
      return;
    }
    answer(404, '{"error":"NOT_FOUND"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
