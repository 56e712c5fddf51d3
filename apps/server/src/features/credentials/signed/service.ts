// Signed credentials for the local platform (docs/decisions/0059): the issuer's keys and DID
// document, each credential signed once on first need and kept, the revocation status lists
// signed again whenever a revocation changes them, and the full check the public page shows.
import type { PublicCredential } from '@techgold/contracts/credentials';
import type { CredentialKeySource } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { openBadgeCredential } from '../open-badge.ts';
import { keepSignedCredential, revokedInRange, type CredentialRecord } from '../repository.ts';
import { didWebOf } from './did-web.ts';
import { createDocumentLoader, type DocumentLoader } from './document-loader.ts';
import { loadIssuerKeys, type IssuerKeys } from './issuer-keys.ts';
import { signCredential, type JsonObject } from './sign.ts';
import {
  signedStatusList,
  STATUS_LIST_LENGTH,
  statusListPath,
  statusPosition,
} from './status-list.ts';
import { checkCredential } from './verify.ts';

export interface CredentialSigningDeps {
  db: Db;
  baseUrl: string;
  keySource: CredentialKeySource;
}

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
  const signedLists = new Map<number, { stamp: string; document: JsonObject }>();

  /** Our own documents, answered from here: the DID document, its keys, our status lists. */
  function loaderFor(issuer: IssuerKeys): DocumentLoader {
    return createDocumentLoader(async (url) => {
      if (url === did) return issuer.didDocument;
      if (url.startsWith(`${did}#`)) return issuer.method(url);
      if (url.startsWith(statusPrefix)) {
        const list = url.slice(statusPrefix.length);
        if (/^\d{1,6}$/.test(list)) return statusList(Number(list));
      }
      return undefined;
    });
  }

  /** A status list, signed again only when a revocation (or a key rotation) changed it. */
  async function statusList(list: number): Promise<JsonObject> {
    const issuer = await keys();
    const from = list * STATUS_LIST_LENGTH;
    const { indexes, changedAt } = await revokedInRange(db, from, from + STATUS_LIST_LENGTH);
    const stamp = `${changedAt}|${indexes.length}|${issuer.methodIds.at(-1)}`;
    const kept = signedLists.get(list);
    if (kept?.stamp === stamp) return kept.document;
    const document = await signedStatusList({
      url: statusUrl(list),
      revokedPositions: indexes.map((i) => i - from),
      validFrom: changedAt ?? new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      keys: issuer,
      documentLoader: loaderFor(issuer),
    });
    signedLists.set(list, { stamp, document });
    return document;
  }

  return {
    did,
    didDocument: async () => (await keys()).didDocument,
    statusList,
    /** The document loader a check uses: bundled contexts and our own documents only. */
    documentLoader: async () => loaderFor(await keys()),

    /** The credential's signed JSON: the kept copy, or signed now and kept. */
    async signedJson(credential: PublicCredential, record: CredentialRecord): Promise<string> {
      if (record.signed_credential) return record.signed_credential;
      const issuer = await keys();
      const { list, position } = statusPosition(record.status_index);
      const unsigned = openBadgeCredential(credential, {
        baseUrl,
        did,
        status: { listUrl: statusUrl(list), position },
      });
      const signed = await signCredential(unsigned, issuer, loaderFor(issuer));
      return keepSignedCredential(db, record.id, JSON.stringify(signed));
    },

    /** The full check, as a third-party verifier would make it. */
    async check(signed: JsonObject, now = new Date()) {
      return checkCredential(signed, { did, documentLoader: loaderFor(await keys()), now });
    },
  };
}

export type CredentialSigning = ReturnType<typeof createCredentialSigning>;
