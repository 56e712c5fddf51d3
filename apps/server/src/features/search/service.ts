// The platform search bar's answers (SPEC §2, §9): nothing below three characters, at most
// three of each group.
import { SEARCH_MAX_PER_GROUP, SEARCH_MIN_CHARS } from '@techgold/contracts/constants';
import type { SearchResponse } from '@techgold/contracts/search';
import type { Db } from '../../db/client.ts';
import { searchAll } from './repository.ts';

const EMPTY: SearchResponse = { employers: [], insights: [], schools: [], events: [] };

export function createSearchService({ db }: { db: Db }) {
  return {
    async search(q: string | undefined): Promise<SearchResponse> {
      if (!q || [...q].length < SEARCH_MIN_CHARS) return EMPTY;
      const [employers, insights, schools, events] = await searchAll(db, q, SEARCH_MAX_PER_GROUP);
      return { employers, insights, schools, events };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
