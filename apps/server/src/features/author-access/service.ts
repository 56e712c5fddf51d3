// "Request author access" (issue 26): a member who cannot write insights asks the staff for
// it. The request is an enquiry of kind author_access tied to the member, worked in the staff
// console's enquiries inbox; the staff inbox is told by email in the same transaction. A
// member has at most one open request: asking again answers the one already open.
import type { AuthorAccessStatus } from '@techgold/contracts/author-access';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { MailQueue } from '../../plugins/jobs.ts';
import { staffNotice } from './emails.ts';
import * as repo from './repository.ts';

export interface AuthorAccessServiceDeps {
  db: Db;
  jobs: MailQueue;
  staffInbox: string;
  publicBaseUrl: string;
}

const requested = (since: Date): AuthorAccessStatus => ({
  status: 'requested',
  requested_at: since.toISOString(),
});
const AUTHOR: AuthorAccessStatus = { status: 'author', requested_at: null };
const NONE: AuthorAccessStatus = { status: 'none', requested_at: null };

export function createAuthorAccessService({
  db,
  jobs,
  staffInbox,
  publicBaseUrl,
}: AuthorAccessServiceDeps) {
  async function status(userId: number): Promise<AuthorAccessStatus> {
    const member = await repo.requester(db, userId);
    if (!member) throw new NotFoundError();
    if (member.canWriteArticles) return AUTHOR;
    const since = await repo.openRequestSince(db, userId);
    return since ? requested(since) : NONE;
  }

  /** `created` is false when nothing new was stored (an author, or a request already open). */
  async function request(userId: number): Promise<{ created: boolean; body: AuthorAccessStatus }> {
    return db.transaction(async (tx) => {
      const member = await repo.requester(tx, userId);
      if (!member) throw new NotFoundError();
      if (member.canWriteArticles) return { created: false, body: AUTHOR };
      const details = {
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        organisation: member.employer ?? member.school ?? null,
      };
      const row = await repo.insertRequest(tx, { userId, ...details });
      if (!row) {
        const since = await repo.openRequestSince(tx, userId);
        return { created: false, body: since ? requested(since) : NONE };
      }
      const consoleUrl = `${publicBaseUrl}/admin/enquiries/${row.id}`;
      await jobs.enqueueMail(tx, staffNotice(details, staffInbox, consoleUrl));
      return { created: true, body: requested(row.createdAt) };
    });
  }

  return { status, request };
}

export type AuthorAccessService = ReturnType<typeof createAuthorAccessService>;
