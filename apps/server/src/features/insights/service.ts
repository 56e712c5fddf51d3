// The rules of insight lists and articles: which tag a query names, keyset paging, and what
// each caller may see. Public news (anonymous visitors) reads live, public insights only.
import {
  TAG_TYPE,
  type MemberInsight,
  type MemberInsightsResponse,
  type PublicInsight,
  type PublicInsightsResponse,
} from '@techgold/contracts/insights';
import { PAGE_SIZE } from '@techgold/contracts/constants';
import { TAB_COUNT_CAP } from '@techgold/contracts/list-query';
import { messages } from '@techgold/contracts/messages';
import type { DbHandle } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import { cached } from '../../lib/ttl-cache.ts';
import { badQuery, decodeCursor, encodeCursor } from './cursor.ts';
import { toListItem } from './list-item.ts';
import {
  countFilteredInsights,
  countLiveInsights,
  countMemberInsights,
  countSavedLiveInsights,
  findMemberInsight,
  firstMemberInsightsPage,
  listMemberInsights,
  countMatchesByTag,
} from './member-repository.ts';
import {
  countFeaturedInsights,
  countPublicInsights,
  findAnyInsight,
  findPublicInsight,
  listFeaturedInsights,
  listPublicInsights,
} from './repository.ts';
import { createTagCache, knowsAll, type TagCache } from './tags.ts';

// A count a few seconds old is harmless on a news page; caching it keeps a page at one
// indexed query however many articles exist.
const TOTAL_TTL_MS = 10_000;

export interface PublicListQuery {
  tag?: string;
  /** Only the insights featured on the home page (one page, no cursor). */
  featured?: 'true';
  limit: number;
  cursor?: string;
  offset?: number;
}

export interface MemberListQuery {
  q?: string;
  tags: number[];
  saved: boolean;
  limit: number;
  cursor?: string;
}

const FILTER_TAG_TYPES: number[] = [TAG_TYPE.industry, TAG_TYPE.topic];

export function createInsightsService({ database }: { database: DbHandle }) {
  const { db } = database;
  const tags = createTagCache(db);

  // One loader per tag id that exists (bounded by the tags table), plus "all".
  const totals = new Map<string, () => Promise<number>>();
  const publicTotal = (tagId?: number) => {
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

  async function listPublic(q: PublicListQuery): Promise<PublicInsightsResponse> {
    if (q.featured) {
      const [rows, total] = await Promise.all([
        listFeaturedInsights(db, q.limit),
        countFeaturedInsights(db),
      ]);
      const known = await tags(knowsAll(rows));
      return {
        insights: rows.map((r) => toListItem(r, known.byId)),
        tags: known.list,
        total,
        next_cursor: null,
      };
    }
    const after = q.cursor ? decodeCursor(q.cursor) : undefined;
    const tagId = q.tag ? await resolveTag(q.tag) : undefined;
    // One row more than asked says whether a next page exists without a second query.
    const [rows, count] = await Promise.all([
      listPublicInsights(db, { tagId, limit: q.limit + 1, after, offset: q.offset }),
      publicTotal(tagId),
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
  async function getPublic(idOrSlug: string): Promise<PublicInsight> {
    // PostgreSQL text cannot hold U+0000; such a slug cannot exist.
    if (idOrSlug.includes('\u0000')) throw new NotFoundError(messages.articleUnavailable);
    const id = /^\d+$/.test(idOrSlug) ? parseId(idOrSlug) : undefined;
    const row = id === null ? null : await findPublicInsight(db, id ? { id } : { slug: idOrSlug });
    if (!row) throw new NotFoundError(messages.articleUnavailable);
    const known = await tags(knowsAll([row]));
    return { ...toListItem(row, known.byId), body: JSON.stringify(row.body) };
  }

  /** Any insight as its news page draws it, whatever its state (the staff console's read view). */
  async function getAny(id: number): Promise<PublicInsight | null> {
    const row = await findAnyInsight(db, id);
    if (!row) return null;
    const known = await tags(knowsAll([row]));
    return { ...toListItem(row, known.byId), body: JSON.stringify(row.body) };
  }

  const liveTotal = cached(TOTAL_TTL_MS, () => countLiveInsights(db));
  // Unfiltered, the filter panel's counts are the same for everyone: cached like the total.
  const allTagCounts = cached(TOTAL_TTL_MS, () => countMatchesByTag(db, { userId: 0, tagIds: [] }));

  /** The member list: live insights with the caller's saved flags and both tab counts. */
  async function listForMember(
    userId: number,
    q: MemberListQuery,
  ): Promise<MemberInsightsResponse> {
    const after = q.cursor ? decodeCursor(q.cursor) : undefined;
    const filter = { userId, q: q.q, tagIds: q.tags };
    // Unfiltered, the Insights tab count is the same for everyone: cached like the news total.
    const unfiltered = !q.q && q.tags.length === 0;
    const firstPage = unfiltered && !after;
    const [rows, counts, all, tagCounts] = await Promise.all([
      firstPage
        ? firstMemberInsightsPage(database, userId, q.limit + 1, q.saved)
        : listMemberInsights(db, { ...filter, saved: q.saved, limit: q.limit + 1, after }),
      unfiltered
        ? countSavedLiveInsights(database, userId).then((saved) => ({ saved, all: null }))
        : countMemberInsights(db, filter, TAB_COUNT_CAP),
      unfiltered ? liveTotal() : null,
      // The panel reads the first page only.
      after ? undefined : unfiltered ? allTagCounts() : countMatchesByTag(db, filter),
    ]);
    const page = rows.slice(0, q.limit);
    const known = await tags(knowsAll(page));
    const last = page[page.length - 1];
    const matches = all ?? counts.all ?? 0;
    const capped = matches > TAB_COUNT_CAP;
    const tabs = {
      all: capped ? TAB_COUNT_CAP : matches,
      saved: counts.saved,
      ...(capped ? { capped } : {}),
    };
    return {
      insights: page.map((r) => ({ ...toListItem(r, known.byId), saved: r.saved })),
      tags: known.list.filter((t) => FILTER_TAG_TYPES.includes(t.type)),
      ...(tagCounts ? { tag_counts: tagCounts } : {}),
      total: q.saved ? tabs.saved : tabs.all,
      counts: tabs,
      next_cursor:
        rows.length > q.limit && last
          ? encodeCursor({ createdAt: last.createdAtText, id: last.id })
          : null,
    };
  }

  /** GET /api/insight/{id}: live, or the caller's own draft; anything else reads as missing. */
  async function getForMember(userId: number, idText: string): Promise<MemberInsight> {
    const id = parseId(idText);
    const row = id === null ? null : await findMemberInsight(db, id, userId);
    if (!row) throw new NotFoundError(messages.articleUnavailable);
    const known = await tags(knowsAll([row]));
    return {
      ...toListItem(row, known.byId),
      saved: row.saved,
      live: row.live ? 1 : 0,
      body: JSON.stringify(row.body),
    };
  }

  /** An employer page's insights: live ones its people wrote, newest first, a page at a time. */
  async function listForEmployer(userId: number, employerId: number, cursor?: string) {
    const after = cursor ? decodeCursor(cursor) : undefined;
    const filter = { userId, tagIds: [], employerId };
    const [rows, total] = await Promise.all([
      listMemberInsights(db, { ...filter, saved: false, limit: PAGE_SIZE + 1, after }),
      countFilteredInsights(db, filter),
    ]);
    const page = rows.slice(0, PAGE_SIZE);
    const known = await tags(knowsAll(page));
    const last = page[page.length - 1];
    return {
      insights: page.map((r) => ({ ...toListItem(r, known.byId), saved: r.saved })),
      total,
      next_cursor:
        rows.length > PAGE_SIZE && last
          ? encodeCursor({ createdAt: last.createdAtText, id: last.id })
          : null,
    };
  }

  return { listPublic, getPublic, getAny, listForMember, getForMember, listForEmployer, tags };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
