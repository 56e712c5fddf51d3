// Calls to action in the console (issue 28): editors and admins list, create, edit
// (version-checked), switch on or off and delete them. Each write is audited in its
// transaction; routes mark writes as changing public content (GET /api/site/data follows).
import type { AdminCtasQuery, CtaCreate, CtaPatch } from '@techgold/contracts/admin/ctas';
import type { Db } from '../../../db/client.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';

const fieldsOf = (r: repo.CtaRow): repo.CtaFields => ({
  active: r.active,
  location: r.location,
  heading: r.heading,
  description: r.description,
  url: r.url,
});
const itemOf = (r: repo.CtaRow) => ({
  id: r.id,
  ...fieldsOf(r),
  updated_at: new Date(r.updated_at).toISOString(),
});

export function createCtasAdminService({ db, change }: { db: Db; change: AuditedChange }) {
  async function list(query: AdminCtasQuery) {
    const { rows, total } = await repo.listCtas(db, query);
    return { items: rows.map(itemOf), total, limit: query.limit, offset: query.offset };
  }

  async function detail(idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findCta(db, id);
    if (!row) throw new NotFoundError();
    return itemOf(row);
  }

  async function create(caller: StaffCaller, body: CtaCreate) {
    const fields: repo.CtaFields = {
      active: body.active ?? true,
      location: body.location,
      heading: body.heading,
      description: body.description ?? null,
      url: body.url ?? null,
    };
    const id = await change(caller, async (tx, audit) => {
      const created = await repo.insertCta(tx, fields);
      await audit({
        kind: 'cta.create',
        targetType: 'cta',
        targetId: created,
        after: { ...fields },
      });
      return created;
    });
    return detail(String(id));
  }

  async function update(caller: StaffCaller, idText: string, patch: CtaPatch) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      const row = await repo.findCta(tx, id, true);
      if (!row) throw new NotFoundError();
      assertVersion(new Date(row.updated_at), patch.updated_at);
      const was = fieldsOf(row);
      const next: repo.CtaFields = {
        active: patch.active ?? was.active,
        location: patch.location ?? was.location,
        heading: patch.heading ?? was.heading,
        description: patch.description === undefined ? was.description : patch.description,
        url: patch.url === undefined ? was.url : patch.url,
      };
      const diff = changedFields({ ...was }, { ...next });
      if (!Object.keys(diff.after).length) return;
      await repo.updateCta(tx, id, next);
      await audit({ kind: 'cta.update', targetType: 'cta', targetId: id, ...diff });
    });
    return detail(String(id));
  }

  async function remove(caller: StaffCaller, idText: string) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      const row = await repo.findCta(tx, id, true);
      if (!row) throw new NotFoundError();
      await repo.deleteCta(tx, id);
      await audit({
        kind: 'cta.delete',
        targetType: 'cta',
        targetId: id,
        before: { ...fieldsOf(row) },
      });
    });
  }

  return { list, detail, create, update, remove };
}

export type CtasAdminService = ReturnType<typeof createCtasAdminService>;
