// Revocation by W3C Bitstring Status List: each local credential owns one bit (its
// credentials.status_index, drawn at random when it is issued), in list
// floor(index / STATUS_LIST_LENGTH) at the remainder. The list is a credential of its own,
// signed by the same issuer with the same purpose, served at a stable address, and signed again
// (and stored) only when a revocation or the signing key changes it. The library encodes it as
// the specification says: GZIP, base64url multibase, the first index the most significant bit.
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import type { DocumentLoader } from './document-loader.ts';
import type { IssuerKeys } from './issuer-keys.ts';
import { signCredential, type JsonObject } from './sign.ts';

/** 131,072 bits (16 KiB before compression): the size the specification recommends for herd privacy. */
export const STATUS_LIST_LENGTH = 131_072;

export const statusListPath = (list: number) => `/credentials/status/${list}`;

export function statusPosition(statusIndex: number): { list: number; position: number } {
  return {
    list: Math.floor(statusIndex / STATUS_LIST_LENGTH),
    position: statusIndex % STATUS_LIST_LENGTH,
  };
}

export async function signedStatusList(options: {
  url: string;
  revokedPositions: number[];
  validFrom: string;
  /** When this copy is signed (its proof's `created`). */
  signedAt: string;
  keys: IssuerKeys;
  documentLoader: DocumentLoader;
}): Promise<JsonObject> {
  const list = await createList({ length: STATUS_LIST_LENGTH });
  for (const position of options.revokedPositions) list.setStatus(position, true);
  const unsigned = await createCredential({
    id: options.url,
    list,
    statusPurpose: 'revocation',
  });
  return signCredential(
    { ...unsigned, issuer: options.keys.did, validFrom: options.validFrom },
    options.keys,
    options.documentLoader,
    options.signedAt,
  );
}
