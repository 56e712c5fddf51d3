// GET /api/search (signed in): the platform search bar (SPEC §2). Employers, insights and
// learning providers by title, events by name; case-insensitive "contains"; at most 3 of each.
import { z } from './zod.ts';
import { searchParam } from './list-query.ts';

// The threshold and group size are SPEC §9's SEARCH_MIN_CHARS and SEARCH_MAX_PER_GROUP
// (constants.ts, which the browser may import; this module is zod).

export const searchQuery = z.object({ q: searchParam });

const titled = z.object({ id: z.number(), title: z.string() });

/** Shorter searches answer empty groups: below the threshold there is nothing to suggest. */
export const searchResponse = z.object({
  employers: z.array(titled),
  insights: z.array(titled),
  schools: z.array(titled),
  events: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/**
 * GET /api/search/results?q=&kind=&page= (signed in): the full results page that the search
 * bar's "See all results" opens. Without `kind`, every group's first `SEARCH_RESULTS_PREVIEW`
 * results and its total; with `kind`, that group a page (`PAGE_SIZE`) at a time.
 */
export const SEARCH_KINDS = ['employers', 'insights', 'schools', 'events'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_RESULTS_PREVIEW = 10;
/** Pages beyond this are refused: offset paging over a search stays cheap (0060). */
export const SEARCH_RESULTS_MAX_PAGE = 100;

export const searchResultsQuery = z.object({
  q: searchParam,
  kind: z
    .enum(SEARCH_KINDS, { error: 'Choose employers, insights, schools or events.' })
    .optional(),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(SEARCH_RESULTS_MAX_PAGE, `The page must be ${SEARCH_RESULTS_MAX_PAGE} or less.`)
    .optional(),
});
export type SearchResultsQuery = z.infer<typeof searchResultsQuery>;

export const searchResultItem = z.object({
  id: z.number(),
  title: z.string(),
  /** Events only: when it starts and ends (ISO 8601); null for the other kinds. */
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type SearchResultItem = z.infer<typeof searchResultItem>;

export const searchResultGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  items: z.array(searchResultItem),
});
export type SearchResultGroup = z.infer<typeof searchResultGroup>;

/** Below SEARCH_MIN_CHARS the groups are empty (as the search bar's answer is). */
export const searchResultsResponse = z.object({ groups: z.array(searchResultGroup) });
export type SearchResultsResponse = z.infer<typeof searchResultsResponse>;
