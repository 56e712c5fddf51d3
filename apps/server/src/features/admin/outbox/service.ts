// The mail outbox in the console (admins, decision 0069): see what is waiting, what failed
// and why, and what was sent lately; send a failed mail again. Recipient and subject only:
// bodies hold one-time links, which staff must never see or be able to use.
import { outboxMessages, type OutboxQuery } from '@techgold/contracts/admin/outbox';
import type { Db } from '../../../db/client.ts';
import { HttpError, NotFoundError } from '../../../lib/errors.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import * as repo from './repository.ts';

// Raw SQL answers timestamps as text on one driver and as dates on the other.
const iso = (value: Date | string) => new Date(value).toISOString();

export function createOutboxService({
  db,
  change,
  jobs,
}: {
  db: Db;
  change: AuditedChange;
  jobs: Pick<Jobs, 'enqueueMail'>;
}) {
  async function list(query: OutboxQuery) {
    const { limit, offset } = query;
    const { rows, total } = await repo.listOutbox(db, query);
    return {
      items: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        state: r.state,
        tries: Number(r.tries),
        last_error: r.last_error,
        created_at: iso(r.created_at),
        finished_at: r.finished_at === null ? null : iso(r.finished_at),
      })),
      total,
      limit,
      offset,
    };
  }

  /**
   * Queues a fresh copy of a failed mail (the failed one stays in the list as it was), with
   * its audit row in the same transaction; once per failed mail (the copy, if it fails too, can
   * be sent again in its turn). A link in it may have expired meanwhile: the
   * console says so before staff send it.
   */
  async function resend(caller: StaffCaller, id: string) {
    return change(caller, async (tx, audit) => {
      const found = await repo.findMail(tx, id);
      if (!found) throw new NotFoundError();
      if (found.state !== 'failed') throw new HttpError(409, outboxMessages.notFailed);
      if (await repo.wasResent(tx, id)) throw new HttpError(409, outboxMessages.alreadyResent);
      const copy = await jobs.enqueueMail(tx, found.message);
      await audit({
        kind: 'mail.resend',
        targetType: 'mail',
        targetId: id,
        // The subject, not the address: the log outlives a member's erasure (decision 0064).
        data: { subject: found.message.subject, copy },
      });
      return { message: outboxMessages.resent };
    });
  }

  return { list, resend };
}
