// Credentials as verifiers expect them (issue 39, docs/decisions/0059): signed once, when they
// are issued, and served as stored (the same bytes after a restart, the proof dated the
// issue); credentials from before get one proof dated their issue from the start-up job;
// random status positions for a 1,000-credential cohort, the bitstring read back independently
// (GZIP, base64url, most significant bit first); the four VC media types at the page address;
// the holder's address hashed with a salt of each credential's own.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { selectRows } from '../../../db/client.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { independentVerifier } from '../../../../test/verifier/independent-verifier.ts';
import { signPendingCredentials } from './sign-pending.ts';
import { createCredentialSigning } from './service.ts';

const ADMIN = 'admin@techgold.test';
const EDITOR = 'editor@techgold.test';

let staffAddresses = 0;
/** A staff member of the demo data, signed in from an address of their own. */
async function signedIn(t: TestContext, email: string) {
  const client = new Client(t.app, `10.77.0.${++staffAddresses}`);
  await client.csrf();
  const res = await client.login(email);
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email}: ${res.statusCode}`);
  return client;
}

async function userId(t: TestContext, email: string) {
  const [row] = await selectRows<{ id: number }>(
    t.handle.db,
    sql`select id from users where email = ${email}`,
  );
  return Number(row!.id);
}

type Json = Record<string, unknown>;
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentialJson = async (app: TestContext['app'], publicId: string) => {
  const res = await app.inject({ url: `/credential/${publicId}/credential.json` });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** A badge the member does not hold yet. */
async function badgeNotHeldBy(memberId: number) {
  const [badge] = await selectRows<{ id: number; name: string }>(
    t.handle.db,
    sql`select id, name from credential_groups g
         where not exists (select 1 from credentials c
                            where c.group_id = g.id and c.user_id = ${memberId})
         order by id limit 1`,
  );
  return badge!;
}

async function issueInConsole(memberId: number, issuedOn: string) {
  const editor = await signedIn(t, EDITOR);
  const badge = await badgeNotHeldBy(memberId);
  const res = await editor.post('/api/admin/credentials', {
    user_id: memberId,
    group_id: badge.id,
    issued_on: issuedOn,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; public_id: string };
}

const storedCopy = async (id: number) => {
  const [row] = await selectRows<{ signed_credential: string | null; signed_at: string | null }>(
    t.handle.db,
    sql`select signed_credential, signed_at::text as signed_at from credentials where id = ${id}`,
  );
  return row!;
};

describe('signed once, at issue', () => {
  it('is signed and stored when issued, dated its issue, and served byte for byte after a restart', async () => {
    const learner = await userId(t, LEARNER);
    const issued = await issueInConsole(learner, '2025-06-12');
    // Stored by the issue itself, before anybody asked for it.
    const stored = await storeCopyOf(issued.id);
    const first = await credentialJson(t.app, issued.public_id);
    expect(first).toBe(stored);
    const json = JSON.parse(first) as Json;
    expect(json.validFrom).toBe('2025-06-12T00:00:00Z');
    expect((json.proof as Json[])[0]!.created).toBe('2025-06-12T00:00:00Z');
    expect(await independentVerifier(t.app).verify(json)).toEqual({ verified: true, reason: '' });

    // Another process on the same database and keys (a restart, or a second server behind a
    // load balancer) serves the same bytes, as do the baked badge and the page address.
    const second = await buildApp(t.config, { database: t.handle, ssr: false, workers: false });
    await second.ready();
    try {
      expect(await credentialJson(second, issued.public_id)).toBe(first);
      const ld = await second.inject({
        url: `/credential/${issued.public_id}`,
        headers: { accept: 'application/ld+json' },
      });
      expect(ld.body).toBe(first);
    } finally {
      await second.close();
    }
  });

  it('signs a cohort import in its transaction: every credential stored, each dated its issue', async () => {
    const editor = await signedIn(t, EDITOR);
    const members = await newMembers(3, 'signed');
    const badge = await badgeNotHeldBy(members[0]!.id);
    const csv = [
      'email,badge,issue date',
      ...members.map((m) => `${m.email},${badge.name},2025-09-01`),
    ];
    const res = await editor.post('/api/admin/credentials/import', {
      file_name: 'signed.csv',
      csv: csv.join('\n'),
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const id of (res.json() as { ids: number[] }).ids) {
      const copy = await storedCopy(id);
      expect(copy.signed_at).toMatch(/^2025-09-01 00:00:00/);
      const json = JSON.parse(copy.signed_credential!) as Json;
      expect((json.proof as Json[])[0]!.created).toBe('2025-09-01T00:00:00Z');
    }
  });

  it('gives credentials signed before one proof dated their issue, at start-up, once', async () => {
    const learner = await userId(t, LEARNER);
    const issued = await issueInConsole(learner, '2025-03-04');
    const signing = createCredentialSigning({
      db: t.handle.db,
      baseUrl: t.config.publicBaseUrl,
      keySource: t.config.credentialKeys,
    });
    // As a copy signed on first request was kept before this change: dated that request.
    await signing.signChanged(t.handle.db, issued.id, new Date('2026-11-01T10:00:00Z'));
    await t.handle.db.execute(sql`update credentials set signed_at = null where id = ${issued.id}`);
    const legacy = JSON.parse((await storedCopy(issued.id)).signed_credential!) as Json;
    expect((legacy.proof as Json[])[0]!.created).toBe('2026-11-01T10:00:00Z');

    expect(await signPendingCredentials(t.handle.db, t.config)).toBeGreaterThanOrEqual(1);
    const redone = await storedCopy(issued.id);
    expect(redone.signed_at).toMatch(/^2025-03-04 00:00:00/);
    const json = JSON.parse(redone.signed_credential!) as Json;
    expect((json.proof as Json[])[0]!.created).toBe('2025-03-04T00:00:00Z');
    // Its status position and hashed address stay as the holder's copy has them.
    expect(json.credentialStatus).toEqual(legacy.credentialStatus);
    expect(await independentVerifier(t.app).verify(json)).toEqual({ verified: true, reason: '' });
    // The copy downloaded before still verifies too (same key, same status bit).
    expect(await independentVerifier(t.app).verify(legacy)).toEqual({
      verified: true,
      reason: '',
    });
    // A second run has nothing left to do, and the served bytes do not change.
    expect(await signPendingCredentials(t.handle.db, t.config)).toBe(0);
    expect(await credentialJson(t.app, issued.public_id)).toBe(redone.signed_credential);
  });

  it('signs again only when its content changes, dated the change, keeping position and salt', async () => {
    const learner = await userId(t, LEARNER);
    const issued = await issueInConsole(learner, '2025-05-05');
    const before = JSON.parse(await credentialJson(t.app, issued.public_id)) as Json;
    const signing = createCredentialSigning({
      db: t.handle.db,
      baseUrl: t.config.publicBaseUrl,
      keySource: t.config.credentialKeys,
    });
    await t.handle.db.execute(
      sql`update credentials set expires_at = '2030-01-01T00:00:00Z' where id = ${issued.id}`,
    );
    await signing.signChanged(t.handle.db, issued.id, new Date('2026-10-10T09:30:00Z'));
    const after = JSON.parse(await credentialJson(t.app, issued.public_id)) as Json;
    expect(after.validUntil).toBe('2030-01-01T00:00:00Z');
    expect((after.proof as Json[])[0]!.created).toBe('2026-10-10T09:30:00Z');
    expect(after.credentialStatus).toEqual(before.credentialStatus);
    expect(identity(after)).toEqual(identity(before));
    expect(await independentVerifier(t.app).verify(after)).toEqual({ verified: true, reason: '' });
  });
});

async function storeCopyOf(id: number) {
  const copy = await storedCopy(id);
  expect(copy.signed_credential).not.toBeNull();
  return copy.signed_credential!;
}

/** Active members made in one statement, with addresses unique to this run. */
async function newMembers(n: number, prefix: string) {
  const tag = crypto.randomBytes(4).toString('hex');
  return selectRows<{ id: number; email: string }>(
    t.handle.db,
    sql`insert into users (first_name, last_name, email, status)
        select 'Cohort', 'Member ' || i, ${`${prefix}-${tag}-`} || i || '@example.test', 'active'
          from generate_series(1, ${n}) as i
     returning id, email`,
  );
}

/** The bits of a Bitstring Status List, read as the specification says (MSB first). */
function revokedBits(list: Json): Set<number> {
  const encoded = (list.credentialSubject as { encodedList: string }).encodedList;
  expect(encoded.startsWith('u')).toBe(true);
  const bytes = zlib.gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  expect(bytes.length * 8).toBeGreaterThanOrEqual(131_072);
  const set = new Set<number>();
  bytes.forEach((byte, i) => {
    for (let bit = 0; bit < 8; bit++) if (byte & (0x80 >> bit)) set.add(i * 8 + bit);
  });
  return set;
}

describe('private status positions', () => {
  it('places a 1,000-credential cohort at random unused positions; revoking one flips only its bit', async () => {
    const members = await newMembers(1000, 'cohort');
    const [badge] = await selectRows<{ name: string }>(
      t.handle.db,
      sql`select name from credential_groups order by id limit 1`,
    );
    const csv = [
      'email,badge,issue date',
      ...members.map((m) => `${m.email},${badge!.name},2026-01-15`),
    ];
    const editor = await signedIn(t, EDITOR);
    const res = await editor.post('/api/admin/credentials/import', {
      file_name: 'thousand.csv',
      csv: csv.join('\n'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const ids = (res.json() as { ids: number[] }).ids;
    expect(ids).toHaveLength(1000);

    const rows = await selectRows<{ id: number; status_index: number; signed_credential: string }>(
      t.handle.db,
      sql`select id, status_index, signed_credential from credentials
           where id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))
           order by id`,
    );
    const positions = rows.map((r) => Number(r.status_index));
    // No repeats, among themselves or with any other credential.
    expect(new Set(positions).size).toBe(1000);
    const [others] = await selectRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from credentials where status_index in
            (select value::int from json_array_elements_text(${JSON.stringify(positions)}::json))`,
    );
    expect(others!.n).toBe(1000);
    // Within the list's 131,072 entries, and what each signed credential says.
    for (const [i, row] of rows.entries()) {
      expect(positions[i]).toBeGreaterThanOrEqual(0);
      expect(positions[i]).toBeLessThan(131_072);
      const status = (JSON.parse(row.signed_credential) as Json).credentialStatus as Json;
      expect(status.statusListIndex).toBe(String(positions[i]));
      expect(status.statusListCredential).toBe(`${t.config.publicBaseUrl}/credentials/status/0`);
    }
    // Not sequential: in issue order, next positions are seldom neighbours, and they spread
    // over the list rather than filling its start.
    const neighbours = positions.slice(1).filter((p, i) => Math.abs(p - positions[i]!) === 1);
    expect(neighbours.length).toBeLessThan(10);
    expect(Math.max(...positions) - Math.min(...positions)).toBeGreaterThan(100_000);
    expect(positions.filter((p) => p < 1000).length).toBeLessThan(50);

    // Revoking one flips its own bit and no other.
    const before = revokedBits(
      (await t.app.inject({ url: '/credentials/status/0' })).json() as Json,
    );
    const target = rows[500]!;
    const admin = await signedIn(t, ADMIN);
    const revoke = await admin.post(`/api/admin/credentials/${target.id}/revoke`, {
      reason: 'Issued to the wrong cohort',
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const after = revokedBits(
      (await t.app.inject({ url: '/credentials/status/0' })).json() as Json,
    );
    expect([...after].filter((b) => !before.has(b))).toEqual([Number(target.status_index)]);
    expect([...before].filter((b) => !after.has(b))).toEqual([]);
    // Signing 1,000 credentials takes a while on a small machine (see decision 0059).
  }, 240_000);
});

describe('the VC media types at the page address', () => {
  it.each(['application/vc', 'application/vc+ld+json', 'application/ld+json', 'application/json'])(
    'answers %s with the signed credential and Vary: Accept',
    async (type) => {
      const [credential] = await selectRows<{ public_id: string }>(
        t.handle.db,
        sql`select public_id::text as public_id from credentials where not private and revoked_at is null
             order by id limit 1`,
      );
      const res = await t.app.inject({
        url: `/credential/${credential!.public_id}`,
        headers: { accept: type },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
      expect(res.headers.vary).toMatch(/\baccept\b/i);
      expect(res.body).toBe(await credentialJson(t.app, credential!.public_id));
    },
  );

  it('leaves browsers, which ask for HTML, to the page', async () => {
    const [credential] = await selectRows<{ public_id: string }>(
      t.handle.db,
      sql`select public_id::text as public_id from credentials order by id limit 1`,
    );
    const res = await t.app.inject({
      url: `/credential/${credential!.public_id}`,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    // This test app renders no pages: the page route falls through to a 404, not JSON.
    expect(res.headers['content-type'] ?? '').not.toMatch(/application\/(vc|ld\+json)/);
    expect(res.headers.vary).toMatch(/\baccept\b/i);
  });
});

function identity(json: Json) {
  return ((json.credentialSubject as Json).identifier as Json[]).find(
    (i) => i.identityType === 'emailAddress',
  );
}

describe('a protected holder', () => {
  it("carries the holder's address hashed with a salt of its own, and the display name", async () => {
    const learner = await userId(t, LEARNER);
    const a = await issueInConsole(learner, '2025-07-01');
    const b = await issueInConsole(learner, '2025-07-02');
    const [first, second] = [
      await credentialJson(t.app, a.public_id),
      await credentialJson(t.app, b.public_id),
    ];
    // The address itself is nowhere in the credential.
    expect(first.toLowerCase()).not.toContain(LEARNER.toLowerCase());
    const json = JSON.parse(first) as Json;
    const hashed = identity(json)!;
    expect(hashed).toEqual({
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // A verifier who knows the address confirms it: sha256(address + salt).
    const expected = crypto
      .createHash('sha256')
      .update(`${LEARNER}${String(hashed.salt)}`, 'utf8')
      .digest('hex');
    expect(hashed.identityHash).toBe(`sha256$${expected}`);
    // Another address does not match.
    const other = crypto
      .createHash('sha256')
      .update(`someone@example.test${String(hashed.salt)}`, 'utf8')
      .digest('hex');
    expect(hashed.identityHash).not.toBe(`sha256$${other}`);
    // Each credential has its own salt, so two of one holder's cannot be linked by the hash.
    const secondHashed = identity(JSON.parse(second) as Json)!;
    expect(secondHashed.salt).not.toBe(hashed.salt);
    expect(secondHashed.identityHash).not.toBe(hashed.identityHash);
    // The display name stays, as the page shows it.
    const [name] = await selectRows<{ name: string }>(
      t.handle.db,
      sql`select trim(first_name || ' ' || last_name) as name from users where id = ${learner}`,
    );
    expect((json.credentialSubject as Json).identifier).toContainEqual({
      type: 'IdentityObject',
      identityType: 'name',
      hashed: false,
      identityHash: name!.name,
    });
    expect(await independentVerifier(t.app).verify(json)).toEqual({ verified: true, reason: '' });
  });
});
