// SQL for sign-in and passwords. Writes take the caller's transaction.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      status: users.status,
      deletionRequestedAt: users.deletionRequestedAt,
      deviceEpoch: users.deviceEpoch,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

/** The account's password hash, to check a current password. */
export async function findPasswordHash(db: Queryable, userId: number) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.passwordHash ?? null;
}

/**
 * Opening an emailed link proves the address; the first such moment is kept. A link minted for
 * a session (`proves` false: never emailed) proves nothing about the address (decision 0074).
 */
export async function markEmailConfirmed(db: Queryable, userId: number, proves = true) {
  const [user] = await db
    .update(users)
    .set({
      emailConfirmedAt: proves
        ? sql`coalesce(${users.emailConfirmedAt}, now())`
        : sql`${users.emailConfirmedAt}`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return user ?? null;
}

export async function updatePassword(
  db: Queryable,
  userId: number,
  passwordHash: string,
  proves = true,
) {
  await db
    .update(users)
    .set({
      passwordHash,
      ...(proves ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Ends every session of the account and makes every device cookie it was given worthless. */
export async function signOutEverywhere(db: Queryable, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db
    .update(users)
    .set({ deviceEpoch: sql`${users.deviceEpoch} + 1` })
    .where(eq(users.id, userId));
}

/** Cancels a pending deletion (decision 0064): the account is active again. */
export async function cancelDeletion(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      status: 'active',
      deletionRequestedAt: null,
      updatedAt: sql`greatest(date_trunc('milliseconds', now()), ${users.updatedAt} + interval '1 millisecond')`,
    })
    .where(sql`${users.id} = ${userId} and ${users.deletionRequestedAt} is not null`)
    .returning({ id: users.id });
  return rows.length > 0;
}
