// Organisations in the console, for admins: employers and learning providers with their
// sign-up domains (decision 0010). Adding a domain makes the next sign-up from it match at
// once (matching reads the domain tables on every sign-up); removing one affects only future
// sign-ups. Both are sensitive: they decide who gets a learner's or employer's benefits, so
// they need a recent re-authentication, and each is audited in its transaction.
import {
  domainMessages,
  organisationKinds,
  type OrganisationKind,
  type OrganisationsQuery,
} from '@techgold/contracts/admin';
import type { Db } from '../../../db/client.ts';
import { NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { isOpenDomain } from '../../../lib/open-domains.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { ReauthService, StaffCaller } from '../reauth/service.ts';
import * as repo from './repository.ts';

export interface OrganisationsDeps {
  db: Db;
  change: AuditedChange;
  reauth: Pick<ReauthService, 'requireRecent'>;
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
    updated_at: toIso(r.updated_at),
  };
}

export function createOrganisationsService({ db, change, reauth }: OrganisationsDeps) {
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
    return {
      ...listItem(kind, found.row),
      url: found.row.url,
      courses: Number(found.row.courses),
      domain_list: found.domainList.map((d) => ({ id: Number(d.id), domain: d.domain })),
    };
  }

  async function addDomain(caller: StaffCaller, kindText: string, idText: string, domain: string) {
    const { kind, id } = target(kindText, idText);
    await reauth.requireRecent(caller);
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
    await reauth.requireRecent(caller);
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

  return { list, detail, addDomain, removeDomain };
}

export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
