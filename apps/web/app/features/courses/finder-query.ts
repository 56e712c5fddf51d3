// The course finder's URL state: ?q=&provider=&location=&type=&subject=&show=. Parsed leniently:
// repeated, oversized or wrong-typed values are trimmed to something the API accepts, so an
// absurd URL shows the page rather than an error.
import { COURSE_PAGE_SIZE } from '@techgold/contracts/constants';

export const FILTER_KEYS = ['provider', 'location', 'type', 'subject'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FinderQuery = { q: string } & Record<FilterKey, string>;

export const MAX_SHOWN = 200;

function first(params: URLSearchParams, key: string, max: number): string {
  // Control characters (NUL above all) can never match a course and upset the database.
  // eslint-disable-next-line no-control-regex -- stripping them is the point
  const clean = (params.get(key) ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ');
  return clean.trim().slice(0, max);
}

export function parseFinderQuery(params: URLSearchParams): { query: FinderQuery; show: number } {
  const query = { q: first(params, 'q', 100) } as FinderQuery;
  for (const key of FILTER_KEYS) query[key] = first(params, key, 200);
  const raw = Number.parseInt(params.get('show') ?? '', 10);
  const show = Number.isFinite(raw)
    ? Math.min(
        Math.max(Math.ceil(raw / COURSE_PAGE_SIZE) * COURSE_PAGE_SIZE, COURSE_PAGE_SIZE),
        MAX_SHOWN,
      )
    : COURSE_PAGE_SIZE;
  return { query, show };
}

/** The query string for a finder state, without empty values (and without show=10). */
export function finderSearch(query: Partial<FinderQuery>, show = COURSE_PAGE_SIZE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  if (show > COURSE_PAGE_SIZE) params.set('show', String(show));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The finder address a course page's breadcrumb returns to: the `from` parameter the result
 * links carry (the finder's own query string), read with the same lenient parser, so only the
 * finder's keys survive and the link can only ever lead to the finder.
 */
export function finderReturnPath(courseUrl: URL): string {
  const from = courseUrl.searchParams.get('from');
  if (!from) return '/courses';
  const { query, show } = parseFinderQuery(new URLSearchParams(from.slice(0, 2000)));
  return `/courses${finderSearch(query, show)}`;
}
