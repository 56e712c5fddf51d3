import { desc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/mail.ts';

/** The newest captured messages, newest first. */
export function latestCapturedMail(db: Queryable, limit: number) {
  return db
    .select()
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}
