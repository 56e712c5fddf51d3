// The platform search bar's answers (SPEC §2, §9): nothing below three characters, at most
// three of each group.
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_MIN_LENGTH,
  type SearchResponse,
} from '@techgold/contracts/search';
import type { Db } from '../../db/client.ts';
import { searchAll } from './repository.ts';

const EMPTY: SearchResponse = { employers: [], insights: [], schools: [], events: [] };

export function createSearchService({ db }: { db: Db }) {
  return {
    async search(q: string | undefined): Promise<SearchResponse> {
      if (!q || [...q].length < SEARCH_MIN_LENGTH) return EMPTY;
      const [employers, insights, schools, events] = await searchAll(db, q, SEARCH_GROUP_LIMIT);
      return { employers, insights, schools, events };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
