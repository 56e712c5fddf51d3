// The admins a failed backup is reported to.
import { and, eq } from 'drizzle-orm';
import type { DbHandle, Queryable } from '../../../db/client.ts';
import { migrationLevelOf } from './database.ts';
import { users } from '../../../db/schema/index.ts';

export async function activeAdmins(q: Queryable) {
  return q
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.staffRole, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id);
}

/** The migration level of an open database: where a restore's forward migration ended. */
export const migrationLevelOfHandle = (handle: DbHandle) =>
  migrationLevelOf((text) => handle.executeSql(text));
