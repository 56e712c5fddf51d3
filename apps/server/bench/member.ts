// The member platform under load, signed in as the demo learner (one sign-in per app start):
// the four directories, a title search and a tag filter, the search bar, and the save toggle
// (PUT then DELETE; each cycle takes the next unsaved employer, so connections rarely share a
// row), on the demo data and at scale. None of these routes is rate limited (only sign-in and
// forms are), so the bench's RATE_LIMITS=false does not flatter them.
import type { EmployersResponse } from '@techgold/contracts/employers';
import { INDUSTRY_TAGS } from '../src/db/seed/data/tags.ts';
import type { Started, Suite, Target } from './scaled.ts';
import { signIn } from './session.ts';

/**
 * Matches demo insights, events and employers, and one in ten scale insights and events. The
 * demo has fewer matching insights than a page, so that row's bytes are compared per row.
 */
const TERM = 'cloud';
/** Filters by the first industry tag: scale employers spread evenly over the industries. */
const TAG_TITLE = INDUSTRY_TAGS[0]!;

const getPaths = (tagId: number) => [
  '/api/insights',
  `/api/insights?q=${TERM}`,
  '/api/employers',
  `/api/employers?tags=${tagId}`,
  '/api/schools',
  '/api/events',
  `/api/search?q=${TERM}`,
];

async function json<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** PUT then DELETE on employers the learner had not saved; each cycle takes the next one. */
function saveToggle(app: Started, headers: Record<string, string>, ids: number[]): Target {
  let next = 0;
  const path = (id: number) => `/api/user/employer/${id}`;
  type Ctx = { id?: number };
  return {
    name: 'PUT+DELETE /api/user/employer/{id}',
    probe: { url: `${app.url}${path(ids[0]!)}`, init: { method: 'PUT', headers } },
    load: {
      url: app.url,
      headers,
      requests: [
        {
          method: 'PUT',
          setupRequest: (req, ctx: Ctx) => {
            ctx.id = ids[next++ % ids.length]!;
            return { ...req, path: path(ctx.id) };
          },
        },
        { method: 'DELETE', setupRequest: (req, ctx: Ctx) => ({ ...req, path: path(ctx.id!) }) },
      ],
    },
    // The load stops mid-cycle: leave the learner's saves as they were.
    after: async () => {
      for (const id of ids) {
        const res = await fetch(`${app.url}${path(id)}`, { method: 'DELETE', headers });
        if (!res.ok) throw new Error(`unsave ${id}: ${res.status}`);
      }
    },
  };
}

export const memberSuite: Suite = {
  title: 'Member platform',
  async targets(app) {
    const session = await signIn(app.url);
    const headers = { cookie: session.cookie, 'x-xsrf-token': session.token };
    const first = await json<EmployersResponse>(`${app.url}/api/employers?limit=50`, headers);
    const tag = first.tags.find((t) => t.title === TAG_TITLE);
    if (!tag) throw new Error(`no tag "${TAG_TITLE}"`);
    const unsaved = first.employers.filter((e) => !e.saved).map((e) => e.id);
    if (unsaved.length < 8) throw new Error('too few unsaved employers to toggle');
    const gets = getPaths(tag.id).map((path): Target => {
      const url = `${app.url}${path}`;
      const rowsKey = /^\/api\/(insights|employers|schools|events)\b/.exec(path)?.[1];
      return {
        name: `GET ${path}`,
        probe: { url, init: { headers } },
        load: { url, headers },
        rowsKey,
      };
    });
    return [...gets, saveToggle(app, headers, unsaved)];
  },
};
