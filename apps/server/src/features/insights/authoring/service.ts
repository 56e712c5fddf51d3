// Authoring: create a draft, open it for editing, save (rotating the edit key), tag, delete,
// and list one's own. Authorship and the edit key are checked together in every query; a
// wrong key, a stale key and another author's insight all read as "Invalid link" (404), so
// keys and ids cannot be probed.
import {
  INSIGHT_SUBTITLE_MAX,
  INSIGHT_TAGS_MAX,
  INSIGHT_TITLE_MAX,
  type CreateInsightRequest,
  type EditableInsightResponse,
  type MyInsightsResponse,
  type SaveInsightRequest,
} from '@techgold/contracts/authoring';
import { PAGE_SIZE } from '@techgold/contracts/constants';
import { messages } from '@techgold/contracts/messages';
import type { Db } from '../../../db/client.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { INSIGHT_PUBLISHED_QUEUE, type InsightPublishedJob } from '../../../lib/queues.ts';
import { slugify } from '../../../lib/slug.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import type { TagRow } from '../repository.ts';
import { tagOrder, type TagCache } from '../tags.ts';
import { prepareBody } from './editor-body.ts';
import { editKeyHashOf, newEditKey } from './edit-key.ts';
import { mediaUrl } from './media-url.ts';
import {
  addIndustryTag,
  countOwn,
  deleteInsight,
  findEditable,
  insertDraft,
  isIndustryTag,
  listOwn,
  listTagIds,
  lockForSave,
  removeIndustryTag,
  setEditKey,
  updateInsight,
} from './repository.ts';

export const authoringMessages = {
  title: 'Enter a title',
  titleTooLong: `The title must be ${INSIGHT_TITLE_MAX} characters or fewer`,
  subtitleTooLong: `The subtitle must be ${INSIGHT_SUBTITLE_MAX} characters or fewer`,
  thumbnail: 'The thumbnail must be an uploaded image or an https:// link',
  /** The key was stale (saved in another window) or mistyped: continue with a fresh one. */
  staleKey:
    'This insight was changed in another window, so your changes were not saved. It will now reload with the latest version.',
  unknownTag: 'That tag cannot be added to an insight.',
  tooManyTags: `An insight can have at most ${INSIGHT_TAGS_MAX} tags.`,
} as const;

const invalidLink = () => new NotFoundError(messages.invalidLink);

interface Deps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  tags: (known?: (t: TagCache) => boolean) => Promise<TagCache>;
}

export function createAuthoringService({ db, jobs, tags }: Deps) {
  /** The insight id and key hash from route text, or "Invalid link" without a query. */
  function ids(idText: string, key: string) {
    const id = parseId(idText);
    const hash = editKeyHashOf(key);
    if (id === null || hash === null) throw invalidLink();
    return { id, hash };
  }

  async function tagsOf(tagIds: number[]): Promise<TagRow[]> {
    const known = await tags((t) => tagIds.every((id) => t.byId.has(id)));
    return tagIds
      .map((id) => known.byId.get(id))
      .filter((t): t is TagRow => t !== undefined)
      .sort(tagOrder);
  }

  /**
   * POST /api/insight. With the first save's fields (the new-insight page), checked as a save
   * is, the insight is stored with them in one transaction (and, when live, its published job
   * queued); nothing is written when they are refused. Without them, an untitled draft.
   */
  async function create(userId: number, input?: CreateInsightRequest) {
    const { key, hash } = newEditKey();
    if (!input) {
      const id = await db.transaction((tx) => insertDraft(tx, userId, hash));
      return { id, edit: key };
    }
    const fields = checkFields(input);
    const body = prepareBody(input.body);
    const live = input.live === 1 || input.live === true;
    const id = await db.transaction(async (tx) => {
      const newId = await insertDraft(tx, userId, hash);
      await updateInsight(tx, newId, {
        ...fields,
        live,
        body,
        slug: slugify(fields.title) || 'insight',
        keyHash: hash,
      });
      if (live) {
        await jobs.send<InsightPublishedJob>(INSIGHT_PUBLISHED_QUEUE, { insightId: newId }, tx);
      }
      return newId;
    });
    return { id, edit: key };
  }

  /** A fresh key for the author (My insights' Edit and Delete). */
  async function issueKey(userId: number, idText: string) {
    const id = parseId(idText);
    const { key, hash } = newEditKey();
    if (id === null || !(await setEditKey(db, id, userId, hash))) {
      throw new NotFoundError(messages.articleUnavailable);
    }
    return { id, edit: key };
  }

  async function load(
    userId: number,
    idText: string,
    key: string,
  ): Promise<EditableInsightResponse> {
    const { id, hash } = ids(idText, key);
    const row = await findEditable(db, id, userId, hash);
    if (!row) throw invalidLink();
    const all = await tags();
    return {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      live: row.live ? 1 : 0,
      body: JSON.stringify(row.body),
      thumbnail: row.thumbnail,
      tags: await tagsOf(row.tagIds.map(Number)),
      available_tags: all.list.filter((t) => t.type === 1),
      url: row.url,
    };
  }

  /** Field checks that need no database; the body is checked and cleaned by prepareBody. */
  function checkFields(input: CreateInsightRequest) {
    const errors: Record<string, string[]> = {};
    const title = input.title.trim();
    if (!title) errors.title = [authoringMessages.title];
    else if (title.length > INSIGHT_TITLE_MAX) errors.title = [authoringMessages.titleTooLong];
    const subtitle = input.subtitle?.trim() || null;
    if (subtitle && subtitle.length > INSIGHT_SUBTITLE_MAX) {
      errors.subtitle = [authoringMessages.subtitleTooLong];
    }
    const rawThumb = input.thumbnail?.trim() || null;
    const thumbnail = rawThumb === null ? null : mediaUrl(rawThumb);
    if (rawThumb !== null && thumbnail === null) errors.thumbnail = [authoringMessages.thumbnail];
    if (Object.keys(errors).length) throw new ValidationError(errors, messages.validationFailed);
    return { title, subtitle, thumbnail };
  }

  /**
   * PUT /api/insight/{id}: checks, then one transaction that re-checks the key under a row
   * lock, writes, rotates the key and (on going live) queues the published job. A stale key
   * from the author gets a 409 with a fresh key to continue with (SPEC §8).
   */
  async function save(userId: number, idText: string, input: SaveInsightRequest) {
    const id = parseId(idText);
    if (id === null) throw invalidLink();
    const hash = editKeyHashOf(input.edit);
    const fields = checkFields(input);
    const body = prepareBody(input.body);
    const live = input.live === 1 || input.live === true;
    const next = newEditKey();

    const saved = await db.transaction(async (tx) => {
      const row = hash === null ? null : await lockForSave(tx, id, userId, hash);
      if (!row) return false;
      await updateInsight(tx, id, {
        ...fields,
        live,
        body,
        slug: slugify(fields.title) || 'insight',
        keyHash: next.hash,
      });
      if (live && !row.live) {
        await jobs.send<InsightPublishedJob>(INSIGHT_PUBLISHED_QUEUE, { insightId: id }, tx);
      }
      return true;
    });
    if (saved) return { edit: next.key };

    // Not saved: the author gets a fresh key to reload with; anyone else an invalid link.
    if (!(await setEditKey(db, id, userId, next.hash))) throw invalidLink();
    throw new HttpError(409, authoringMessages.staleKey, undefined, undefined, { key: next.key });
  }

  async function remove(userId: number, idText: string, key: string) {
    const { id, hash } = ids(idText, key);
    const deleted = await db.transaction((tx) => deleteInsight(tx, id, userId, hash));
    if (!deleted) throw invalidLink();
  }

  async function changeTag(
    userId: number,
    p: { insightId: string; key: string; tagId: string },
    add: boolean,
  ) {
    const { id, hash } = ids(p.insightId, p.key);
    const tagId = parseId(p.tagId);
    if (!(await findEditable(db, id, userId, hash))) throw invalidLink();
    if (add) {
      if (tagId === null || !(await isIndustryTag(db, tagId))) {
        throw new ValidationError(
          { tag: [authoringMessages.unknownTag] },
          authoringMessages.unknownTag,
        );
      }
      const current = await listTagIds(db, id);
      if (!current.includes(tagId)) {
        const industry = (await tagsOf(current)).filter((t) => t.type === 1);
        if (industry.length >= INSIGHT_TAGS_MAX) {
          throw new ValidationError(
            { tag: [authoringMessages.tooManyTags] },
            authoringMessages.tooManyTags,
          );
        }
        await addIndustryTag(db, id, tagId);
      }
    } else if (tagId !== null) {
      await removeIndustryTag(db, id, tagId);
    }
    return { tags: await tagsOf(await listTagIds(db, id)) };
  }

  async function listMine(userId: number, cursor?: string): Promise<MyInsightsResponse> {
    const after = cursor ? decodeCursor(cursor) : undefined;
    const [rows, total] = await Promise.all([
      listOwn(db, userId, PAGE_SIZE + 1, after),
      countOwn(db, userId),
    ]);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page[page.length - 1];
    return {
      insights: page.map((r) => ({
        id: r.id,
        title: r.title,
        live: r.live ? 1 : 0,
        url: r.url,
        thumbnail: r.thumbnail,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      })),
      total,
      next_cursor:
        rows.length > PAGE_SIZE && last
          ? encodeCursor({ createdAt: last.createdAtText, id: last.id })
          : null,
    };
  }

  return { create, issueKey, load, save, remove, changeTag, listMine };
}

export type AuthoringService = ReturnType<typeof createAuthoringService>;
