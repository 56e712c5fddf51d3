// Organisations in the console, for admins: employers and learning providers with their
// sign-up domains (decision 0010). Adding a domain makes the next sign-up from it match at
// once (matching reads the domain tables on every sign-up); removing one affects only future
// sign-ups. Both are sensitive: they decide who gets a learner's or employer's benefits, so
// they need a recent re-authentication, and each is audited in its transaction.
import crypto from 'node:crypto';
import {
  domainMessages,
  organisationKinds,
  organisationMessages,
  type OrganisationCreate,
  type OrganisationKind,
  type OrganisationPatch,
  type OrganisationsQuery,
} from '@techgold/contracts/admin/organisations';
import type { Db } from '../../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { isOpenDomain } from '../../../lib/open-domains.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { changedFields } from '../audit/redact.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';

export interface OrganisationsDeps {
  db: Db;
  change: AuditedChange;
}

const toIso = (v: Date | string) => new Date(v).toISOString();

function parseKind(kind: string): OrganisationKind | null {
  return (organisationKinds as readonly string[]).includes(kind)
    ? (kind as OrganisationKind)
    : null;
}

function listItem(kind: OrganisationKind, r: repo.OrganisationRow) {
  return {
    kind,
    id: r.id,
    title: r.title,
    domains: r.domains,
    members: Number(r.members),
    listed: r.listed,
    updated_at: toIso(r.updated_at),
  };
}

export function createOrganisationsService({ db, change }: OrganisationsDeps) {
  async function list(query: OrganisationsQuery) {
    const { rows, total } = await repo.listOrganisations(db, query);
    return {
      items: rows.map((r) => listItem(query.kind, r)),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /** The kind and id a path names, or 404 (malformed reads as missing). */
  function target(kindText: string, idText: string) {
    const kind = parseKind(kindText);
    const id = parseId(idText);
    if (!kind || id === null) throw new NotFoundError();
    return { kind, id };
  }

  async function detail(kindText: string, idText: string) {
    const { kind, id } = target(kindText, idText);
    const found = await repo.findOrganisation(db, kind, id);
    if (!found) throw new NotFoundError();
    const tags = kind === 'employer' ? await repo.employerTagList(db, id) : [];
    return {
      tags: tags.map((t) => ({ id: Number(t.id), title: t.title, type: Number(t.type) })),
      ...listItem(kind, found.row),
      url: found.row.url,
      logo_url: found.row.logo_url,
      address_state: found.row.address_state,
      profile: found.row.profile,
      courses: Number(found.row.courses),
      domain_list: found.domainList.map((d) => ({ id: Number(d.id), domain: d.domain })),
    };
  }

  async function addDomain(caller: StaffCaller, kindText: string, idText: string, domain: string) {
    const { kind, id } = target(kindText, idText);
    if (isOpenDomain(domain)) throw new ValidationError({ domain: [domainMessages.open] });
    const added = await change(caller, async (tx, audit) => {
      if (!(await repo.lockOrganisation(tx, kind, id))) throw new NotFoundError();
      await repo.lockSignupDomains(tx);
      const row = (await repo.domainInUse(tx, domain))
        ? null
        : await repo.insertDomain(tx, kind, id, domain);
      if (!row) throw new ValidationError({ domain: [domainMessages.taken] });
      await audit({
        kind: 'organisation.domain_add',
        targetType: kind,
        targetId: id,
        after: { domain },
      });
      return row;
    });
    return { id: Number(added.id), domain: added.domain };
  }

  async function removeDomain(
    caller: StaffCaller,
    kindText: string,
    idText: string,
    domainIdText: string,
  ) {
    const { kind, id } = target(kindText, idText);
    const domainId = parseId(domainIdText);
    if (domainId === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      if (!(await repo.lockOrganisation(tx, kind, id))) throw new NotFoundError();
      await repo.lockSignupDomains(tx);
      const removed = await repo.deleteDomain(tx, kind, id, domainId);
      if (!removed) throw new NotFoundError();
      await audit({
        kind: 'organisation.domain_remove',
        targetType: kind,
        targetId: id,
        before: { domain: removed.domain },
      });
    });
  }

  const titleTakenError = () => new ValidationError({ title: [organisationMessages.titleTaken] });

  /** Creates an employer or learning provider (no domains yet: add them one by one). */
  async function create(caller: StaffCaller, body: OrganisationCreate) {
    const fields: repo.OrganisationFields = {
      title: body.title,
      url: body.url ?? null,
      logo_url: body.logo_url ?? null,
      address_state: body.address_state ?? null,
      profile: body.profile ?? null,
      listed: body.listed ?? true,
    };
    const id = await change(caller, async (tx, audit) => {
      // Titles are checked under the same lock as domains: two staff adding one title take turns.
      await repo.lockSignupDomains(tx);
      if (await repo.titleTaken(tx, body.kind, fields.title, null)) throw titleTakenError();
      const created = await repo.insertOrganisation(tx, body.kind, fields, crypto.randomUUID());
      await audit({
        kind: 'organisation.create',
        targetType: body.kind,
        targetId: created,
        after: { ...fields },
      });
      return created;
    });
    return detail(body.kind, String(id));
  }

  /**
   * Saves the fields sent, against the version read. `changed` says whether anything did
   * change: every field shows somewhere outside the console (a provider's title, website and
   * region on course pages, an employer's title on articles, `listed` everywhere), so the
   * caller empties the anonymous cache then.
   */
  async function update(
    caller: StaffCaller,
    kindText: string,
    idText: string,
    patch: OrganisationPatch,
  ) {
    const { kind, id } = target(kindText, idText);
    const changed = await change(caller, async (tx, audit) => {
      await repo.lockSignupDomains(tx);
      const current = await repo.lockOrganisationFields(tx, kind, id);
      if (!current) throw new NotFoundError();
      assertVersion(new Date(current.updated_at), patch.updated_at);
      const next: repo.OrganisationFields = {
        title: patch.title ?? current.title,
        url: patch.url !== undefined ? patch.url : current.url,
        logo_url: patch.logo_url !== undefined ? patch.logo_url : current.logo_url,
        address_state:
          patch.address_state !== undefined ? patch.address_state : current.address_state,
        profile: patch.profile !== undefined ? patch.profile : current.profile,
        listed: patch.listed ?? current.listed,
      };
      if (patch.title !== undefined && (await repo.titleTaken(tx, kind, next.title, id))) {
        throw titleTakenError();
      }
      const { updated_at: _version, ...was } = current;
      const diff = changedFields({ ...was }, { ...next });
      if (!Object.keys(diff.after).length) return false;
      await repo.updateOrganisation(tx, kind, id, next);
      await audit({ kind: 'organisation.update', targetType: kind, targetId: id, ...diff });
      return true;
    });
    return { organisation: await detail(kind, String(id)), changed };
  }

  /**
   * Deletes an organisation nothing refers to; otherwise says what does (members would lose
   * their organisation, a provider's courses would go with it). Its domains go with it, so
   * this needs a recent re-authentication, as removing a domain does.
   */
  async function remove(caller: StaffCaller, kindText: string, idText: string) {
    const { kind, id } = target(kindText, idText);
    await change(caller, async (tx, audit) => {
      await repo.lockSignupDomains(tx);
      const current = await repo.lockOrganisationFields(tx, kind, id);
      if (!current) throw new NotFoundError();
      const refs = await repo.references(tx, kind, id);
      const held = [
        refs.members ? `${refs.members} member${refs.members === 1 ? '' : 's'}` : null,
        refs.courses ? `${refs.courses} course${refs.courses === 1 ? '' : 's'}` : null,
      ].filter(Boolean);
      if (held.length) {
        throw new HttpError(
          409,
          `This organisation cannot be deleted: ${held.join(' and ')} still refer to it.`,
        );
      }
      await repo.deleteOrganisation(tx, kind, id);
      const { updated_at: _version, ...was } = current;
      await audit({
        kind: 'organisation.delete',
        targetType: kind,
        targetId: id,
        before: { ...was },
      });
    });
  }

  /** Replaces an employer's tags; unknown ids are a field error. */
  async function setTags(caller: StaffCaller, kindText: string, idText: string, tagIds: number[]) {
    const { kind, id } = target(kindText, idText);
    if (kind !== 'employer') throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      if (!(await repo.lockOrganisation(tx, kind, id))) throw new NotFoundError();
      const known = await repo.existingTagIds(tx, tagIds);
      if (known.length !== tagIds.length) {
        throw new ValidationError({ tag_ids: ['Choose tags from the list.'] });
      }
      const before = (await repo.employerTagList(tx, id))
        .map((t) => Number(t.id))
        .sort((a, b) => a - b);
      if (before.join() === tagIds.join()) return;
      await repo.replaceEmployerTags(tx, id, tagIds);
      await audit({
        kind: 'organisation.tags',
        targetType: kind,
        targetId: id,
        before: { tag_ids: before },
        after: { tag_ids: tagIds },
      });
    });
    return detail(kind, String(id));
  }

  return { list, detail, addDomain, removeDomain, create, update, remove, setTags };
}

export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
