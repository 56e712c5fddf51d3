// SQL for pending reviews (decision 0011): the sign-ups waiting, the provider an approval
// names, and the retention job's removal of sign-ups turned down long ago. The locked read and
// versioned update of the account are the members' (members/repository.ts).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import type { Queryable } from '../../../db/client.ts';
import { schools } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { memberFilters } from '../members/repository.ts';

export async function listPending(
  q: Queryable,
  query: { q?: string; sort?: 'oldest' | 'newest'; limit: number; offset: number },
) {
  const where = and(eq(users.status, 'pending_review'), memberFilters({ q: query.q }));
  const [rows, [total]] = await Promise.all([
    q
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(where)
      .orderBy(
        ...(query.sort === 'newest'
          ? [desc(users.createdAt), desc(users.id)]
          : [asc(users.createdAt), asc(users.id)]),
      )
      .limit(query.limit)
      .offset(query.offset),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A real learning provider's title (never the placeholder's), or null. */
export async function findSchoolTitle(q: Queryable, id: number): Promise<string | null> {
  const [row] = await q
    .select({ title: schools.title })
    .from(schools)
    .where(and(eq(schools.id, id), sql`${schools.tsUuid} <> ${PLACEHOLDER_SCHOOL.tsUuid}`));
  return row?.title ?? null;
}
