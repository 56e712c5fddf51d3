// Credentials, as the local credentials platform (our database) holds them, and what their
// owners and anyone with a verification link may see. A hosted platform (Credly- or
// Accredible-like) syncs into the same tables; see docs/decisions/0043 and 0044.
import { messages } from '@techgold/contracts/messages';
import {
  CREDENTIAL_PRIVATE,
  CREDENTIAL_REVOKED,
  PUBLIC_CREDENTIAL_ID,
} from '@techgold/contracts/credentials';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import type { CredentialsPlatform } from '../../integrations/credentials/platform.ts';
import {
  findCredentialRecord,
  findPublicCredential,
  isPrivateCredential,
  type CredentialRecord,
  listCredentials,
  revokeCredential,
  setCredentialPrivacy,
} from './repository.ts';
import type { CredentialSigning } from './signed/service.ts';
import { syncCredentials, type SyncLog } from './sync.ts';

export interface CredentialsDeps {
  db: Db;
  /** The hosted platform to sync from; null for the local platform (nothing to sync). */
  platform: CredentialsPlatform | null;
  /** Our signing keys, DID and status lists (docs/decisions/0059). */
  signing: CredentialSigning;
}

/** Longest reason kept with a revocation. */
export const REVOCATION_REASON_MAX = 500;

export function createCredentialsService({ db, platform, signing }: CredentialsDeps) {
  const notFound = () => new NotFoundError(messages.notFound);

  /** A public credential with its record; private, unknown and malformed ids are a 404. */
  async function findShared(publicId: string) {
    const id = publicId.toLowerCase();
    const credential = PUBLIC_CREDENTIAL_ID.test(id) ? await findPublicCredential(db, id) : null;
    const record = credential ? await findCredentialRecord(db, id) : null;
    if (!credential && PUBLIC_CREDENTIAL_ID.test(id) && (await isPrivateCredential(db, id))) {
      throw new NotFoundError(CREDENTIAL_PRIVATE);
    }
    if (!credential || !record) throw notFound();
    // Revoked: the page, its JSON and the baked badges say so with the day, and nothing else.
    if (record.revoked_at !== null) {
      throw new HttpError(410, CREDENTIAL_REVOKED, undefined, undefined, {
        revoked_at: record.revoked_at,
      });
    }
    return { credential, record };
  }

  /**
   * On the local platform every credential is ours to sign (the demo data's platform ids are
   * only sample data). On a hosted platform the platform signs; a copy we signed before the
   * switch stays ours, so what its holder downloaded still verifies here.
   */
  const signedByUs = (record: CredentialRecord) =>
    platform === null || record.signed_credential !== null;
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

    /**
     * The verification page's data and the full check of what we signed (a hosted platform's
     * credential carries its own proof: no check of ours). Private, unknown and malformed ids
     * are all a 404; a revoked one is a 410 with the day it was revoked and nothing else.
     */
    async findPublic(publicId: string) {
      const { credential, record } = await findShared(publicId);
      if (!signedByUs(record)) {
        return { credential, issued_through: 'hosted' as const, signed_by: null, check: null };
      }
      const check = await signing.check(await signing.signedJson(record));
      return { credential, issued_through: 'local' as const, signed_by: signing.did, check };
    },

    /**
     * The signed Open Badges 3.0 credential's JSON, exactly as kept; a 404 as the page is, and
     * for a hosted platform's credential (the platform holds its proof).
     */
    async signedJson(publicId: string) {
      const { credential, record } = await findShared(publicId);
      if (!signedByUs(record)) throw notFound();
      return { json: await signing.signedJson(record), credential };
    },

    /** The issuer's DID document, and a revocation status list, signed. */
    didDocument: () => signing.didDocument(),
    /**
     * A status list by its number in the path, as stored (text and ETag); a malformed number,
     * or a list no credential has a bit in, is a 404.
     */
    async statusList(listText: string) {
      const list = /^\d{1,6}$/.test(listText) ? await signing.statusList(Number(listText)) : null;
      if (!list) throw notFound();
      return list;
    },
    /**
     * Signs credentials just issued, in the issuing transaction (the console's issue and cohort
     * import): each stored with a proof dated its issue.
     */
    signIssued: (ids: number[], q: Queryable) => signing.signIssued(q, ids),
    /** A credential whose content changed gets a new proof dated the change. */
    signChanged: (id: number, changedAt: Date, q: Queryable = db) =>
      signing.signChanged(q, id, changedAt),
    /**
     * At start-up: signs every credential of ours that has no copy signed at issue (those
     * issued before signing moved to issue time), each dated its issue. Answers the count.
     */
    signPending: () => signing.signPending({ local: platform === null }),

    /**
     * Revokes a credential we issued, with the reason staff gave: its status bit is set at
     * once (the status list is signed again, once, on its next request). Unknown ids are a 404, and
     * so is any id on a hosted platform (which revokes its own). The console that calls this is the
     * back office's (issue 28), which passes its audited transaction as `q`.
     */
    async revoke(idText: string, reasonText: string, q: Queryable = db) {
      const reason = reasonText.trim();
      if (!reason || reason.length > REVOCATION_REASON_MAX) {
        throw new ValidationError({
          reason: [`Give a reason of 1 to ${REVOCATION_REASON_MAX} characters.`],
        });
      }
      // A hosted platform revokes its own credentials; the next sync removes our copy.
      if (platform !== null) throw notFound();
      const id = parseId(idText);
      const revoked = id === null ? null : await revokeCredential(q, id, reason);
      if (!revoked) throw notFound();
      return revoked;
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
