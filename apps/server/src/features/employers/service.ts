// The rules of the employers directory (SPEC §2 /platform/employers, /employer/{id}): title
// order with keyset paging, the tab counts for the current filter, the filter panel's tags,
// and an employer's page with the live insights its people wrote.
import type {
  EmployerListItem,
  EmployerResponse,
  EmployerTag,
  EmployersResponse,
} from '@techgold/contracts/employers';
import type { MemberInsightListItem } from '@techgold/contracts/insights';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import { decodeTitleCursor, encodeTitleCursor } from '../../lib/title-keyset.ts';
import { cached, cachedOrReload } from '../../lib/ttl-cache.ts';
import {
  countAllEmployers,
  countEmployers,
  countEmployersByTag,
  findEmployer,
  listEmployers,
  listTags,
  type EmployerRow,
  type TagRow,
} from './repository.ts';

// Tags change only through staff tools; each process keeps them a minute and reloads at once
// when a row names a tag created since.
const TAGS_TTL_MS = 60_000;
// The unfiltered Employers tab count is the same for everyone; a few seconds old is harmless.
const TOTAL_TTL_MS = 10_000;

export interface EmployersListQuery {
  q?: string;
  tags: number[];
  saved: boolean;
  limit: number;
  cursor?: string;
}

interface TagCache {
  list: TagRow[];
  byId: Map<number, TagRow>;
}

const toEmployerTag = (t: TagRow): EmployerTag => ({
  id: t.id,
  title: t.title,
  type: t.type,
  ts_uuid: t.ts_uuid,
});

/** Industries first, then technologies, each A–Z. */
const tagOrder = (a: TagRow, b: TagRow) =>
  a.type - b.type || a.title.localeCompare(b.title, 'en-GB');

const NOT_FOUND = 'This employer is not available.';

/** A page of the employer's insights, from the insights feature (features never import each other). */
export type ListEmployerInsights = (
  userId: number,
  employerId: number,
  cursor?: string,
) => Promise<{ insights: MemberInsightListItem[]; total: number; next_cursor: string | null }>;

export function createEmployersService({
  db,
  listEmployerInsights,
}: {
  db: Db;
  listEmployerInsights: ListEmployerInsights;
}) {
  const tagCache = cached(TAGS_TTL_MS, async (): Promise<TagCache> => {
    const list = await listTags(db);
    return { list, byId: new Map(list.map((t) => [t.id, t])) };
  });
  const tagsKnowing = (rows: { tagIds: number[] }[]) =>
    cachedOrReload(tagCache, (t) =>
      rows.every((r) => r.tagIds.every((id) => t.byId.has(Number(id)))),
    );
  const allTotal = cached(TOTAL_TTL_MS, () => countAllEmployers(db));

  function toListItem(row: EmployerRow, byId: Map<number, TagRow>): EmployerListItem {
    return {
      id: row.id,
      title: row.title,
      url: row.url,
      ts_uuid: row.tsUuid,
      logo_url: row.logoUrl,
      address_state: row.addressState,
      profile: row.profile,
      tags: row.tagIds
        .map((id) => byId.get(Number(id)))
        .filter((t): t is TagRow => t !== undefined)
        .sort(tagOrder)
        .map(toEmployerTag),
      saved: row.saved,
    };
  }

  /** The directory page: employers A–Z with the caller's saved flags and both tab counts. */
  async function list(userId: number, q: EmployersListQuery): Promise<EmployersResponse> {
    const after = q.cursor ? decodeTitleCursor(q.cursor) : undefined;
    const filter = { userId, q: q.q, tagIds: q.tags };
    const unfiltered = !q.q && q.tags.length === 0;
    // One row more than asked says whether a next page exists without a second query.
    const [rows, counts, all, tagCounts] = await Promise.all([
      listEmployers(db, { ...filter, saved: q.saved, limit: q.limit + 1, after }),
      countEmployers(db, filter, !unfiltered),
      unfiltered ? allTotal() : null,
      // The filter panel reads the first page only (issue 26).
      after ? undefined : countEmployersByTag(db, filter),
    ]);
    const page = rows.slice(0, q.limit);
    const known = await tagsKnowing(page);
    const last = page[page.length - 1];
    const tabs = { all: all ?? counts.all ?? 0, saved: counts.saved };
    return {
      employers: page.map((r) => toListItem(r, known.byId)),
      // News categories are type-2 tags for articles; no employer carries one.
      tags: known.list
        .filter((t) => (t.type === 1 || t.type === 2) && t.news_category === null)
        .sort(tagOrder)
        .map(toEmployerTag),
      ...(tagCounts ? { tag_counts: tagCounts } : {}),
      total: q.saved ? tabs.saved : tabs.all,
      counts: tabs,
      next_cursor: rows.length > q.limit && last ? encodeTitleCursor(last.id, last.sortKey) : null,
    };
  }

  /** One employer, with a page of the live insights its people wrote (newest first). */
  async function get(
    userId: number,
    idText: string,
    q: { cursor?: string } = {},
  ): Promise<EmployerResponse> {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError(NOT_FOUND);
    const [row, insights] = await Promise.all([
      findEmployer(db, id, userId),
      listEmployerInsights(userId, id, q.cursor),
    ]);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const known = await tagsKnowing([row]);
    return {
      employer: toListItem(row, known.byId),
      insights: insights.insights,
      insights_total: insights.total,
      insights_next_cursor: insights.next_cursor,
    };
  }

  return { list, get };
}

export type EmployersService = ReturnType<typeof createEmployersService>;
