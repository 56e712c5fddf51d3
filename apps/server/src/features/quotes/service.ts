// The rotating quotes box (SPEC §2 home, §3 Quote): every quote, or those for one page.
import type { Quote } from '@techgold/contracts/quotes';
import type { Db } from '../../db/client.ts';
import { cached } from '../../lib/ttl-cache.ts';
import { listQuotes } from './repository.ts';

// A handful of rows edited by staff: one query a minute per process is plenty.
const TTL_MS = 60_000;

export function createQuotesService({ db }: { db: Db }) {
  const all = cached(TTL_MS, () => listQuotes(db));

  async function forPage(page?: string): Promise<Quote[]> {
    const list = await all();
    return page ? list.filter((q) => q.pages.includes(page)) : list;
  }

  return { forPage };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
