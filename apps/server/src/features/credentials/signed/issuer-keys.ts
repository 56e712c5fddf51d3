// The issuer's signing keys and the DID document that publishes them (docs/decisions/0059).
// Keys come from the environment, a key file (a mounted secret), or, for the embedded default,
// a file generated into DATA_DIR on first use. Every key ever used stays in the DID document
// (its public half), so credentials signed before a rotation still verify. Secrets never
// leave this module except as a signer; nothing here logs.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import {
  signingKeyFileSchema,
  type CredentialKeySource,
  type SigningKeyFile,
} from '../../../config.ts';
import { DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT } from './document-loader.ts';

export interface IssuerKeys {
  /** The site's did:web. */
  did: string;
  /** Verification method ids (`did#publicKeyMultibase`), oldest first; the last signs. */
  methodIds: string[];
  /** The key pair new credentials are signed with. */
  signingKey: Ed25519Multikey.Ed25519KeyPair;
  /** The DID document: every key, public halves only. */
  didDocument: Record<string, unknown>;
  /** A verification method by id (with its context), or undefined. */
  method(id: string): Record<string, unknown> | undefined;
}

/** A new key file holding one freshly generated key. */
export async function newKeyFile(): Promise<SigningKeyFile> {
  return { keys: [await generateKey()] };
}

async function generateKey() {
  const pair = await Ed25519Multikey.generate();
  const { publicKeyMultibase, secretKeyMultibase } = await pair.export({
    publicKey: true,
    secretKey: true,
  });
  return { publicKeyMultibase, secretKeyMultibase: secretKeyMultibase! };
}

/**
 * A rotation: a new signing key appended, and the secrets of the older ones dropped (they
 * will never sign again; their public keys stay published).
 */
export async function rotateKeyFile(file: SigningKeyFile): Promise<SigningKeyFile> {
  const kept = file.keys.map(({ publicKeyMultibase }) => ({ publicKeyMultibase }));
  return { keys: [...kept, await generateKey()] };
}

export async function readKeyFile(file: string): Promise<SigningKeyFile> {
  const parsed = signingKeyFileSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
  if (!parsed.success) {
    // The issues name fields, never their values.
    throw new Error(
      `Credential signing key file ${file} is not valid: ${parsed.error.issues
        .map((i) => `${i.path.join('.')} ${i.message}`)
        .join('; ')}`,
    );
  }
  return parsed.data;
}

/** Writes a key file readable by its owner only, replacing any other atomically. */
export async function writeKeyFile(file: string, keys: SigningKeyFile): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(temporary, file);
}

async function keyFileFrom(source: CredentialKeySource): Promise<SigningKeyFile> {
  if (source.kind === 'inline') return source.file;
  try {
    return await readKeyFile(source.path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !source.generate) throw error;
  }
  // First start of the embedded default: make one key. Another process racing us may win;
  // then its file is the one everybody reads.
  const fresh = await newKeyFile();
  await fs.mkdir(path.dirname(source.path), { recursive: true });
  try {
    await fs.writeFile(source.path, `${JSON.stringify(fresh, null, 2)}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(source.path);
}

export async function loadIssuerKeys(
  did: string,
  source: CredentialKeySource,
): Promise<IssuerKeys> {
  return issuerKeysOf(did, await keyFileFrom(source));
}

export async function issuerKeysOf(did: string, file: SigningKeyFile): Promise<IssuerKeys> {
  const methods = file.keys.map(({ publicKeyMultibase }) => ({
    id: `${did}#${publicKeyMultibase}`,
    type: 'Multikey',
    controller: did,
    publicKeyMultibase,
  }));
  const last = file.keys.at(-1)!;
  const signingKey = await Ed25519Multikey.from({
    ...last,
    id: `${did}#${last.publicKeyMultibase}`,
    controller: did,
    type: 'Multikey',
  });
  const methodIds = methods.map((m) => m.id);
  const didDocument = {
    '@context': [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methodIds,
  };
  return {
    did,
    methodIds,
    signingKey,
    didDocument,
    method(id) {
      const found = methods.find((m) => m.id === id);
      return found ? { '@context': MULTIKEY_V1_CONTEXT, ...found } : undefined;
    },
  };
}
