// The weekly email digest (members with alerts_preference on): what they were notified of
// and have not dismissed or been emailed about, at most one email a week, each notification
// emailed at most once. Members are taken in batches; in each batch one transaction claims
// the members (digest_sent_at, re-checked under the row lock so a second run or process
// skips them), marks their notifications emailed and queues the emails through the outbox.
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { emailMessage } from '../../lib/email-layout.ts';
import type { MailQueue } from '../../plugins/jobs.ts';

export const DIGEST_QUEUE = 'notifications-digest';
/** Mondays 07:30 UTC. */
export const DIGEST_CRON = '30 7 * * 1';
/** Listed in one email; the rest are counted. */
export const DIGEST_ITEMS_MAX = 20;
const BATCH = 500;
/** "At most one a week", with room for the schedule drifting by a few hours. */
const MIN_GAP = sql`interval '6 days'`;

interface DigestItem {
  type: string;
  title: string;
  url: string | null;
}

interface DigestRow {
  id: number;
  email: string;
  first_name: string;
  items: DigestItem[] | string;
  total: number;
}

const due = sql`u.status = 'active' and u.alerts_preference
  and (u.digest_sent_at is null or u.digest_sent_at < now() - ${MIN_GAP})`;

/** One batch: claims up to BATCH members after `after`; answers their rows (claimed only). */
async function claimBatch(tx: Queryable, after: number): Promise<DigestRow[]> {
  return selectRows<DigestRow>(
    tx,
    sql`
      with candidates as (
        select u.id from users u
         where ${due} and u.id > ${after}
           and exists (select 1 from notifications n
                        where n.user_id = u.id and n.emailed_at is null and n.dismissed_at is null)
         order by u.id
         limit ${BATCH}
         for update of u skip locked
      ),
      claimed as (
        update users u set digest_sent_at = now()
          from candidates c
         where u.id = c.id
        returning u.id, u.email, u.first_name
      ),
      items as (
        select n.id, n.user_id, t.title as type, n.title, n.url,
               row_number() over (partition by n.user_id order by n.created_at desc, n.id desc) as rn
          from notifications n
          join notification_types t on t.id = n.notification_type_id
         where n.user_id in (select id from claimed)
           and n.emailed_at is null and n.dismissed_at is null
      ),
      -- Runs to completion although nothing reads it (PostgreSQL's data-modifying WITH).
      marked as (
        update notifications n set emailed_at = now()
          from items i where n.id = i.id
        returning n.id
      )
      select c.id, c.email, c.first_name,
             coalesce(json_agg(json_build_object('type', i.type, 'title', i.title, 'url', i.url)
                               order by i.rn) filter (where i.rn <= ${DIGEST_ITEMS_MAX}), '[]') as items,
             count(i.id)::int as total
        from claimed c
        left join items i on i.user_id = c.id
       group by c.id, c.email, c.first_name
       order by c.id`,
  );
}

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
      const rows = await claimBatch(tx, after);
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
