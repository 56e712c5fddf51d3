// The mail worker's handler (decision 0082): pg-boss hands over an outbox row's id; the row
// says what to send and records how it went. pg-boss's retries and back-off still decide
// when the next try happens; the row is what the console and the newsletter read.
import type { Db } from '../../db/client.ts';
import type { MailMessage, Mailer } from '../mailer.ts';
import * as outbox from './repository.ts';

/** What the mail queue's jobs carry: the outbox row's id, never the message. */
export interface MailJob {
  outboxId: string;
}

/** The job's try: the retries it has used and may use (pg-boss's own counts). */
export interface MailTry {
  retryCount: number;
  retryLimit: number;
}

/**
 * Delivers one queued email. A row no longer waiting (sent by an earlier delivery of the same
 * job) is not sent again. A failure is recorded on the row and thrown, so pg-boss retries it;
 * on the last try the row is failed, which the console lists with "Send again".
 */
export async function deliverMail(
  db: Db,
  mailer: Pick<Mailer, 'send'>,
  data: MailJob | MailMessage,
  attempt: MailTry,
): Promise<void> {
  // Jobs queued before the outbox table existed carry the message itself.
  if (!('outboxId' in data)) return mailer.send(data);
  const id = data.outboxId;
  const message = await outbox.waitingMail(db, id);
  if (!message) return;
  try {
    await mailer.send(message);
  } catch (err) {
    const final = attempt.retryCount >= attempt.retryLimit;
    await outbox.markTryFailed(db, id, (err as Error).message ?? String(err), final);
    throw err;
  }
  await outbox.markSent(db, id);
}
