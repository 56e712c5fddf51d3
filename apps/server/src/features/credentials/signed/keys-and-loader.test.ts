// The issuer's keys over time and the document loader (docs/decisions/0059): a credential
// signed before a rotation still verifies after it, and stops verifying only if its key is
// taken out of the DID document; generated keys are kept private in DATA_DIR; the loader
// answers from bundled contexts and our own documents, with the network unavailable.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signingKeyFileSchema, type SigningKeyFile } from '../../../config.ts';
import { selectRows } from '../../../db/client.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { independentVerifier } from '../../../../test/verifier/independent-verifier.ts';
import { createCredentialsService } from '../service.ts';
import { didWebOf } from './did-web.ts';
import { createDocumentLoader, UnknownDocumentError } from './document-loader.ts';
import { loadIssuerKeys, newKeyFile, rotateKeyFile } from './issuer-keys.ts';
import { createCredentialSigning } from './service.ts';

let t: TestContext;
let publicIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await selectRows<{ public_id: string }>(
    t.handle.db,
    sql`select public_id::text as public_id from credentials order by id`,
  );
  publicIds = rows.map((r) => r.public_id);
});
afterAll(() => t.close());

/** The credentials service as it runs with this key file. */
function withKeys(file: SigningKeyFile) {
  const signing = createCredentialSigning({
    db: t.handle.db,
    baseUrl: t.config.publicBaseUrl,
    keySource: { kind: 'inline', file },
  });
  return {
    signing,
    credentials: createCredentialsService({ db: t.handle.db, platform: null, signing }),
  };
}

describe('did:web', () => {
  it('is the host, a port encoded as %3A, and path segments after colons', () => {
    expect(didWebOf('https://techgold.example')).toBe('did:web:techgold.example');
    expect(didWebOf('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(didWebOf('https://example.org/site/one')).toBe('did:web:example.org:site:one');
  });
});

describe('key rotation', () => {
  it('keeps earlier credentials verifying while their key stays in the DID document', async () => {
    const first = await newKeyFile();
    const rotated = await rotateKeyFile(first);
    expect(rotated.keys).toHaveLength(2);
    // The retired key keeps only its public half.
    expect(rotated.keys[0]).toEqual({ publicKeyMultibase: first.keys[0]!.publicKeyMultibase });
    expect(rotated.keys[1]!.secretKeyMultibase).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{90}$/);

    const before = withKeys(first);
    const [a, b] = [publicIds[0]!, publicIds[1]!];
    expect((await before.credentials.findPublic(a)).check?.verdict).toBe('verified');
    const signedBefore = JSON.parse((await before.credentials.signedJson(a)).json) as Record<
      string,
      unknown
    >;

    const after = withKeys(rotated);
    const document = await after.signing.didDocument();
    expect(document.assertionMethod).toHaveLength(2);
    expect((await after.credentials.findPublic(a)).check?.verdict).toBe('verified');
    const verifier = independentVerifier(t.app, {
      didDocument: document,
      documents: async (url) =>
        url.endsWith('/credentials/status/0')
          ? (await after.signing.statusList(0))?.document
          : undefined,
    });
    expect(await verifier.verify(signedBefore)).toEqual({ verified: true, reason: '' });
    // New credentials are signed with the new key.
    const signedAfter = JSON.parse((await after.credentials.signedJson(b)).json) as {
      proof: { verificationMethod: string }[];
    };
    expect(signedAfter.proof[0]!.verificationMethod).toBe(
      `${after.signing.did}#${rotated.keys[1]!.publicKeyMultibase}`,
    );

    // Take the old key out of the DID document, and what it signed no longer verifies.
    const dropped = withKeys({ keys: [rotated.keys[1]!] });
    const data = await dropped.credentials.findPublic(a);
    expect(data.check?.verdict).toBe('not_verified');
    expect(data.check?.steps.find((s) => s.step === 'signature')).toMatchObject({ passed: false });
    const droppedVerifier = independentVerifier(t.app, {
      didDocument: await dropped.signing.didDocument(),
      documents: async (url) =>
        url.endsWith('/credentials/status/0')
          ? (await dropped.signing.statusList(0))?.document
          : undefined,
    });
    const result = await droppedVerifier.verify(signedBefore);
    expect(result.verified).toBe(false);
    expect(result.reason).toMatch(/not in the DID document/);
    // The credential signed with the current key still verifies there.
    expect((await dropped.credentials.findPublic(b)).check?.verdict).toBe('verified');
  });

  it('accepts every key it generates (their multibase prefixes vary)', async () => {
    const files = await Promise.all(Array.from({ length: 64 }, () => newKeyFile()));
    for (const file of files) expect(signingKeyFileSchema.safeParse(file).success).toBe(true);
  });

  it('generates the embedded default once, readable by its owner only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-keys-'));
    const file = path.join(dir, 'credential-signing-keys.json');
    const source = { kind: 'file', path: file, generate: true } as const;
    const a = await loadIssuerKeys('did:web:example.org', source);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const b = await loadIssuerKeys('did:web:example.org', source);
    expect(b.methodIds).toEqual(a.methodIds);
    expect(JSON.stringify(a.didDocument)).not.toMatch(/secret/i);
    // A given file that is missing is an error, not a new key.
    await expect(
      loadIssuerKeys('did:web:example.org', {
        kind: 'file',
        path: `${file}.missing`,
        generate: false,
      }),
    ).rejects.toThrow(/ENOENT/);
  });
});

describe('the document loader', () => {
  it('works with the network unavailable, and refuses what it does not hold', async () => {
    const attempts: string[] = [];
    const refuse = (what: string) => () => {
      attempts.push(what);
      throw new Error('network unavailable');
    };
    const spies = [
      vi.spyOn(globalThis, 'fetch').mockImplementation(refuse('fetch')),
      vi.spyOn(http, 'request').mockImplementation(refuse('http.request')),
      vi.spyOn(http, 'get').mockImplementation(refuse('http.get')),
      vi.spyOn(https, 'request').mockImplementation(refuse('https.request')),
      vi.spyOn(https, 'get').mockImplementation(refuse('https.get')),
    ];
    try {
      // Sign a credential and check it in full: contexts, DID document, status list.
      const { credentials, signing } = withKeys(await newKeyFile());
      const data = await credentials.findPublic(publicIds[2]!);
      expect(data.check?.verdict).toBe('verified');

      const loader = await signing.documentLoader();
      await expect(loader('https://example.org/some-context.jsonld')).rejects.toThrow(
        UnknownDocumentError,
      );
      await expect(loader('did:web:elsewhere.example')).rejects.toThrow(UnknownDocumentError);
      await expect(
        createDocumentLoader()(`${t.config.publicBaseUrl}/credentials/status/0`),
      ).rejects.toThrow(UnknownDocumentError);
      // A credential naming a context we do not bundle fails its check instead of fetching it.
      const signed = JSON.parse((await credentials.signedJson(publicIds[2]!)).json) as Record<
        string,
        unknown
      >;
      const foreign = {
        ...signed,
        '@context': [...(signed['@context'] as string[]), 'https://example.org/ctx'],
      };
      const check = await signing.check(JSON.stringify(foreign));
      expect(check.verdict).toBe('not_verified');
      expect(check.steps.find((s) => s.step === 'signature')?.reason).toMatch(/example\.org\/ctx/);
      expect(attempts).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
