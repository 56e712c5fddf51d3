// Quotes in the console (issue 28): editors and admins list, create, edit (version-checked)
// and delete the rotating quotes and choose the pages they rotate on. Each write is audited in
// its transaction; routes mark writes as changing public content (GET /api/quotes follows).
import type { AdminQuotesQuery, QuoteCreate, QuotePatch } from '@techgold/contracts/admin/quotes';
import type { Db } from '../../../db/client.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';

const fieldsOf = (r: repo.QuoteRow): repo.QuoteFields => ({
  text: r.text,
  name: r.name,
  source: r.source,
  avatar: r.avatar,
  pages: r.pages ?? [],
});
const itemOf = (r: repo.QuoteRow) => ({
  id: r.id,
  ...fieldsOf(r),
  updated_at: new Date(r.updated_at).toISOString(),
});

/** The fields as the audit diff compares them: a list of pages compares by its contents. */
const comparable = (f: repo.QuoteFields) => ({ ...f, pages: f.pages.join(', ') });

export function createQuotesAdminService({ db, change }: { db: Db; change: AuditedChange }) {
  async function list(query: AdminQuotesQuery) {
    const { rows, total } = await repo.listQuotes(db, query);
    return { items: rows.map(itemOf), total, limit: query.limit, offset: query.offset };
  }

  async function detail(idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findQuote(db, id);
    if (!row) throw new NotFoundError();
    return itemOf(row);
  }

  async function create(caller: StaffCaller, body: QuoteCreate) {
    const fields: repo.QuoteFields = {
      text: body.text,
      name: body.name,
      source: body.source ?? null,
      avatar: body.avatar ?? null,
      pages: body.pages,
    };
    const id = await change(caller, async (tx, audit) => {
      const created = await repo.insertQuote(tx, fields);
      await audit({
        kind: 'quote.create',
        targetType: 'quote',
        targetId: created,
        after: comparable(fields),
      });
      return created;
    });
    return detail(String(id));
  }

  async function update(caller: StaffCaller, idText: string, patch: QuotePatch) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      const row = await repo.findQuote(tx, id, true);
      if (!row) throw new NotFoundError();
      assertVersion(new Date(row.updated_at), patch.updated_at);
      const was = fieldsOf(row);
      const next: repo.QuoteFields = {
        text: patch.text ?? was.text,
        name: patch.name ?? was.name,
        source: patch.source === undefined ? was.source : patch.source,
        avatar: patch.avatar === undefined ? was.avatar : patch.avatar,
        pages: patch.pages ?? was.pages,
      };
      const diff = changedFields(comparable(was), comparable(next));
      if (!Object.keys(diff.after).length) return;
      await repo.updateQuote(tx, id, next);
      await audit({ kind: 'quote.update', targetType: 'quote', targetId: id, ...diff });
    });
    return detail(String(id));
  }

  async function remove(caller: StaffCaller, idText: string) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      const row = await repo.findQuote(tx, id, true);
      if (!row) throw new NotFoundError();
      await repo.deleteQuote(tx, id);
      await audit({
        kind: 'quote.delete',
        targetType: 'quote',
        targetId: id,
        before: comparable(fieldsOf(row)),
      });
    });
  }

  return { list, detail, create, update, remove };
}

export type QuotesAdminService = ReturnType<typeof createQuotesAdminService>;
