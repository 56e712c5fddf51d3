// SQL for the newsletter's public side: a sent issue's web version, and unsubscribing the
// address a recipient row names (a subscriber, a member's marketing choice, or both).
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';

export async function sentIssueByMonth(q: Queryable, month: string) {
  const [row] = await selectRows<{
    subject: string;
    body: unknown;
    month: string;
    sent_at: Date | string | null;
  }>(
    q,
    sql`select subject, body, month, coalesce(sent_at, sending_at) as sent_at
          from newsletter_issues where month = ${month} and status <> 'draft'`,
  );
  return row ?? null;
}

export async function recipientEmail(q: Queryable, id: number) {
  const [row] = await selectRows<{ email: string }>(
    q,
    sql`select email from newsletter_recipients where id = ${id}`,
  );
  return row?.email ?? null;
}

/** The address leaves the list wherever it is on it; a second call changes nothing. */
export async function unsubscribeAddress(q: Queryable, email: string) {
  await q.execute(
    sql`update subscribers
           set state = 'unsubscribed', confirm_token_hash = null,
               unsubscribed_at = coalesce(unsubscribed_at, now())
         where email = ${email} and state <> 'unsubscribed'`,
  );
  await q.execute(
    sql`update users set marketing_preference = false
         where lower(email) = ${email} and marketing_preference`,
  );
}
