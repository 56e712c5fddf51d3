// Credentials, as the local credentials platform (our database) holds them, and what their
// owners and anyone with a verification link may see. A hosted platform (Credly- or
// Accredible-like) syncs into the same tables; see docs/decisions/0043 and 0044.
import { messages } from '@techgold/contracts/messages';
import { PUBLIC_CREDENTIAL_ID } from '@techgold/contracts/credentials';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import type { CredentialsPlatform } from '../../integrations/credentials/platform.ts';
import { findPublicCredential, listCredentials, setCredentialPrivacy } from './repository.ts';
import { syncCredentials, type SyncLog } from './sync.ts';

export interface CredentialsDeps {
  db: Db;
  /** The hosted platform to sync from; null for the local platform (nothing to sync). */
  platform: CredentialsPlatform | null;
}

export function createCredentialsService({ db, platform }: CredentialsDeps) {
  const notFound = () => new NotFoundError(messages.notFound);
  return {
    /** Whether a scheduled sync has anything to do. */
    syncs: platform !== null,
    /** The scheduled job: the hosted platform's changes, copied in. */
    sync: (log: SyncLog) => (platform ? syncCredentials(db, platform, log) : null),

    /** GET /api/user/credentials: the member's own, newest first. */
    listMine: (userId: number, page: { limit: number; offset: number }) =>
      listCredentials(db, userId, page.limit, page.offset),

    /** The owner's privacy switch; another member's credential is a 404 like an unknown one. */
    async setPrivacy(userId: number, idText: string, makePrivate: boolean) {
      const id = parseId(idText);
      const credential =
        id === null ? null : await setCredentialPrivacy(db, userId, id, makePrivate);
      if (!credential) throw notFound();
      return { credential };
    },

    /** The verification page's data; private, unknown and malformed ids are all a 404. */
    async findPublic(publicId: string) {
      const credential = PUBLIC_CREDENTIAL_ID.test(publicId)
        ? await findPublicCredential(db, publicId.toLowerCase())
        : null;
      if (!credential) throw notFound();
      return credential;
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
