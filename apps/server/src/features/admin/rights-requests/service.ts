// Data-protection rights requests received by email or post (decision 0064): staff log them
// with the due date one calendar month later, match them to a member, and act on access and
// erasure requests with the member's own export and erasure. Every change is audited.
import {
  rightsMessages,
  type ErasurePreview,
  type RightsRequestCreate,
  type RightsRequestPatch,
  type RightsRequestsQuery,
} from '@techgold/contracts/admin/rights-requests';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { changedFields } from '../audit/redact.ts';
import type { Audit, AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';

/** The privacy feature's export and erasure, handed in by services.ts. */
export interface PrivacyActions {
  requestExport(userId: number, requestedBy: number | null, tx?: Tx): Promise<{ created: boolean }>;
  eraseWithin(
    tx: Tx,
    audit: Audit,
    userId: number,
    options?: { kind?: string; notify?: boolean },
  ): Promise<string[] | null>;
  removeFiles(keys: string[]): Promise<void>;
  previewErasure(userId: number): Promise<Omit<ErasurePreview, 'member'> | null>;
  provedAddressesOf(tx: Tx, userId: number): Promise<string[]>;
}

const person = (id: number | null, name: string | null, email: string | null) =>
  id !== null && email !== null ? { id, name: name ?? '', email } : null;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function item(r: repo.RequestRow) {
  return {
    id: r.id,
    kind: r.kind,
    received_via: r.received_via,
    received_on: r.received_on,
    due_on: r.due_on,
    requester_name: r.requester_name,
    requester_email: r.requester_email,
    member: person(r.user_id, r.member_name, r.member_email),
    status: r.status,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

function detailOf(r: repo.RequestRow) {
  return {
    ...item(r),
    details: r.details,
    outcome: r.outcome,
    created_by: person(r.created_by_user_id, r.creator_name, r.creator_email),
    closed_at: iso(r.closed_at),
  };
}

const DAY = 86_400_000;

export function createRightsRequestsService({
  db,
  change,
  privacy,
}: {
  db: Db;
  change: AuditedChange;
  privacy: PrivacyActions;
}) {
  async function list(query: RightsRequestsQuery) {
    const { rows, total } = await repo.listRequests(db, query);
    return { items: rows.map(item), total, limit: query.limit, offset: query.offset };
  }

  async function detail(idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findRequest(db, id);
    if (!row) throw new NotFoundError();
    return detailOf(row);
  }

  async function checkMember(q: Tx, userId: number | null | undefined) {
    if (userId != null && !(await repo.memberExists(q, userId))) {
      throw new ValidationError({ user_id: ['Choose a member account that exists.'] });
    }
  }

  async function create(caller: StaffCaller, body: RightsRequestCreate) {
    const received = Date.parse(`${body.received_on}T00:00:00Z`);
    if (received > Date.now()) {
      throw new ValidationError({ received_on: [rightsMessages.receivedFuture] });
    }
    if (received < Date.now() - 366 * DAY) {
      throw new ValidationError({ received_on: [rightsMessages.receivedOld] });
    }
    const id = await change(caller, async (tx, audit) => {
      await checkMember(tx, body.user_id);
      const created = await repo.insertRequest(tx, {
        kind: body.kind,
        receivedVia: body.received_via,
        receivedOn: body.received_on,
        requesterName: body.requester_name,
        requesterEmail: body.requester_email ?? null,
        userId: body.user_id ?? null,
        details: body.details ?? null,
        createdBy: caller.userId,
      });
      // The fact and its dates; the requester's details stay in the request itself.
      await audit({
        kind: 'rights.create',
        targetType: 'rights_request',
        targetId: created,
        after: {
          kind: body.kind,
          received_via: body.received_via,
          received_on: body.received_on,
          user_id: body.user_id ?? null,
        },
      });
      return created;
    });
    return detail(String(id));
  }

  /** Locks the request and checks the version the console read. */
  async function locked(tx: Tx, idText: string, version: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findRequest(tx, id, true);
    if (!row) throw new NotFoundError();
    assertVersion(new Date(row.updated_at), version);
    return row;
  }

  async function update(caller: StaffCaller, idText: string, patch: RightsRequestPatch) {
    await change(caller, async (tx, audit) => {
      const row = await locked(tx, idText, patch.updated_at);
      await checkMember(tx, patch.user_id);
      const diff = changedFields(
        { status: row.status, user_id: row.user_id },
        { status: patch.status, user_id: patch.user_id },
      );
      const textChanged =
        (patch.outcome !== undefined && patch.outcome !== row.outcome) ||
        (patch.details !== undefined && patch.details !== row.details);
      if (!Object.keys(diff.after).length && !textChanged) return;
      await repo.updateRequest(tx, row.id, {
        status: patch.status,
        outcome: patch.outcome,
        userId: patch.user_id,
        details: patch.details,
      });
      await audit({
        kind: 'rights.update',
        targetType: 'rights_request',
        targetId: row.id,
        ...diff,
        data: textChanged ? { notes_changed: true } : null,
      });
    });
    return detail(idText);
  }

  /** An open request of `kind`, matched to a member; answers the member's id. */
  function actionable(row: repo.RequestRow, kind: 'access' | 'erasure') {
    if (row.kind !== kind) {
      throw new HttpError(
        422,
        kind === 'access' ? rightsMessages.notAccess : rightsMessages.notErasure,
      );
    }
    if (row.status !== 'open') throw new HttpError(409, rightsMessages.closed);
    if (row.user_id === null) throw new ValidationError({ user_id: [rightsMessages.noMember] });
    return row.user_id;
  }

  /** Access: the member's own export, its link emailed to them (never to staff). */
  async function sendExport(caller: StaffCaller, idText: string, version: string) {
    await change(caller, async (tx, audit) => {
      const row = await locked(tx, idText, version);
      const userId = actionable(row, 'access');
      await privacy.requestExport(userId, caller.userId, tx);
      await repo.updateRequest(tx, row.id, {});
      await audit({
        kind: 'rights.export',
        targetType: 'rights_request',
        targetId: row.id,
        data: { user_id: userId },
      });
    });
    return { message: rightsMessages.exportQueued, request: await detail(idText) };
  }

  /**
   * Before the final step: what erasing the matched member removes by address, and why each
   * record matched (which proved address), so staff see a wrong match before it happens.
   */
  async function erasurePreview(idText: string): Promise<ErasurePreview> {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findRequest(db, id);
    if (!row) throw new NotFoundError();
    const userId = actionable(row, 'erasure');
    const preview = await privacy.previewErasure(userId);
    if (!preview) throw new ValidationError({ user_id: [rightsMessages.noMember] });
    return {
      member: { id: userId, name: row.member_name ?? '', email: row.member_email ?? '' },
      ...preview,
    };
  }

  /**
   * Erasure: the member's own erasure, at once (staff have checked who asked; the route needs a recent re-authentication).
   * `provedAddresses`, the preview's, must still be the member's: otherwise the erasure would
   * reach records staff did not see, and it is refused (409).
   */
  async function erase(
    caller: StaffCaller,
    idText: string,
    version: string,
    provedAddresses?: string[],
  ) {
    const keys = await change(caller, async (tx, audit) => {
      const row = await locked(tx, idText, version);
      const userId = actionable(row, 'erasure');
      if (await repo.isStaff(tx, userId)) {
        throw new HttpError(422, "Remove this account's staff role before erasing it.");
      }
      if (provedAddresses) {
        const now = await privacy.provedAddressesOf(tx, userId);
        const seen = provedAddresses.map((a) => a.trim().toLowerCase()).sort();
        if (now.join('\n') !== seen.join('\n')) {
          throw new HttpError(409, rightsMessages.previewChanged);
        }
      }
      const files = await privacy.eraseWithin(tx, audit, userId);
      if (!files) throw new ValidationError({ user_id: [rightsMessages.noMember] });
      await repo.updateRequest(tx, row.id, { status: 'done', outcome: rightsMessages.erased });
      await audit({
        kind: 'rights.erase',
        targetType: 'rights_request',
        targetId: row.id,
        data: { user_id: userId },
      });
      return files;
    });
    await privacy.removeFiles(keys);
    return { message: rightsMessages.erased, request: await detail(idText) };
  }

  return { list, detail, create, update, sendExport, erasurePreview, erase };
}

export type RightsRequestsService = ReturnType<typeof createRightsRequestsService>;
