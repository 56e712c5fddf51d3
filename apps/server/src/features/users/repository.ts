// SQL for the users feature. The current-user record is composed from the parts in
// current-user/repository.ts; read with the session on every signed-in page (record-cache.ts), and
// by id here after a sign-in or a profile save.
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@techgold/contracts/user';
import type { DbHandle, Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { CURRENT_USER_PARTS, currentUserSql } from './current-user/repository.ts';

const CURRENT_USER_SQL = currentUserSql(CURRENT_USER_PARTS);

export async function findCurrentUser(
  database: Pick<DbHandle, 'prepared'>,
  userId: number,
): Promise<CurrentUser | null> {
  const { rows } = await database.prepared<{ user: CurrentUser | string }>(
    'current_user_record',
    CURRENT_USER_SQL,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  // pg parses json columns; PGlite too, but be tolerant of a string.
  return typeof row.user === 'string' ? (JSON.parse(row.user) as CurrentUser) : row.user;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  genderId: number;
  ethnicityId: number;
  jobTitle: string | null;
  alertsPreference: boolean;
  marketingPreference: boolean;
  avatarUrl: string | null;
}

/** The member's type, to know whether job title is required (employer users). */
/** What a profile save checks against: the account's type, and the name public pages show. */
export async function findProfileBasics(db: Queryable, userId: number) {
  const [row] = await db
    .select({ userTypeId: users.userTypeId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function updateProfile(db: Queryable, userId: number, c: ProfileChanges) {
  await db
    .update(users)
    .set({ ...c, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
