// GET /api/search (signed in): the platform search bar (SPEC §2). Employers, insights and
// learning providers by title, events by name; case-insensitive "contains"; at most 3 of each.
import { z } from 'zod';
import { searchParam } from './list-query.ts';

/** SPEC §9: results from 3 characters, at most 3 per group. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_GROUP_LIMIT = 3;

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
