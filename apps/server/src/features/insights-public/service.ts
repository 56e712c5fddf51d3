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
import { cached } from '../../lib/ttl-cache.ts';
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
const TOTAL_TTL_MS = 15_000;
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

function toListItem(row: InsightRow): PublicInsightListItem {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    url: row.url,
    thumbnail: row.thumbnail,
    tags: row.tags,
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

export function createPublicInsightsService(db: Db) {
  const tagsCache = cached(TAGS_TTL_MS, () => listTags(db));
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

  function resolveTag(all: TagRow[], tag: string): number {
    const wanted = tag.toLowerCase();
    const found = /^\d+$/.test(wanted)
      ? all.find((t) => t.id === Number(wanted))
      : all.find((t) => t.news_category === wanted);
    if (!found) throw badQuery('tag', 'The selected tag is invalid.');
    return found.id;
  }

  async function list(q: {
    tag?: string;
    limit: number;
    cursor?: string;
    offset?: number;
  }): Promise<PublicInsightsResponse> {
    const after = q.cursor ? decodeCursor(q.cursor) : undefined;
    const tags = await tagsCache();
    const tagId = q.tag ? resolveTag(tags, q.tag) : undefined;
    // One row more than asked says whether a next page exists without a second query.
    const [rows, count] = await Promise.all([
      listPublicInsights(db, { tagId, limit: q.limit + 1, after, offset: q.offset }),
      total(tagId),
    ]);
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      insights: page.map(toListItem),
      tags,
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
    const row = await findPublicInsight(
      db,
      numeric ? { id: Number(idOrSlug) } : { slug: idOrSlug },
    );
    if (!row) throw new NotFoundError(messages.articleUnavailable);
    return { ...toListItem(row), body: row.body };
  }

  return { list, get };
}
