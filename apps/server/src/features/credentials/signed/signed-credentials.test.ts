// Signed Open Badges 3.0 credentials (docs/decisions/0059): each local credential signed with
// eddsa-rdfc-2022 by the site's did:web, checked by a verifier built in the test (not the app's
// check), with the app's own step-by-step check on the page's data; tampering, a swapped
// issuer, revocation and expiry each fail for their own reason; the baked badges carry a
// credential that verifies.
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_REVOKED, type PublicCredentialResponse } from '@techgold/contracts/credentials';
import { selectRows } from '../../../db/client.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { independentVerifier } from '../../../../test/verifier/independent-verifier.ts';
import { createCredentialsService, type CredentialsService } from '../service.ts';
import { unbakePng, unbakeSvg } from './bake.ts';
import { createCredentialSigning } from './service.ts';
import { shapeErrors } from './credential-shape.ts';
import { STATUS_LIST_LENGTH } from './status-list.ts';

type Json = Record<string, unknown>;
let t: TestContext;
let ids: { id: number; public_id: string; name: string }[];
let did: string;
/** The service the back office's console will call (issue 28), on the app's database and keys. */
let service: CredentialsService;

beforeAll(async () => {
  t = await createTestApp();
  ids = await selectRows(
    t.handle.db,
    sql`select c.id, c.public_id::text as public_id, g.name
          from credentials c join credential_groups g on g.id = c.group_id
         order by c.id`,
  );
  service = createCredentialsService({
    db: t.handle.db,
    platform: null,
    signing: createCredentialSigning({
      db: t.handle.db,
      baseUrl: t.config.publicBaseUrl,
      keySource: t.config.credentialKeys,
    }),
  });
  spares = await selectRows(
    t.handle.db,
    sql`insert into credentials (user_id, group_id, issued_at)
        select c.user_id, c.group_id, c.issued_at
          from credentials c, generate_series(1, 12)
         where c.id = ${ids[0]!.id}
     returning id, public_id::text as public_id, 'spare' as name`,
  );
  did = `did:web:${new URL(t.app.config.publicBaseUrl).host.replace(':', '%3A')}`;
});
afterAll(() => t.close());

/** A credential nobody else in this file uses: spares issued to the demo learner. */
let spares: { id: number; public_id: string; name: string }[];
let next = 0;
const take = () => spares[next++]!;

const signedJson = async (publicId: string) => {
  const res = await t.app.inject({ url: `/credential/${publicId}/credential.json` });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, json: res.json() as Json };
};
const pageData = async (publicId: string) => {
  const res = await t.app.inject({ url: `/api/credential/${publicId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicCredentialResponse;
};
const failedSteps = (data: PublicCredentialResponse) =>
  data.check!.steps.filter((s) => !s.passed).map((s) => s.step);
/** Replaces the kept signed copy, as someone handing over an altered file would. */
const keep = (id: number, document: Json) =>
  t.handle.db.execute(
    sql`update credentials set signed_credential = ${JSON.stringify(document)} where id = ${id}`,
  );

describe('every credential we issue', () => {
  it('is a signed OB 3.0 credential that an independent verifier accepts', async () => {
    const verifier = independentVerifier(t.app);
    // Every credential in the demo data, whatever its group.
    for (const { public_id: publicId, name } of ids) {
      const { json, text } = await signedJson(publicId);
      expect(shapeErrors(json), name).toBeNull();
      expect(json).toMatchObject({
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        issuer: { id: did, type: ['Profile'], name: 'Tech Industry Gold' },
        validFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        credentialStatus: {
          type: 'BitstringStatusListEntry',
          statusPurpose: 'revocation',
          statusListCredential: `${t.app.config.publicBaseUrl}/credentials/status/0`,
        },
      });
      const proofs = json.proof as Json[];
      expect(Array.isArray(proofs)).toBe(true);
      expect(proofs).toEqual([
        expect.objectContaining({
          type: 'DataIntegrityProof',
          cryptosuite: 'eddsa-rdfc-2022',
          proofPurpose: 'assertionMethod',
          verificationMethod: expect.stringMatching(new RegExp(`^${did}#z6Mk`)),
        }),
      ]);
      expect(await verifier.verify(json), name).toEqual({ verified: true, reason: '' });
      // Signed once and kept: the next request serves the same bytes.
      expect((await signedJson(publicId)).text).toBe(text);
      // The page's own check agrees, step by step.
      const data = await pageData(publicId);
      expect(data.issued_through).toBe('local');
      expect(data.signed_by).toBe(did);
      expect(data.check?.verdict, name).toBe('verified');
      expect(data.check?.steps.map((s) => [s.step, s.passed])).toEqual([
        ['signature', true],
        ['issuer', true],
        ['status', true],
        ['expiry', true],
        ['schema', true],
      ]);
    }
  });

  it('answers the same signed document to linked-data clients at the page address', async () => {
    const { public_id: publicId } = ids[0]!;
    const res = await t.app.inject({
      url: `/credential/${publicId}`,
      headers: { accept: 'application/ld+json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe((await signedJson(publicId)).text);
  });

  it('names the accredited course, its provider and accreditation date', async () => {
    const bsc = ids.find((c) => c.name === 'BSc (Hons) Software Engineering')!;
    const { json } = await signedJson(bsc.public_id);
    const achievement = (json.credentialSubject as Json).achievement as Json;
    const [course] = await selectRows<{ id: number; title: string; accredited_on: string }>(
      t.handle.db,
      sql`select k.id, k.title, to_char(k.accredited_on, 'YYYY-MM-DD') as accredited_on
            from credential_groups g join courses k on k.id = g.course_id
           where g.name = ${bsc.name}`,
    );
    expect(course).toBeDefined();
    expect(achievement.creator).toMatchObject({
      type: ['Profile'],
      name: 'Northbridge University',
    });
    expect(achievement.alignment).toEqual([
      expect.objectContaining({
        type: ['Alignment'],
        targetName: course!.title,
        targetUrl: `${t.app.config.publicBaseUrl}/course/${course!.id}`,
        targetDescription: expect.stringContaining(`accredited on ${course!.accredited_on}`),
      }),
    ]);
    expect((await pageData(bsc.public_id)).credential.course).toEqual({
      course_id: course!.id,
      title: course!.title,
      provider: 'Northbridge University',
      accredited_on: course!.accredited_on,
    });
  });
});

describe('the issuer DID and the status list', () => {
  it('publishes a DID document whose id is the DID, with the DID and Multikey contexts', async () => {
    const res = await t.app.inject({ url: '/.well-known/did.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const doc = res.json() as Json;
    expect(doc['@context']).toEqual([
      'https://www.w3.org/ns/did/v1',
      'https://w3id.org/security/multikey/v1',
    ]);
    expect(doc.id).toBe(did);
    const [method] = doc.verificationMethod as Json[];
    expect(method).toEqual({
      id: expect.stringMatching(new RegExp(`^${did}#z6Mk`)),
      type: 'Multikey',
      controller: did,
      publicKeyMultibase: expect.stringMatching(/^z6Mk/),
    });
    expect(doc.assertionMethod).toEqual([method!.id]);
    expect(res.body).not.toMatch(/secret/i);
  });

  it('serves a signed status list, same issuer and purpose, briefly cacheable', async () => {
    const res = await t.app.inject({ url: '/credentials/status/0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const list = res.json() as Json;
    expect(list).toMatchObject({
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: did,
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    expect(await independentVerifier(t.app).verify(list)).toEqual({ verified: true, reason: '' });
    for (const bad of ['abc', '-1', '1234567'])
      expect((await t.app.inject({ url: `/credentials/status/${bad}` })).statusCode, bad).toBe(404);
    expect(STATUS_LIST_LENGTH).toBeGreaterThanOrEqual(131_072);
  });
});

describe('what fails, and why', () => {
  const tamperings: [string, (c: Json) => void][] = [
    ['name', (c) => (c.name = 'Something Else')],
    ['validFrom', (c) => (c.validFrom = '2020-01-01T00:00:00Z')],
    [
      'holder',
      (c) => (((c.credentialSubject as Json).identifier as Json[])[0]!.identityHash = 'Mallory'),
    ],
    ['achievement', (c) => (((c.credentialSubject as Json).achievement as Json).name = 'PhD')],
    ['status index', (c) => ((c.credentialStatus as Json).statusListIndex = '0')],
    ['issuer name', (c) => ((c.issuer as Json).name = 'Another Body')],
  ];

  it.each(tamperings)(
    'a changed %s fails the signature, on the page and for a verifier',
    async (_field, change) => {
      const credential = take();
      const { json } = await signedJson(credential.public_id);
      expect(await independentVerifier(t.app).verify(json)).toMatchObject({ verified: true });
      const altered = structuredClone(json);
      change(altered);
      await keep(credential.id, altered);

      const served = (await signedJson(credential.public_id)).json;
      const independent = await independentVerifier(t.app).verify(served);
      expect(independent.verified).toBe(false);
      expect(independent.reason).toMatch(/signature|verif/i);
      const data = await pageData(credential.public_id);
      expect(data.check?.verdict).toBe('not_verified');
      expect(failedSteps(data)).toContain('signature');
      expect(data.check?.steps.find((s) => s.step === 'signature')?.reason).toBeTruthy();
    },
  );

  it('a swapped issuer fails the signature and the issuer step', async () => {
    const credential = take();
    const { json } = await signedJson(credential.public_id);
    const altered = structuredClone(json);
    (altered.issuer as Json).id = 'did:web:impostor.example';
    await keep(credential.id, altered);
    const independent = await independentVerifier(t.app).verify(
      (await signedJson(credential.public_id)).json,
    );
    expect(independent.verified).toBe(false);
    const data = await pageData(credential.public_id);
    expect(data.check?.verdict).toBe('not_verified');
    expect(failedSteps(data)).toEqual(expect.arrayContaining(['signature', 'issuer']));
    expect(data.check?.steps.find((s) => s.step === 'issuer')?.reason).toContain(
      'did:web:impostor.example',
    );
  });

  it('revocation flips the status bit at once: the page says revoked (410), a verifier refuses the copy', async () => {
    const credential = take();
    const { json } = await signedJson(credential.public_id);
    expect((await pageData(credential.public_id)).check?.verdict).toBe('verified');

    const revoked = await service.revoke(String(credential.id), ' Awarded in error ');
    expect(revoked).toEqual({
      id: credential.id,
      revoked_at: expect.stringMatching(/^\d{4}-/),
      revocation_reason: 'Awarded in error',
    });
    // A second revocation keeps the first date and reason.
    const again = await service.revoke(String(credential.id), 'Other');
    expect(again).toEqual(revoked);

    // The page says revoked, with the day, and nothing else (issue 26): no holder, no badge.
    const page = await t.app.inject({ url: `/api/credential/${credential.public_id}` });
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ message: CREDENTIAL_REVOKED, revoked_at: revoked.revoked_at });
    for (const url of ['credential.json', 'badge.png', 'badge.svg']) {
      const res = await t.app.inject({ url: `/credential/${credential.public_id}/${url}` });
      expect(res.statusCode, url).toBe(410);
      expect(res.json(), url).toEqual({
        message: CREDENTIAL_REVOKED,
        revoked_at: revoked.revoked_at,
      });
    }
    // A copy downloaded before: its credentialStatus points at the signed list, whose bit is set.
    const independent = await independentVerifier(t.app).verify(json);
    expect(independent).toEqual({ verified: false, reason: expect.stringMatching(/revoked/) });
    // Others on the same list are unaffected.
    const other = take();
    expect((await pageData(other.public_id)).check?.verdict).toBe('verified');
    next--; // not used up
  });

  it('revocation wants a reason and a known credential', async () => {
    const credentials = service;
    await expect(credentials.revoke(String(ids[0]!.id), '   ')).rejects.toMatchObject({
      statusCode: 422,
      errors: { reason: [expect.any(String)] },
    });
    await expect(credentials.revoke(String(ids[0]!.id), 'x'.repeat(501))).rejects.toMatchObject({
      statusCode: 422,
    });
    for (const id of ['999999', 'abc', '-1'])
      await expect(credentials.revoke(id, 'Because')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('an expired credential is Expired on the page and refused by a verifier', async () => {
    const credential = take();
    await t.handle.db.execute(
      sql`update credentials set expires_at = now() - interval '2 days', signed_credential = null
           where id = ${credential.id}`,
    );
    const { json } = await signedJson(credential.public_id);
    expect(json.validUntil).toMatch(/^\d{4}-/);
    const data = await pageData(credential.public_id);
    expect(data.check?.verdict).toBe('expired');
    expect(failedSteps(data)).toEqual(['expiry']);
    const independent = await independentVerifier(t.app).verify(json);
    expect(independent).toEqual({ verified: false, reason: expect.stringMatching(/validUntil/) });
  });
});

describe('badges that carry their proof', () => {
  /** Every chunk's CRC, checked with zlib's CRC-32 rather than the library that wrote it. */
  function pngChunksValid(png: Buffer): boolean {
    let at = 8;
    while (at < png.length) {
      const length = png.readUInt32BE(at);
      const typeAndData = png.subarray(at + 4, at + 8 + length);
      if (zlib.crc32(typeAndData) !== png.readUInt32BE(at + 8 + length)) return false;
      at += 12 + length;
    }
    return at === png.length;
  }

  it('bakes the signed credential into a PNG (iTXt openbadgecredential) that verifies', async () => {
    const credential = ids.find((c) => c.name === 'SKI-Secure Coding')!;
    const res = await t.app.inject({ url: `/credential/${credential.public_id}/badge.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="badge-.+\.png"$/);
    const png = res.rawPayload;
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(pngChunksValid(png)).toBe(true);
    expect(png.includes(Buffer.from('iTXtopenbadgecredential\0'))).toBe(true);
    expect((await sharp(png).metadata()).format).toBe('png');
    const baked = unbakePng(png);
    expect(baked).toBe((await signedJson(credential.public_id)).text);
    expect(await independentVerifier(t.app).verify(JSON.parse(baked!))).toMatchObject({
      verified: true,
    });
  });

  it('bakes it into an SVG (<openbadges:credential>) that verifies', async () => {
    const credential = ids.find((c) => c.name === 'SKI-Secure Coding')!;
    const res = await t.app.inject({ url: `/credential/${credential.public_id}/badge.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(
      /<svg[^>]* xmlns:openbadges="https:\/\/purl\.imsglobal\.org\/ob\/v3p0"/,
    );
    expect(res.body).toMatch(/<openbadges:credential><!\[CDATA\[\{/);
    const baked = unbakeSvg(res.body);
    expect(baked).toBe((await signedJson(credential.public_id)).text);
    expect(await independentVerifier(t.app).verify(JSON.parse(baked!))).toMatchObject({
      verified: true,
    });
    // Still a picture sharp can draw.
    expect((await sharp(Buffer.from(res.body)).png().toBuffer()).length).toBeGreaterThan(100);
  });

  it('answers 404 for downloads of unknown and private credentials', async () => {
    const credential = ids.find((c) => c.name === 'SKI-Cloud Fundamentals')!;
    await t.handle.db.execute(
      sql`update credentials set private = true where id = ${credential.id}`,
    );
    for (const path of ['credential.json', 'badge.png', 'badge.svg']) {
      for (const id of [credential.public_id, '00000000-0000-4000-8000-000000000000', 'nope'])
        expect(
          (await t.app.inject({ url: `/credential/${id}/${path}` })).statusCode,
          `${id} ${path}`,
        ).toBe(404);
    }
    expect(
      (await t.app.inject({ url: `/credential/${ids[0]!.public_id}/badge.gif` })).statusCode,
    ).toBe(404);
    await t.handle.db.execute(
      sql`update credentials set private = false where id = ${credential.id}`,
    );
  });
});

describe('a hosted platform', () => {
  /** The service as a hosted deployment runs it; the platform itself is not called here. */
  const hosted = () =>
    createCredentialsService({
      db: t.handle.db,
      platform: {
        listChanged: () => Promise.reject(new Error('not called')),
        listRecipient: () => Promise.reject(new Error('not called')),
        badgeImage: () => Promise.reject(new Error('not called')),
      },
      signing: createCredentialSigning({
        db: t.handle.db,
        baseUrl: t.config.publicBaseUrl,
        keySource: t.config.credentialKeys,
      }),
    });

  it('says the platform issued and signed its credentials, and leaves revoking to it', async () => {
    const [fresh] = await selectRows<{ id: number; public_id: string }>(
      t.handle.db,
      sql`insert into credentials (user_id, group_id, issued_at, external_id, redirect_url)
          select user_id, group_id, issued_at, 'hosted-1', 'https://platform.example/c/1'
            from credentials where id = ${ids[0]!.id}
       returning id, public_id::text as public_id`,
    );
    const service = hosted();
    expect(await service.findPublic(fresh!.public_id)).toMatchObject({
      credential: { url: 'https://platform.example/c/1' },
      issued_through: 'hosted',
      signed_by: null,
      check: null,
    });
    await expect(service.signedJson(fresh!.public_id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.revoke(String(fresh!.id), 'Because')).rejects.toMatchObject({
      statusCode: 404,
    });
    // A credential we signed before the switch stays ours, and still verifies.
    const ours = ids[0]!;
    await signedJson(ours.public_id);
    const data = await service.findPublic(ours.public_id);
    expect(data.issued_through).toBe('local');
    expect(data.check?.verdict).toBe('verified');
  });
});
