// The signed-in member's own record. Later: profile updates, preferences, saves.
import type { CurrentUser } from '@techgold/contracts/user';
import type { DbHandle } from '../../db/client.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { findCurrentUser } from './repository.ts';

export interface UsersServiceDeps {
  database: Pick<DbHandle, 'prepared'>;
}

export function createUsersService({ database }: UsersServiceDeps) {
  /** The record of an active account, or null (disabled or awaiting review). */
  const find = (userId: number): Promise<CurrentUser | null> => findCurrentUser(database, userId);

  /** The caller's record; an account disabled since signing in reads as signed out. */
  async function current(userId: number): Promise<CurrentUser> {
    const user = await find(userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  return { find, current };
}

export type UsersService = ReturnType<typeof createUsersService>;
