// Credentials, as the local credentials platform (our database) holds them. A hosted platform
// (Credly- or Accredible-like) would sync into the same tables; see docs/decisions/0043.
import type { Db } from '../../db/client.ts';
import { listCredentials } from './repository.ts';

export function createCredentialsService({ db }: { db: Db }) {
  return {
    /** GET /api/user/credentials: the member's own, newest first. */
    listMine: (userId: number, page: { limit: number; offset: number }) =>
      listCredentials(db, userId, page.limit, page.offset),
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
