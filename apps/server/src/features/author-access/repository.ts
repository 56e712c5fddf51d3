// SQL for members' requests for author access: the member as the request needs them, their
// open request, and the insert (one open request per member, by a partial unique index).
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { employers, schools } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';

export async function requester(q: Queryable, userId: number) {
  const [row] = await q
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      canWriteArticles: users.canWriteArticles,
      employer: employers.title,
      school: schools.title,
    })
    .from(users)
    .leftJoin(employers, eq(employers.id, users.employerId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** When the member's open request (any status but closed) was made, or null. */
export async function openRequestSince(q: Queryable, userId: number): Promise<Date | null> {
  const [row] = await q
    .select({ createdAt: enquiries.createdAt })
    .from(enquiries)
    .where(and(eq(enquiries.userId, userId), ne(enquiries.status, 'closed')))
    .limit(1);
  return row?.createdAt ?? null;
}

export interface NewRequest {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  organisation: string | null;
}

/** The new request's id and time, or null when the member already has an open one. */
export async function insertRequest(q: Queryable, r: NewRequest) {
  const [row] = await q
    .insert(enquiries)
    .values({ kind: 'author_access', status: 'new', ...r })
    .onConflictDoNothing()
    .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
  return row ?? null;
}
