// SQL for authoring: an author's own insights, looked up by id + author + edit-key hash, so a
// wrong key, a stale key and someone else's insight are the same "no row".
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { EditorDocument } from '@techgold/contracts/editor';
import type { Queryable } from '../../../db/client.ts';
import { insightTags, insights } from '../../../db/schema/insights.ts';
import { savedItems } from '../../../db/schema/saved.ts';
import { tags } from '../../../db/schema/tags.ts';
import { afterPosition, newestFirst, type Position } from '../repository.ts';

const byKey = (id: number, userId: number, keyHash: string) =>
  and(eq(insights.id, id), eq(insights.userId, userId), eq(insights.editKeyHash, keyHash));

const tagIds = sql<number[]>`array(select ${insightTags.tagId} from ${insightTags}
  where ${insightTags.insightId} = ${insights.id} order by ${insightTags.tagId})`;

/** A new draft: untitled, empty, public once it goes live, in the Insights news category. */
export async function insertDraft(db: Queryable, userId: number, keyHash: string) {
  const [row] = await db
    .insert(insights)
    .values({
      title: 'Untitled insight',
      body: { blocks: [] },
      url: `untitled-insight-${crypto.randomBytes(6).toString('hex')}`,
      live: false,
      public: true,
      editKeyHash: keyHash,
      userId,
    })
    .returning({ id: insights.id });
  await db.execute(sql`insert into ${insightTags} (insight_id, tag_id)
    select ${row!.id}, ${tags.id} from ${tags} where ${tags.newsCategory} = 'insights'`);
  return row!.id;
}

/** The insight for the editor, when id, author and key all match. */
export async function findEditable(db: Queryable, id: number, userId: number, keyHash: string) {
  const [row] = await db
    .select({
      id: insights.id,
      title: insights.title,
      subtitle: insights.subtitle,
      live: insights.live,
      body: insights.body,
      thumbnail: insights.thumbnail,
      url: insights.url,
      tagIds,
    })
    .from(insights)
    .where(byKey(id, userId, keyHash))
    .limit(1);
  return row ?? null;
}

/** Locks the row for a save and tells whether it was live, when id, author and key match. */
export async function lockForSave(db: Queryable, id: number, userId: number, keyHash: string) {
  const [row] = await db
    .select({ live: insights.live })
    .from(insights)
    .where(byKey(id, userId, keyHash))
    .for('update');
  return row ?? null;
}

/** A new key for the author's insight; false when it is not theirs (or does not exist). */
export async function setEditKey(db: Queryable, id: number, userId: number, keyHash: string) {
  const rows = await db
    .update(insights)
    .set({ editKeyHash: keyHash })
    .where(and(eq(insights.id, id), eq(insights.userId, userId)))
    .returning({ id: insights.id });
  return rows.length > 0;
}

export interface InsightChanges {
  title: string;
  subtitle: string | null;
  live: boolean;
  body: EditorDocument;
  thumbnail: string | null;
  slug: string;
  keyHash: string;
}

/** Writes a save (the row is locked by lockForSave). The slug gets "-{id}" when it is taken. */
export async function updateInsight(db: Queryable, id: number, c: InsightChanges) {
  const url = sql`case when exists (select 1 from ${insights} o where o.url = ${c.slug}
    and o.id <> ${id}) then ${`${c.slug}-${id}`} else ${c.slug} end`;
  await db
    .update(insights)
    .set({
      title: c.title,
      subtitle: c.subtitle,
      live: c.live,
      body: c.body,
      thumbnail: c.thumbnail,
      url,
      editKeyHash: c.keyHash,
      updatedAt: sql`now()`,
    })
    .where(eq(insights.id, id));
}

/** Deletes the insight with its tags and every member's save of it. */
export async function deleteInsight(db: Queryable, id: number, userId: number, keyHash: string) {
  const rows = await db
    .delete(insights)
    .where(byKey(id, userId, keyHash))
    .returning({ id: insights.id });
  if (!rows.length) return false;
  await db.delete(savedItems).where(and(eq(savedItems.kind, 'article'), eq(savedItems.itemId, id)));
  return true;
}

/** Attaches an industry (type 1) tag; attaching one already there changes nothing. */
export async function addIndustryTag(db: Queryable, insightId: number, tagId: number) {
  await db.execute(sql`insert into ${insightTags} (insight_id, tag_id)
    select ${insightId}, ${tags.id} from ${tags} where ${tags.id} = ${tagId} and ${tags.type} = 1
    on conflict do nothing`);
}

export async function isIndustryTag(db: Queryable, tagId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.type, 1)));
  return row !== undefined;
}

export async function removeIndustryTag(db: Queryable, insightId: number, tagId: number) {
  await db.execute(sql`delete from ${insightTags} where insight_id = ${insightId}
    and tag_id = ${tagId} and tag_id in (select id from ${tags} where type = 1)`);
}

export async function listTagIds(db: Queryable, insightId: number): Promise<number[]> {
  const rows = await db
    .select({ id: insightTags.tagId })
    .from(insightTags)
    .where(eq(insightTags.insightId, insightId));
  return rows.map((r) => r.id);
}

/** My insights: the author's own, newest first, a page at a time (insights_user_created_idx). */
export function listOwn(db: Queryable, userId: number, limit: number, after?: Position) {
  const where = [eq(insights.userId, userId)];
  if (after) where.push(...(afterPosition(after) as typeof where));
  return db
    .select({
      id: insights.id,
      title: insights.title,
      live: insights.live,
      url: insights.url,
      thumbnail: insights.thumbnail,
      createdAt: insights.createdAt,
      updatedAt: insights.updatedAt,
      createdAtText: sql<string>`${insights.createdAt}::text`,
    })
    .from(insights)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function countOwn(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(insights)
    .where(eq(insights.userId, userId));
  return Number(row?.n ?? 0);
}
