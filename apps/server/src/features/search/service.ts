// The platform search bar's answers (SPEC §2, §9): nothing below three characters, at most
// three of each group.
import { SEARCH_MAX_PER_GROUP, SEARCH_MIN_CHARS } from '@techgold/contracts/constants';
import { PAGE_SIZE } from '@techgold/contracts/constants';
import {
  SEARCH_KINDS,
  SEARCH_RESULTS_PREVIEW,
  type SearchResponse,
  type SearchResultsQuery,
  type SearchResultsResponse,
} from '@techgold/contracts/search';
import type { Db } from '../../db/client.ts';
import { searchAll, searchKind } from './repository.ts';

const EMPTY: SearchResponse = { employers: [], insights: [], schools: [], events: [] };

export function createSearchService({ db }: { db: Db }) {
  return {
    async search(q: string | undefined): Promise<SearchResponse> {
      if (!q || [...q].length < SEARCH_MIN_CHARS) return EMPTY;
      const [employers, insights, schools, events] = await searchAll(db, q, SEARCH_MAX_PER_GROUP);
      return { employers, insights, schools, events };
    },

    /**
     * The results page: every kind's first results and total, or one kind a page at a time.
     * Below the threshold, empty groups (as the search bar answers).
     */
    async results({ q, kind, page = 1 }: SearchResultsQuery): Promise<SearchResultsResponse> {
      const kinds = kind ? [kind] : [...SEARCH_KINDS];
      const size = kind ? PAGE_SIZE : SEARCH_RESULTS_PREVIEW;
      const at = kind ? page : 1;
      const text = q ?? '';
      if ([...text].length < SEARCH_MIN_CHARS) {
        return {
          groups: kinds.map((k) => ({ kind: k, total: 0, page: at, page_size: size, items: [] })),
        };
      }
      const found = await Promise.all(
        kinds.map((k) => searchKind(db, k, text, size, (at - 1) * size)),
      );
      return {
        groups: kinds.map((k, i) => ({
          kind: k,
          total: found[i]!.total,
          page: at,
          page_size: size,
          items: found[i]!.rows.map((r) => ({
            id: r.id,
            title: r.title,
            start: r.start?.toISOString() ?? null,
            end: r.end?.toISOString() ?? null,
          })),
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
