// Tags in the console (issue 28): editors and admins list, create, rename, retype and delete
// tags of types 1 and 2. The three news category tags are fixed: the news pages are built on
// them. A tag in use is deleted only when the request confirms the cascade, which is audited
// with what it removed the tag from. Routes mark writes as changing public content.
import {
  tagMessages,
  type AdminTagsQuery,
  type TagCreate,
  type TagPatch,
} from '@techgold/contracts/admin/tags';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';

/** At most this many ids of a cascade's employers and insights are kept in its audit row. */
const AUDIT_IDS = 500;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function itemOf(r: repo.TagRow) {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    news_category: r.news_category,
    fixed: r.news_category !== null,
    used_by: { employers: Number(r.employers), insights: Number(r.insights) },
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/** "3 employers and 1 insight", or null when nothing uses the tag. */
export function usesText(r: { employers: number; insights: number }) {
  const parts = [
    r.employers ? plural(Number(r.employers), 'employer') : null,
    r.insights ? plural(Number(r.insights), 'insight') : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' and ') : null;
}

export function createTagsAdminService({ db, change }: { db: Db; change: AuditedChange }) {
  async function list(query: AdminTagsQuery) {
    const { rows, total } = await repo.listTags(db, query);
    return { items: rows.map(itemOf), total, limit: query.limit, offset: query.offset };
  }

  async function detail(idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findTag(db, id);
    if (!row) throw new NotFoundError();
    return itemOf(row);
  }

  async function checkTitle(tx: Tx, type: number, title: string, exceptId?: number) {
    await repo.lockTitles(tx);
    if (await repo.titleTaken(tx, type, title, exceptId)) {
      throw new ValidationError({ title: [tagMessages.titleTaken] });
    }
  }

  async function create(caller: StaffCaller, body: TagCreate) {
    const id = await change(caller, async (tx, audit) => {
      await checkTitle(tx, body.type, body.title);
      const created = await repo.insertTag(tx, body);
      await audit({
        kind: 'tag.create',
        targetType: 'tag',
        targetId: created,
        after: { title: body.title, type: body.type },
      });
      return created;
    });
    return detail(String(id));
  }

  async function update(caller: StaffCaller, idText: string, patch: TagPatch) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      const row = await repo.findTag(tx, id, true);
      if (!row) throw new NotFoundError();
      assertVersion(new Date(row.updated_at), patch.updated_at);
      const was = { title: row.title, type: row.type };
      const next = { title: patch.title ?? row.title, type: patch.type ?? row.type };
      const diff = changedFields({ ...was }, { ...next });
      if (!Object.keys(diff.after).length) return;
      if (row.news_category !== null) throw new HttpError(409, tagMessages.fixed);
      await checkTitle(tx, next.type, next.title, id);
      await repo.updateTag(tx, id, next);
      await audit({ kind: 'tag.update', targetType: 'tag', targetId: id, ...diff });
    });
    return detail(String(id));
  }

  /**
   * Deletes a tag. While employers or insights carry it the delete is refused (409, saying
   * what uses it) unless `cascade` confirms it; the cascade's audit row names what lost it.
   */
  async function remove(caller: StaffCaller, idText: string, cascade: boolean) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      const row = await repo.findTag(tx, id, true);
      if (!row) throw new NotFoundError();
      if (row.news_category !== null) throw new HttpError(409, tagMessages.fixed);
      const used = usesText(row);
      if (used && !cascade) {
        throw new HttpError(
          409,
          `This tag is still used by ${used}. Confirm the cascade to remove it from them and delete it.`,
          undefined,
          undefined,
          { used_by: { employers: Number(row.employers), insights: Number(row.insights) } },
        );
      }
      const users = used ? await repo.tagUsers(tx, id) : null;
      await repo.deleteTag(tx, id);
      await audit({
        kind: users ? 'tag.delete_cascade' : 'tag.delete',
        targetType: 'tag',
        targetId: id,
        before: { title: row.title, type: row.type },
        data: users && {
          employers: Number(row.employers),
          insights: Number(row.insights),
          employer_ids: users.employers.slice(0, AUDIT_IDS),
          insight_ids: users.insights.slice(0, AUDIT_IDS),
        },
      });
    });
  }

  return { list, detail, create, update, remove };
}

export type TagsAdminService = ReturnType<typeof createTagsAdminService>;
