// GET /api/search (signed in): the platform search bar (SPEC §2). Employers, insights and
// learning providers by title, events by name; case-insensitive "contains"; at most 3 of each.
import { z } from 'zod';
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
