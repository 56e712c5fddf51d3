// SQL for our own mail outbox (decision 0082): a row per email, written in the caller's
// transaction; the mail worker records each try on it. pg-boss only carries the row's id.
import { and, eq, lt, sql } from 'drizzle-orm';
import { OUTBOX_HISTORY_DAYS } from '@techgold/contracts/admin/outbox';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { MailMessage } from '../mailer.ts';

/** A failure's message as kept (and shown to staff): the first 300 characters. */
const ERROR_LENGTH = 300;

/** Adds a waiting email; answers its id (which its pg-boss job takes too). */
export async function insertMail(tx: Queryable, message: MailMessage): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, message })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** The email to deliver, if it is still waiting (a job delivered twice sends it once). */
export async function waitingMail(q: Queryable, id: string): Promise<MailMessage | null> {
  const [row] = await q
    .select({ message: mailOutbox.message })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'waiting')));
  return row?.message ?? null;
}

/** Sent (the message stays until the purge: the newsletter's checks and tests read it). */
export async function markSent(q: Queryable, id: string) {
  await q
    .update(mailOutbox)
    .set({
      state: 'sent',
      attempts: sql`${mailOutbox.attempts} + 1`,
      finishedAt: sql`now()`,
    })
    .where(eq(mailOutbox.id, id));
}

/** A try failed: counted, with why; `final` when no retry is left (it is then failed). */
export async function markTryFailed(q: Queryable, id: string, error: string, final: boolean) {
  await q
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, ERROR_LENGTH),
      ...(final ? { state: 'failed' as const, finishedAt: sql`now()` } : {}),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'waiting')));
}

/**
 * Finished mail older than the console's history is deleted (the maintenance job): the
 * outbox is a record of delivery, not an archive of people's email.
 */
export async function purgeFinishedMail(q: Queryable): Promise<void> {
  await q
    .delete(mailOutbox)
    .where(lt(mailOutbox.finishedAt, sql`now() - make_interval(days => ${OUTBOX_HISTORY_DAYS})`));
}
