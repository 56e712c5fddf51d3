// SQL for the users feature. The current-user record is read on every signed-in page load,
// so it is one prepared statement composed from the parts in current-user/parts.ts.
import type { CurrentUser } from '@techgold/contracts/user';
import type { DbHandle } from '../../db/client.ts';
import { CURRENT_USER_PARTS, currentUserSql } from './current-user/parts.ts';

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
