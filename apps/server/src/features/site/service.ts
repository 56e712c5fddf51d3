// Genders, ethnicities and calls to action, read by every form and many pages.
import type { SiteData } from '@techgold/contracts/site';
import type { Db } from '../../db/client.ts';
import { cached } from '../../lib/ttl-cache.ts';
import { listActiveCtas, listEthnicities, listGenders } from './repository.ts';

// Reference data changes rarely: each process keeps the serialised answer for a minute
// (nothing another process needs), and browsers/CDNs may reuse it as well.
const TTL_MS = 60_000;

export function createSiteService({ db }: { db: Db }) {
  /** The answer already serialised: it is the same bytes for every caller. */
  const json = cached(TTL_MS, async () => {
    const [g, e, c] = await Promise.all([listGenders(db), listEthnicities(db), listActiveCtas(db)]);
    const data: SiteData = { genders: g, ethnicities: e, ctas: c };
    return JSON.stringify(data);
  });
  return { json };
}

export type SiteService = ReturnType<typeof createSiteService>;
