// The check a third-party verifier makes, step by step, for the public page and its JSON:
// the Data Integrity proof (eddsa-rdfc-2022, through Digital Bazaar's verifier), that the
// issuer is our did:web and signed with a key its DID document lists for assertions, the
// revocation bit in the signed status list, the validity dates, and the OB 3.0 shape. Each
// step answers on its own, so a tampered credential says "signature" and a revoked one
// "status", as a verifier's panel would (docs/decisions/0059).
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import type {
  CredentialCheck,
  CredentialCheckStep,
  CredentialVerdict,
} from '@techgold/contracts/credentials';
import { shapeErrors } from './credential-shape.ts';
import type { DocumentLoader } from './document-loader.ts';
import type { JsonObject } from './sign.ts';

function verifierSuite() {
  return new DataIntegrityProof({ cryptosuite });
}

function messageOf(error: unknown): string {
  const e = error as { message?: string; errors?: { message?: string }[] } | undefined;
  return e?.errors?.[0]?.message ?? e?.message ?? 'unknown error';
}

const issuerId = (credential: JsonObject): unknown =>
  typeof credential.issuer === 'object' && credential.issuer !== null
    ? (credential.issuer as { id?: unknown }).id
    : credential.issuer;

async function signatureStep(credential: JsonObject, documentLoader: DocumentLoader) {
  // The proof alone: dates and status are their own steps, so the date check runs "as at"
  // the credential's own validFrom and the status check is left to the status step.
  const validFrom = typeof credential.validFrom === 'string' ? credential.validFrom : undefined;
  const result = await vc.verifyCredential({
    credential,
    suite: verifierSuite(),
    documentLoader,
    checkStatus: async () => ({ verified: true }),
    ...(validFrom && !Number.isNaN(Date.parse(validFrom)) ? { now: validFrom } : {}),
  });
  if (result.verified) return { passed: true, reason: null };
  const error = result.error ?? result.results?.find((r) => r.error)?.error;
  return { passed: false, reason: messageOf(error) };
}

function issuerStep(credential: JsonObject, did: string) {
  const id = issuerId(credential);
  if (id !== did) return { passed: false, reason: `the issuer is ${String(id)}, not ${did}` };
  const proofs = [credential.proof].flat() as { verificationMethod?: unknown }[];
  const foreign = proofs.find(
    (p) => typeof p.verificationMethod !== 'string' || !p.verificationMethod.startsWith(`${did}#`),
  );
  return foreign
    ? {
        passed: false,
        reason: `signed with ${String(foreign.verificationMethod)}, not a key of ${did}`,
      }
    : { passed: true, reason: null };
}

async function statusStep(credential: JsonObject, documentLoader: DocumentLoader) {
  const result = await checkStatus({
    credential,
    documentLoader,
    suite: verifierSuite(),
    verifyBitstringStatusListCredential: true,
    verifyMatchingIssuers: true,
  });
  if (!result.verified) return { passed: false, revoked: false, reason: messageOf(result.error) };
  const revoked = (result.results ?? []).some((r) => r.status);
  return revoked
    ? { passed: false, revoked: true, reason: 'its bit is set in the revocation status list' }
    : { passed: true, revoked: false, reason: null };
}

function expiryStep(credential: JsonObject, now: Date) {
  const from = Date.parse(String(credential.validFrom));
  const until =
    credential.validUntil === undefined ? null : Date.parse(String(credential.validUntil));
  if (Number.isNaN(from) || (until !== null && Number.isNaN(until))) {
    return { passed: false, expired: false, reason: 'its dates cannot be read' };
  }
  if (now.getTime() < from) {
    return {
      passed: false,
      expired: false,
      reason: `not valid until ${String(credential.validFrom)}`,
    };
  }
  if (until !== null && now.getTime() > until) {
    return { passed: false, expired: true, reason: `expired on ${String(credential.validUntil)}` };
  }
  return { passed: true, expired: false, reason: null };
}

/** The steps that cost signing work: kept by the caller until the status list or keys change. */
export interface CostlySteps {
  signature: { passed: boolean; reason: string | null };
  issuer: { passed: boolean; reason: string | null };
  status: { passed: boolean; revoked: boolean; reason: string | null };
  shape: string[] | null;
}

export async function costlySteps(
  credential: JsonObject,
  { did, documentLoader }: { did: string; documentLoader: DocumentLoader },
): Promise<CostlySteps> {
  const [signature, status] = await Promise.all([
    signatureStep(credential, documentLoader),
    statusStep(credential, documentLoader),
  ]);
  return { signature, status, issuer: issuerStep(credential, did), shape: shapeErrors(credential) };
}

/** The verdict at `now`: the kept steps with the dates checked again (they depend on the day). */
export function checkAt(credential: JsonObject, costly: CostlySteps, now: Date): CredentialCheck {
  const { signature, issuer, status, shape } = costly;
  const expiry = expiryStep(credential, now);
  const steps: CredentialCheckStep[] = [
    { step: 'signature', passed: signature.passed, reason: signature.reason },
    { step: 'issuer', passed: issuer.passed, reason: issuer.reason },
    { step: 'status', passed: status.passed, reason: status.reason },
    { step: 'expiry', passed: expiry.passed, reason: expiry.reason },
    { step: 'schema', passed: shape === null, reason: shape?.join('; ') ?? null },
  ];
  let verdict: CredentialVerdict = 'verified';
  if (!signature.passed || !issuer.passed || shape !== null) verdict = 'not_verified';
  else if (status.revoked) verdict = 'revoked';
  else if (!status.passed) verdict = 'not_verified';
  else if (expiry.expired) verdict = 'expired';
  else if (!expiry.passed) verdict = 'not_verified';
  return { verdict, steps, checked_at: now.toISOString() };
}

export async function checkCredential(
  credential: JsonObject,
  {
    did,
    documentLoader,
    now = new Date(),
  }: { did: string; documentLoader: DocumentLoader; now?: Date },
): Promise<CredentialCheck> {
  return checkAt(credential, await costlySteps(credential, { did, documentLoader }), now);
}
