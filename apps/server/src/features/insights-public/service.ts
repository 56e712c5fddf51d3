// Rules of the public news lists: which tag a query names, keyset cursors, and the shapes of
// SPEC §3 Insight as anonymous visitors see them.
import type {
  PublicInsight,
  PublicInsightListItem,
  PublicInsightsResponse,
} from '@techgold/contracts/insights';
import { messages } from '@techgold/contracts/messages';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError } from '../../lib/errors.ts';
import { cached, cachedOrReload } from '../../lib/ttl-cache.ts';
import {
  countPublicInsights,
  findPublicInsight,
  listPublicInsights,
  listTags,
  type InsightRow,
  type Position,
  type TagRow,
} from './repository.ts';

// Tags change only through staff tools, and a count a few seconds old is harmless on a news
// page; caching both keeps a page at one indexed query however many articles exist.
const TAGS_TTL_MS = 60_000;
const TOTAL_TTL_MS = 10_000;
const MAX_INT4 = 2_147_483_647;

const badQuery = (field: string, message: string) =>
  new HttpError(400, 'The request has invalid parameters.', { [field]: [message] });

const TS_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export function encodeCursor(p: Position): string {
  return Buffer.from(`${p.createdAt}|${p.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  const [createdAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!TS_TEXT.test(createdAt) || !/^\d{1,10}$/.test(id) || n > MAX_INT4) {
    throw badQuery('cursor', 'The cursor is invalid.');
  }
  return { createdAt, id: n };
}

/** News category first, then topics before industries, then A–Z. */
const tagOrder = (a: TagRow, b: TagRow) =>
  Number(a.news_category === null) - Number(b.news_category === null) ||
  b.type - a.type ||
  a.title.localeCompare(b.title, 'en-GB');

function toListItem(row: InsightRow, tagsById: Map<number, TagRow>): PublicInsightListItem {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    url: row.url,
    thumbnail: row.thumbnail,
    tags: row.tagIds
      .map((id) => tagsById.get(Number(id)))
      .filter((t): t is TagRow => t !== undefined)
      .sort(tagOrder),
    user: {
      first_name: row.firstName,
      last_name: row.lastName,
      full_name: `${row.firstName} ${row.lastName}`.trim(),
      employer:
        row.employerId !== null && row.employerTitle !== null
          ? { id: row.employerId, title: row.employerTitle }
          : null,
    },
  };
}

interface TagCache {
  list: TagRow[];
  byId: Map<number, TagRow>;
}

export function createPublicInsightsService(db: Db) {
  const loadTags = async (): Promise<TagCache> => {
    const list = await listTags(db);
    return { list, byId: new Map(list.map((t) => [t.id, t])) };
  };
  const tagCache = cached(TAGS_TTL_MS, loadTags);
  /** The cached tags, reloaded once when `known` names a tag created since they loaded. */
  function tags(known: (t: TagCache) => boolean = () => true): Promise<TagCache> {
    return cachedOrReload(tagCache, known);
  }

  // One loader per tag id that exists (bounded by the tags table), plus "all".
  const totals = new Map<string, () => Promise<number>>();
  const total = (tagId?: number) => {
    const key = String(tagId ?? 'all');
    let load = totals.get(key);
    if (!load) {
      load = cached(TOTAL_TTL_MS, () => countPublicInsights(db, tagId));
      totals.set(key, load);
    }
    return load();
  };

  async function resolveTag(tag: string): Promise<number> {
    const wanted = tag.toLowerCase();
    const find = (t: TagCache) =>
      /^\d+$/.test(wanted)
        ? t.byId.get(Number(wanted))
        : t.list.find((x) => x.news_category === wanted);
    const found = find(await tags((t) => find(t) !== undefined));
    if (!found) throw badQuery('tag', 'The selected tag is invalid.');
    return found.id;
  }

  const knowsAll = (rows: InsightRow[]) => (t: TagCache) =>
    rows.every((r) => r.tagIds.every((id) => t.byId.has(Number(id))));

  async function list(q: {
    tag?: string;
    limit: number;
    cursor?: string;
    offset?: number;
  }): Promise<PublicInsightsResponse> {
    const after = q.cursor ? decodeCursor(q.cursor) : undefined;
    const tagId = q.tag ? await resolveTag(q.tag) : undefined;
    // One row more than asked says whether a next page exists without a second query.
    const [rows, count] = await Promise.all([
      listPublicInsights(db, { tagId, limit: q.limit + 1, after, offset: q.offset }),
      total(tagId),
    ]);
    const page = rows.slice(0, q.limit);
    const known = await tags(knowsAll(page));
    const last = page[page.length - 1];
    return {
      insights: page.map((r) => toListItem(r, known.byId)),
      tags: known.list,
      total: count,
      next_cursor:
        rows.length > q.limit && last
          ? encodeCursor({ createdAt: last.createdAtText, id: last.id })
          : null,
    };
  }

  /** By numeric id or by slug; anything not live and public reads as missing. */
  async function get(idOrSlug: string): Promise<PublicInsight> {
    const numeric = /^\d{1,10}$/.test(idOrSlug) && Number(idOrSlug) <= MAX_INT4;
    // PostgreSQL text cannot hold U+0000; such a slug cannot exist.
    if (idOrSlug.includes('\u0000')) throw new NotFoundError(messages.articleUnavailable);
    const row = await findPublicInsight(
      db,
      numeric ? { id: Number(idOrSlug) } : { slug: idOrSlug },
    );
    if (!row) throw new NotFoundError(messages.articleUnavailable);
    const known = await tags(knowsAll([row]));
    return { ...toListItem(row, known.byId), body: row.body };
  }

  return { list, get };
}
