// The full search results page's address. Kept out of lib/paths.ts, which every public page
// loads (0032): only member pages link here.
import { withQuery } from '@techgold/contracts/api-paths';
import type { SearchKind } from '@techgold/contracts/search';

export const SEARCH_PATH = '/search';

export const searchResultsPath = (q: string, kind?: SearchKind, page?: number) =>
  withQuery(SEARCH_PATH, { q, kind, page: page && page > 1 ? page : undefined });
