// The weekly email digest (members with alerts_preference on): what they were notified of
// and have not dismissed or been emailed about, at most one email a week, each notification
// emailed at most once. Members are taken in batches; in each batch one transaction claims
// the members (digest_sent_at, re-checked under the row lock so a second run or process
// skips them), marks their notifications emailed and queues the emails through the outbox.
import type { Db } from '../../db/client.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { emailMessage } from '../../lib/email-layout.ts';
import type { MailQueue } from '../../plugins/jobs.ts';
import { claimDigestBatch, type DigestItem } from './repository.ts';

export const DIGEST_QUEUE = 'notifications-digest';
/** Mondays 07:30 UTC. */
export const DIGEST_CRON = '30 7 * * 1';
/** Listed in one email; the rest are counted. */
export const DIGEST_ITEMS_MAX = 20;
const BATCH = 500;

export interface DigestLinks {
  /** An absolute link for a notification's url (in-app routes are relative). */
  absolute(url: string): string;
  /**
   * Makes the stop links (the page whose button stops these emails, and the RFC 8058
   * one-click address). Called once per run, before any transaction: it reads the signing
   * key, which on the embedded database must not wait behind our own open transaction.
   */
  unsubscribeLinks(): Promise<(userId: number) => { page: string; oneClick: string }>;
  account: string;
  dashboard: string;
}

export function digestEmail(
  row: { email: string; first_name: string; total: number },
  items: DigestItem[],
  links: { page: string; oneClick: string; account: string; dashboard: string },
  absolute: (url: string) => string,
): MailMessage {
  const lines = items.map(
    (i) => `New ${i.type} published: ${i.title}${i.url ? ` — ${absolute(i.url)}` : ''}`,
  );
  const more = row.total - items.length;
  return emailMessage(
    row.email,
    row.total === 1
      ? 'Your week on Tech Industry Gold: 1 new notification'
      : `Your week on Tech Industry Gold: ${row.total} new notifications`,
    {
      heading: `Hello ${row.first_name}, here is what is new`,
      paragraphs: [
        ...lines,
        ...(more > 0 ? [`And ${more} more in the notifications on the platform.`] : []),
        `You get this weekly email because email alerts are on in your account (${links.account}).`,
        `Stop these emails with one click, no sign-in needed: ${links.page}`,
      ],
      button: { label: 'Open the platform', url: links.dashboard },
    },
    {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  );
}

/** Sends every digest that is due; answers how many emails were queued. */
export async function sendDigests(db: Db, mail: MailQueue, links: DigestLinks): Promise<number> {
  const stopLinks = await links.unsubscribeLinks();
  let after = 0;
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await claimDigestBatch(tx, { after, limit: BATCH, itemsMax: DIGEST_ITEMS_MAX });
      for (const row of rows) {
        const items =
          typeof row.items === 'string' ? (JSON.parse(row.items) as DigestItem[]) : row.items;
        const unsubscribe = stopLinks(row.id);
        await mail.enqueueMail(
          tx,
          digestEmail(
            row,
            items,
            { ...unsubscribe, account: links.account, dashboard: links.dashboard },
            links.absolute,
          ),
        );
      }
      return rows;
    });
    sent += batch.length;
    if (batch.length < BATCH) return sent;
    after = batch.at(-1)!.id;
  }
}
