// Signed credentials for the local platform (docs/decisions/0059): the issuer's keys and DID
// document; each credential signed when it is issued (its proof dated its issue), stored, and
// served as stored; the revocation status lists signed once per change and stored; and the
// full check the public page shows, kept until the credential, its status list or the keys
// change, so an anonymous request neither signs nor re-verifies.
import crypto from 'node:crypto';
import type { CredentialKeySource } from '../../../config.ts';
import type { Db, Queryable } from '../../../db/client.ts';
import { openBadgeCredential } from '../open-badge.ts';
import {
  credentialsToSign,
  keepSignedCredential,
  revokedInRange,
  statusListState,
  storedStatusList,
  storeSignedCredentials,
  storeStatusList,
  unsignedCredentialIds,
  type CredentialToSign,
} from '../repository.ts';
import { didWebOf } from './did-web.ts';
import { createDocumentLoader, type DocumentLoader } from './document-loader.ts';
import { hashedEmailIdentity, hashedIdentityIn, newSalt } from './holder-identity.ts';
import { loadIssuerKeys, type IssuerKeys } from './issuer-keys.ts';
import { signCredential, type JsonObject } from './sign.ts';
import {
  signedStatusList,
  STATUS_LIST_LENGTH,
  statusListPath,
  statusPosition,
} from './status-list.ts';
import { checkAt, costlySteps, type CostlySteps } from './verify.ts';

export interface CredentialSigningDeps {
  db: Db;
  baseUrl: string;
  keySource: CredentialKeySource;
}

/** A signed status list as served: its exact text and the strong ETag of those bytes. */
export interface ServedStatusList {
  text: string;
  etag: string;
  document: JsonObject;
}

/** Kept verification results: enough for every credential a busy day's visitors check. */
const KEPT_CHECKS = 5_000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
/** Seconds precision, as the proofs and validFrom are written. */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

export function createCredentialSigning({ db, baseUrl, keySource }: CredentialSigningDeps) {
  const did = didWebOf(baseUrl);
  let loading: Promise<IssuerKeys> | null = null;
  /** Read (or, for the embedded default, generated) once per process. */
  const keys = () =>
    (loading ??= loadIssuerKeys(did, keySource).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const statusUrl = (list: number) => `${baseUrl}${statusListPath(list)}`;
  const statusPrefix = `${baseUrl}${statusListPath(0).replace(/0$/, '')}`;
  /** The lists in use only: an unknown list is refused before anything is kept. */
  const servedLists = new Map<number, ServedStatusList & { stamp: string }>();
  /** Costly check steps by credential text, with the status-list and key stamps they hold for. */
  const keptChecks = new Map<string, { stamp: string; steps: CostlySteps }>();

  const listOfUrl = (url: unknown): number | null => {
    if (typeof url !== 'string' || !url.startsWith(statusPrefix)) return null;
    const list = url.slice(statusPrefix.length);
    return /^\d{1,6}$/.test(list) ? Number(list) : null;
  };

  /** Our own documents, answered from here: the DID document, its keys, our status lists. */
  function loaderFor(issuer: IssuerKeys): DocumentLoader {
    return createDocumentLoader(async (url) => {
      if (url === did) return issuer.didDocument;
      if (url.startsWith(`${did}#`)) return issuer.method(url);
      const list = listOfUrl(url);
      return list === null ? undefined : (await statusList(list))?.document;
    });
  }

  /** What a list's signed copy is made from; null for a list no credential has a bit in. */
  async function listStamp(list: number, issuer: IssuerKeys): Promise<string | null> {
    const from = list * STATUS_LIST_LENGTH;
    const state = await statusListState(db, from, from + STATUS_LIST_LENGTH);
    if (!state.known) return null;
    return `${state.changedAt ?? '-'}|${state.revoked}|${issuer.methodIds.at(-1)}`;
  }

  /**
   * A status list, signed once per change (a revocation in it, or a new signing key) and
   * stored, so every process and every restart serves the same bytes; null when unknown.
   */
  async function statusList(list: number): Promise<ServedStatusList | null> {
    if (!Number.isSafeInteger(list) || list < 0) return null;
    const issuer = await keys();
    const stamp = await listStamp(list, issuer);
    if (stamp === null) return null;
    const kept = servedLists.get(list);
    if (kept?.stamp === stamp) return kept;
    const stored = await storedStatusList(db, list);
    let text: string;
    if (stored?.stamp === stamp) text = stored.document;
    else {
      const from = list * STATUS_LIST_LENGTH;
      const { indexes, changedAt } = await revokedInRange(db, from, from + STATUS_LIST_LENGTH);
      const now = isoSeconds(new Date());
      const document = await signedStatusList({
        url: statusUrl(list),
        revokedPositions: indexes.map((i) => i - from),
        validFrom: changedAt ?? now,
        signedAt: now,
        keys: issuer,
        documentLoader: loaderFor(issuer),
      });
      text = await storeStatusList(db, list, stamp, JSON.stringify(document));
    }
    const served = {
      stamp,
      text,
      etag: `"${sha256(text).slice(0, 32)}"`,
      document: JSON.parse(text) as JsonObject,
    };
    servedLists.set(list, served);
    return served;
  }

  /**
   * One credential's signed JSON. A copy signed before keeps its salt (and so its hashed
   * address, recomputed from the current address); a first signature draws a new salt.
   */
  async function signRow(row: CredentialToSign, issuer: IssuerKeys, created: string) {
    const previous = row.signed_credential
      ? hashedIdentityIn(JSON.parse(row.signed_credential) as JsonObject)
      : null;
    const { list, position } = statusPosition(row.status_index);
    const unsigned = openBadgeCredential(row, {
      baseUrl,
      did,
      status: { listUrl: statusUrl(list), position },
      holderIdentity: hashedEmailIdentity(row.email, previous?.salt ?? newSalt()),
    });
    return JSON.stringify(await signCredential(unsigned, issuer, loaderFor(issuer), created));
  }

  /** Signs and stores credentials in `q` (an issuing transaction), each proof dated `created`. */
  async function signAndStore(
    q: Queryable,
    ids: number[],
    created: (row: CredentialToSign) => string,
    onlyPending: boolean,
  ) {
    const issuer = await keys();
    const signed = [];
    for (const row of await credentialsToSign(q, ids)) {
      const at = created(row);
      signed.push({ id: row.id, document: await signRow(row, issuer, at), signedAt: at });
    }
    await storeSignedCredentials(q, signed, onlyPending);
    return signed.length;
  }

  return {
    did,
    didDocument: async () => (await keys()).didDocument,
    /** A status list as served (text and ETag); null when no credential has a bit in it. */
    statusList,
    /** The document loader a check uses: bundled contexts and our own documents only. */
    documentLoader: async () => loaderFor(await keys()),

    /**
     * Signs credentials just issued, in the issuing transaction `q`: each proof dated its
     * issue. A credential is signed here once; nothing a visitor does signs it again.
     */
    signIssued: (q: Queryable, ids: number[]) => signAndStore(q, ids, (row) => row.issued_at, true),

    /**
     * The credential's content changed (its record, by whoever changed it): a new proof dated
     * the change replaces the stored copy. Its status position and salt stay.
     */
    signChanged: (q: Queryable, id: number, changedAt: Date) =>
      signAndStore(q, [id], () => isoSeconds(changedAt), false),

    /**
     * The start-up job: every credential without a copy signed at issue (issued before this
     * change, or written outside the issuing paths) is signed now, its proof dated its issue.
     * On a hosted platform only the copies we signed before the switch are ours to redo.
     * Answers how many it signed.
     */
    async signPending({ local, batch = 200 }: { local: boolean; batch?: number }) {
      let signed = 0;
      let afterId = 0;
      for (;;) {
        const ids = await unsignedCredentialIds(db, { local, afterId, limit: batch });
        if (!ids.length) return signed;
        signed += await signAndStore(db, ids, (row) => row.issued_at, true);
        afterId = ids.at(-1)!;
      }
    },

    /**
     * The credential's signed JSON, as stored. A row that arrived outside the issuing paths
     * (written by hand, restored from elsewhere) is signed here once, dated its issue as the
     * start-up job would, and kept: the first copy stored wins in every process.
     */
    async signedJson(record: { id: number; signed_credential: string | null }): Promise<string> {
      if (record.signed_credential) return record.signed_credential;
      const [row] = await credentialsToSign(db, [record.id]);
      if (!row) throw new Error(`credential ${record.id} vanished while being signed`);
      const signed = await signRow(row, await keys(), row.issued_at);
      return keepSignedCredential(db, record.id, signed, row.issued_at);
    },

    /**
     * The full check, as a third-party verifier would make it. Its signature, issuer, status
     * and schema steps are kept for this exact text until its status list or the keys change;
     * the dates are checked again on every call.
     */
    async check(signedText: string, now = new Date()) {
      const issuer = await keys();
      const credential = JSON.parse(signedText) as JsonObject;
      const status = credential.credentialStatus as { statusListCredential?: unknown } | undefined;
      const list = listOfUrl(status?.statusListCredential);
      const listPart = list === null ? null : await listStamp(list, issuer);
      const stamp = `${listPart}|${issuer.methodIds.join(' ')}`;
      const key = sha256(signedText);
      const kept = keptChecks.get(key);
      if (list !== null && kept?.stamp === stamp) {
        // Most recently used last, so the oldest is the one dropped.
        keptChecks.delete(key);
        keptChecks.set(key, kept);
        return checkAt(credential, kept.steps, now);
      }
      const steps = await costlySteps(credential, { did, documentLoader: loaderFor(issuer) });
      if (list !== null) {
        keptChecks.set(key, { stamp, steps });
        if (keptChecks.size > KEPT_CHECKS) keptChecks.delete(keptChecks.keys().next().value!);
      }
      return checkAt(credential, steps, now);
    },
  };
}

export type CredentialSigning = ReturnType<typeof createCredentialSigning>;
