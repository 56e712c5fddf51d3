// Signing with an embedded Data Integrity proof, cryptosuite eddsa-rdfc-2022 (RDF dataset
// canonicalisation, Ed25519), by Digital Bazaar's libraries: no canonicalisation or crypto of
// our own. OB 3.0's schema wants `proof` as an array, so the one proof is put in one.
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import type { DocumentLoader } from './document-loader.ts';
import type { IssuerKeys } from './issuer-keys.ts';

export type JsonObject = Record<string, unknown>;

export async function signCredential(
  unsigned: JsonObject,
  keys: IssuerKeys,
  documentLoader: DocumentLoader,
  /** The proof's `created`: the issue time, or the time of the change that re-signs it. */
  created: string,
): Promise<JsonObject> {
  const suite = new DataIntegrityProof({
    signer: keys.signingKey.signer(),
    cryptosuite,
    date: created,
  });
  const signed = await vc.issue({ credential: structuredClone(unsigned), suite, documentLoader });
  return { ...signed, proof: [signed.proof].flat() };
}
