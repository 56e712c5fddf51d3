// SQL for staff re-authentication: the time is kept on the session row, so it ends with the
// session (sign-out, password change, disabling) and is never shared by another browser.
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/users.ts';

export async function findPasswordHash(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** Marks the caller's own session re-authenticated now; answers the time, or null if gone. */
export async function markReauthenticated(
  q: Queryable,
  sessionId: string,
  userId: number,
): Promise<Date | null> {
  const [row] = await q
    .update(sessions)
    .set({ reauthenticatedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ at: sessions.reauthenticatedAt });
  return row?.at ?? null;
}

/** Whether the session was re-authenticated within `minutes`, judged by the database clock. */
export async function reauthenticatedWithin(
  q: Queryable,
  sessionId: string,
  userId: number,
  minutes: number,
): Promise<boolean> {
  const [row] = await q
    .select({
      ok: sql<boolean>`${sessions.reauthenticatedAt} > now() - make_interval(mins => ${minutes})`,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row?.ok === true;
}

/** When the session's re-authentication lapses, if it is still within `minutes`. */
export async function reauthenticatedUntil(
  q: Queryable,
  sessionId: string,
  userId: number,
  minutes: number,
): Promise<Date | null> {
  const [row] = await q
    .select({
      until: sql<
        Date | string | null
      >`${sessions.reauthenticatedAt} + make_interval(mins => ${minutes})`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        sql`${sessions.reauthenticatedAt} > now() - make_interval(mins => ${minutes})`,
      ),
    );
  return row?.until ? new Date(row.until) : null;
}

/** Ends every recent re-authentication of the account's sessions (its staff role changed). */
export async function clearReauthentication(q: Queryable, userId: number): Promise<void> {
  await q.update(sessions).set({ reauthenticatedAt: null }).where(eq(sessions.userId, userId));
}
