// Credentials in the console (issue 28, decision 0059): staff see every credential; on the
// local platform they issue a badge to a member (signed in the same transaction, its proof
// dated the issue) and revoke one with a reason (the public verification page then says
// revoked). With a hosted platform the platform issues and
// revokes, and the console is read-only. Each change is audited in its transaction.
import {
  credentialMessages,
  type AdminCredentialBadgesQuery,
  type AdminCredentialsQuery,
  type CredentialImportBody,
  type CredentialIssue,
} from '@techgold/contracts/admin/credentials';
import type { Db, Queryable } from '../../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { checkCohort, type CohortCheck } from './cohort.ts';
import * as repo from './repository.ts';
import { eachRow, Refusal } from '../bulk/run.ts';
import { bulkReasons } from '@techgold/contracts/admin/bulk';

/** What the console needs of the credentials feature (handed in: features do not import each other). */
export interface CredentialActions {
  /** false with a hosted platform: the console is read-only. */
  local: boolean;
  revoke: (
    idText: string,
    reason: string,
    q: Queryable,
  ) => Promise<{ id: number; revoked_at: string; revocation_reason: string }>;
  /**
   * Signs credentials just issued, in the issuing transaction: the stored copy every download
   * serves, its proof dated the issue (decision 0059).
   */
  signIssued: (ids: number[], q: Queryable) => Promise<number>;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function itemOf(r: repo.CredentialRow) {
  return {
    id: r.id,
    member: { id: r.user_id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
    badge: { id: r.group_id, name: r.group_name },
    issued_at: iso(r.issued_at)!,
    expires_at: iso(r.expires_at),
    revoked_at: iso(r.revoked_at),
    revocation_reason: r.revocation_reason,
    public_id: r.public_id,
    private: r.private,
    external_id: r.external_id,
  };
}

export function createCredentialsAdminService({
  db,
  change,
  credentials,
}: {
  db: Db;
  change: AuditedChange;
  credentials: CredentialActions;
}) {
  const platform = credentials.local ? ('local' as const) : ('hosted' as const);
  const assertLocal = () => {
    if (!credentials.local) throw new HttpError(409, credentialMessages.hosted);
  };

  async function list(query: AdminCredentialsQuery) {
    const { rows, total } = await repo.listCredentials(db, query);
    return { items: rows.map(itemOf), total, limit: query.limit, offset: query.offset, platform };
  }

  async function detail(id: number) {
    const row = await repo.findCredential(db, id);
    if (!row) throw new NotFoundError();
    return itemOf(row);
  }

  /** GET …/credentials/:id: one credential, for its console page. */
  async function one(idText: string) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    return detail(id);
  }

  async function badges(query: AdminCredentialBadgesQuery) {
    const { rows, total } = await repo.listBadges(db, query);
    return { items: rows, total, limit: query.limit, offset: query.offset };
  }

  /** The issue form's picker: active members by name or email. */
  const members = (query: { q?: string | undefined; limit: number }) =>
    repo.searchMembers(db, query.q, query.limit);

  const today = () => new Date().toISOString().slice(0, 10);
  const refuse = (result: Extract<CohortCheck, { ok: false }>) =>
    new ValidationError(result.errors, result.message);

  /** The import's check alone: the rows it would issue, or a 422 naming each bad line. */
  async function checkImport(body: CredentialImportBody) {
    assertLocal();
    const result = await checkCohort(db, body.csv, today());
    if (!result.ok) throw refuse(result);
    return { file_name: body.file_name, count: result.rows.length, rows: result.rows };
  }

  /**
   * Issues a whole cohort in one transaction, after checking every row again inside it (under a
   * lock, so two imports cannot both pass): one `credential.issue` audit row per credential, as
   * issuing one does, and one `credential.import` row with the file's name and the count.
   */
  async function importCohort(caller: StaffCaller, body: CredentialImportBody) {
    assertLocal();
    return change(caller, async (tx, audit) => {
      await repo.lockIssuing(tx);
      const result = await checkCohort(tx, body.csv, today());
      if (!result.ok) throw refuse(result);
      const ids = await repo.insertCohort(
        tx,
        result.rows.map((r) => ({
          userId: r.member.id,
          groupId: r.badge.id,
          issuedOn: r.issued_on,
        })),
      );
      const issued = result.rows.map((r) => ({
        row: r,
        id: ids.get(`${r.member.id}:${r.badge.id}`)!,
      }));
      // Signed with the rows, so a committed import never leaves a credential unsigned.
      await credentials.signIssued(
        issued.map((i) => i.id),
        tx,
      );
      await audit(
        issued.map(({ row, id }) => ({
          kind: 'credential.issue',
          targetType: 'credential' as const,
          targetId: id,
          after: {
            user_id: row.member.id,
            group_id: row.badge.id,
            issued_on: row.issued_on,
            expires_on: null,
          },
          data: { import: body.file_name, line: row.line },
        })),
      );
      const allIds = issued.map((i) => i.id);
      await audit({
        kind: 'credential.import',
        targetType: 'credential',
        targetId: allIds[0]!,
        data: { file_name: body.file_name, count: allIds.length, ids: allIds.slice(0, 500) },
      });
      return { file_name: body.file_name, issued: allIds.length, ids: allIds };
    });
  }

  async function issue(caller: StaffCaller, body: CredentialIssue) {
    assertLocal();
    const id = await change(caller, async (tx, audit) => {
      await repo.lockIssuing(tx);
      const found = await repo.issueTargets(tx, body.user_id, body.group_id);
      const errors: Record<string, string[]> = {};
      if (!found.member) errors.user_id = [credentialMessages.unknownMember];
      if (!found.badge) errors.group_id = [credentialMessages.unknownBadge];
      else if ((await repo.heldPairs(tx, [body.user_id])).has(`${body.user_id}:${body.group_id}`))
        errors.group_id = [credentialMessages.alreadyHeld];
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const created = await repo.insertCredential(tx, {
        userId: body.user_id,
        groupId: body.group_id,
        issuedOn: body.issued_on ?? null,
        expiresOn: body.expires_on ?? null,
      });
      await credentials.signIssued([created], tx);
      await audit({
        kind: 'credential.issue',
        targetType: 'credential',
        targetId: created,
        after: {
          user_id: body.user_id,
          group_id: body.group_id,
          issued_on: body.issued_on ?? null,
          expires_on: body.expires_on ?? null,
        },
      });
      return created;
    });
    return detail(id);
  }

  async function revoke(caller: StaffCaller, idText: string, reason: string) {
    assertLocal();
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await revokeOne(caller, id, reason);
    return detail(id);
  }

  /** Several credentials revoked with one reason (0094), each in its own transaction. */
  function bulkRevoke(caller: StaffCaller, ids: number[], reason: string) {
    assertLocal();
    return eachRow(ids, (id) => revokeOne(caller, id, reason));
  }

  async function revokeOne(caller: StaffCaller, id: number, reason: string) {
    await change(caller, async (tx, audit) => {
      const row = await repo.findCredential(tx, id, true);
      if (!row) throw new NotFoundError();
      if (row.revoked_at !== null) {
        throw new Refusal(credentialMessages.alreadyRevoked, bulkReasons.revoked);
      }
      const revoked = await credentials.revoke(String(id), reason, tx);
      await audit({
        kind: 'credential.revoke',
        targetType: 'credential',
        targetId: id,
        before: { revoked_at: null },
        after: { revoked_at: revoked.revoked_at, revocation_reason: revoked.revocation_reason },
        data: { user_id: row.user_id, group_id: row.group_id },
      });
    });
  }

  return { list, one, badges, members, issue, revoke, bulkRevoke, checkImport, importCohort };
}

export type CredentialsAdminService = ReturnType<typeof createCredentialsAdminService>;
