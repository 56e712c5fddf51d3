// The tags every insight list maps its rows' tag ids through. Tags change only through staff
// tools, so each process keeps them a minute, and reloads at once when a row names a tag
// created since.
import type { Db } from '../../db/client.ts';
import { cached, cachedOrReload } from '../../lib/ttl-cache.ts';
import { listTags, type InsightRow, type TagRow } from './repository.ts';

const TAGS_TTL_MS = 60_000;

export interface TagCache {
  list: TagRow[];
  byId: Map<number, TagRow>;
}

/** News category first, then topics before industries, then A–Z. */
export const tagOrder = (a: TagRow, b: TagRow) =>
  Number(a.news_category === null) - Number(b.news_category === null) ||
  b.type - a.type ||
  a.title.localeCompare(b.title, 'en-GB');

export function createTagCache(db: Db) {
  const tagCache = cached(TAGS_TTL_MS, async (): Promise<TagCache> => {
    const list = await listTags(db);
    return { list, byId: new Map(list.map((t) => [t.id, t])) };
  });
  /** The cached tags, reloaded once when `known` says they predate something just read. */
  return (known: (t: TagCache) => boolean = () => true): Promise<TagCache> =>
    cachedOrReload(tagCache, known);
}

/** True when the cache knows every tag these rows carry. */
export const knowsAll = (rows: Pick<InsightRow, 'tagIds'>[]) => (t: TagCache) =>
  rows.every((r) => r.tagIds.every((id) => t.byId.has(Number(id))));
