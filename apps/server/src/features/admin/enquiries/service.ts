// The enquiries inbox for editors and admins: list, read with its timeline, change status and
// assignee (version-checked), add internal notes, and email replies to the enquirer. Every
// change is audited in its transaction; a reply's email is written to the mail outbox in the
// same one (decision 0082), so a reply is kept exactly when its email is on its way.
import type { EnquiriesQuery, EnquiryPatch } from '@techgold/contracts/admin/enquiries';
import type { Db } from '../../../db/client.ts';
import type { MailQueue } from '../../../plugins/jobs.ts';
import { NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { idempotentIn } from '../../../lib/idempotency.ts';
import { parseId } from '../../../lib/ids.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import { activeStaffIds } from '../members/repository.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import { enquiryReplyEmail } from './reply-email.ts';
import { eachRow, Refusal } from '../bulk/run.ts';
import { bulkReasons } from '@techgold/contracts/admin/bulk';
import * as repo from './repository.ts';

const person = (
  id: number | null,
  first: string | null,
  last: string | null,
  email: string | null,
) => (id !== null && email !== null ? { id, name: `${first} ${last}`, email } : null);

function listItem(r: repo.EnquiryListRow) {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    organisation: r.organisation,
    assignee: person(r.assigneeId, r.assigneeFirst, r.assigneeLast, r.assigneeEmail),
    notes: Number(r.notes),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function createEnquiriesAdminService({
  db,
  change,
  jobs,
  teamAddress,
}: {
  db: Db;
  change: AuditedChange;
  jobs: MailQueue;
  /** The Reply-To of every reply (TEAM_ADDRESS, else STAFF_INBOX). */
  teamAddress: string;
}) {
  async function list(query: EnquiriesQuery, callerId: number) {
    const { rows, total } = await repo.listEnquiries(db, query, callerId);
    return { items: rows.map(listItem), total, limit: query.limit, offset: query.offset };
  }

  async function detail(idText: string) {
    const id = parseId(idText);
    const found = id === null ? null : await repo.findEnquiry(db, id);
    if (!found) throw new NotFoundError();
    const { row, notes } = found;
    return {
      ...listItem(row),
      phone: row.phone,
      address: row.address,
      job_title: row.jobTitle,
      course_type: row.courseType,
      course_title: row.courseTitle,
      user_id: row.userId,
      note_list: notes.map((n) => ({
        id: n.id,
        kind: n.kind,
        author: person(n.authorId, n.authorFirst, n.authorLast, n.authorEmail),
        body: n.body,
        delivery: n.kind === 'reply' ? n.delivery : null,
        created_at: n.createdAt.toISOString(),
      })),
    };
  }

  async function update(caller: StaffCaller, idText: string, patch: EnquiryPatch) {
    await write(caller, idText, patch);
    return detail(idText);
  }

  /**
   * Status and assignee, audited. Without `updated_at` (a bulk action, 0094) no version is
   * checked, and a row already as asked is refused with `unchanged` rather than left quietly.
   */
  async function write(
    caller: StaffCaller,
    idText: string,
    patch: Omit<EnquiryPatch, 'updated_at'> & { updated_at?: string },
    unchanged?: string,
  ) {
    await change(caller, async (tx, audit) => {
      const id = parseId(idText);
      const row = id === null ? null : await repo.lockEnquiry(tx, id);
      if (!row) throw new NotFoundError();
      if (patch.updated_at !== undefined) assertVersion(row.updatedAt, patch.updated_at);
      const next: repo.EnquiryChange = {};
      if (patch.status !== undefined) next.status = patch.status;
      if (patch.assignee_id !== undefined) {
        if (patch.assignee_id !== null && !(await activeStaffIds(tx, [patch.assignee_id])).length) {
          throw new ValidationError({ assignee_id: ['Choose a member of staff.'] });
        }
        next.assigneeUserId = patch.assignee_id;
      }
      const diff = changedFields(
        { status: row.status, assignee_id: row.assigneeUserId },
        Object.fromEntries(
          Object.entries({ status: next.status, assignee_id: next.assigneeUserId }).filter(
            ([, v]) => v !== undefined,
          ),
        ),
      );
      if (!Object.keys(diff.after).length) {
        if (unchanged) throw new Refusal('The enquiry is already so.', unchanged);
        return;
      }
      await repo.updateEnquiry(tx, row.id, next);
      await audit({ kind: 'enquiry.update', targetType: 'enquiry', targetId: row.id, ...diff });
    });
  }

  /** Closes several enquiries (0094); one already closed is refused. */
  const bulkClose = (caller: StaffCaller, ids: number[]) =>
    eachRow(ids, (id) => write(caller, String(id), { status: 'closed' }, bulkReasons.closed));

  /**
   * Gives several enquiries to one member of staff, or to nobody. The assignee is checked once,
   * before any row is written (422).
   */
  async function bulkAssign(caller: StaffCaller, ids: number[], assigneeId: number | null) {
    if (assigneeId !== null && !(await activeStaffIds(db, [assigneeId])).length) {
      throw new ValidationError({ assignee_id: ['Choose a member of staff.'] });
    }
    const unchanged = assigneeId === null ? bulkReasons.unassigned : bulkReasons.assigned;
    return eachRow(ids, (id) => write(caller, String(id), { assignee_id: assigneeId }, unchanged));
  }

  async function addNote(caller: StaffCaller, idText: string, body: string) {
    const note = await change(caller, async (tx, audit) => {
      const id = parseId(idText);
      const row = id === null ? null : await repo.lockEnquiry(tx, id);
      if (!row) throw new NotFoundError();
      const created = await repo.insertNote(tx, {
        enquiryId: row.id,
        authorUserId: caller.userId,
        body,
      });
      await audit({
        kind: 'enquiry.note',
        targetType: 'enquiry',
        targetId: row.id,
        after: { note_id: created.id, body },
      });
      return created;
    });
    const detailed = await detail(idText);
    return detailed.note_list.find((n) => n.id === note.id)!;
  }

  /**
   * Emails `body` to the enquirer and keeps it on the enquiry's timeline. The audit row says a
   * reply went and which one, not what it said or to whom: the enquiry (and its replies) can be
   * erased with the person, and the log must not keep their words.
   *
   * Sent once: a retry with the same Idempotency-Key, or the same text to the same enquiry
   * within 10 minutes, answers with the reply already sent and emails nothing (lib/idempotency).
   */
  async function reply(
    caller: StaffCaller,
    idText: string,
    typed: string,
    headerKey: string | null,
  ) {
    // A textarea sends CRLF line ends: kept and emailed as plain line breaks.
    const body = typed.replace(/\r\n?/g, '\n');
    const sent = await change(caller, async (tx, audit) => {
      const id = parseId(idText);
      const row = id === null ? null : await repo.lockEnquiry(tx, id);
      if (!row) throw new NotFoundError();
      return idempotentIn(
        tx,
        { scope: `enquiry-reply:${row.id}`, payload: { body }, headerKey },
        async () => {
          const to = (await repo.replyDetails(tx, row.id, caller.userId))!;
          const outboxId = await jobs.enqueueMail(
            tx,
            enquiryReplyEmail({
              to: to.email,
              replyTo: teamAddress,
              firstName: to.firstName,
              lastName: to.lastName,
              kind: to.kind,
              organisation: to.organisation,
              courseTitle: to.courseTitle,
              receivedAt: to.createdAt,
              from: `${to.authorFirst} ${to.authorLast}`,
              body,
            }),
          );
          const created = await repo.insertNote(tx, {
            enquiryId: row.id,
            authorUserId: caller.userId,
            body,
            kind: 'reply',
            outboxId,
          });
          await audit({
            kind: 'enquiry.reply',
            targetType: 'enquiry',
            targetId: row.id,
            after: { reply_id: created.id },
          });
          return { status: 201, body: { id: created.id } };
        },
      );
    });
    const replyId = (sent.body as { id: number }).id;
    const detailed = await detail(idText);
    return { note: detailed.note_list.find((n) => n.id === replyId)!, replayed: sent.replayed };
  }

  return { list, detail, update, addNote, reply, bulkClose, bulkAssign };
}

export type EnquiriesAdminService = ReturnType<typeof createEnquiriesAdminService>;
