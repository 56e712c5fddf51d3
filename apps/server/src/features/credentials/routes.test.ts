// GET /api/user/credentials: the signed-in member's own badges, newest first, with their
// group (name and badge design) and the issuer's page; paging bounded; nobody else's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDENTIAL_PRIVATE,
  type Credential,
  type CredentialsResponse,
} from '@techgold/contracts/credentials';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let learner: Client;

beforeAll(async () => {
  t = await createTestApp();
  learner = new Client(t.app, '10.24.0.1');
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/user/credentials', () => {
  it('401 for an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/credentials' });
    expect(res.statusCode).toBe(401);
  });

  it("answers the learner's credentials, newest first, in every group", async () => {
    const res = await learner.get('/api/user/credentials');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as CredentialsResponse;
    expect(body.total).toBe(5);
    expect(body.credentials.map((c) => c.group.name)).toEqual([
      'BSc (Hons) Software Engineering',
      'AWA-Outstanding Learner',
      'SKI-Secure Coding',
      'SKI-Cloud Fundamentals',
      'MEM-Learner Member',
    ]);
    const [first] = body.credentials;
    expect(first).toEqual({
      id: expect.any(Number),
      group: { name: 'BSc (Hons) Software Engineering', badge_design_id: expect.any(String) },
      issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      url: 'https://credentials.example.org/badges/cred-demo-104',
      expires_at: null,
      public_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      private: false,
    });
  });

  it('pages with limit and offset, keeping the total', async () => {
    const page = (await learner.get('/api/user/credentials?limit=2&offset=3')).json();
    expect(page.total).toBe(5);
    expect(page.credentials.map((c: { group: { name: string } }) => c.group.name)).toEqual([
      'SKI-Cloud Fundamentals',
      'MEM-Learner Member',
    ]);
    const past = (await learner.get('/api/user/credentials?offset=50')).json();
    expect(past).toEqual({ credentials: [], total: 5 });
  });

  it('refuses out-of-range paging with a 4xx', async () => {
    for (const q of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc']) {
      const res = await learner.get(`/api/user/credentials?${q}`);
      expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, q).toBeLessThan(500);
    }
  });

  it("shows a member with none an empty list, never someone else's", async () => {
    const employee = new Client(t.app, '10.24.0.2');
    await employee.login('employee@harbour-systems.test');
    expect((await employee.get('/api/user/credentials')).json()).toEqual({
      credentials: [],
      total: 0,
    });
  });
});

describe("verification: the page data, the Open Badges document and the owner's switch", () => {
  const anonymous = () => new Client(t.app, '10.24.0.9');
  const mine = async () =>
    ((await learner.get('/api/user/credentials')).json() as CredentialsResponse).credentials;
  const patch = (client: Client, id: number | string, body: unknown) =>
    client.request('PATCH', `/api/user/credentials/${id}`, body as never);

  it('shows anyone with the link who holds it, what and since when', async () => {
    const skill = (await mine()).find((c) => c.group.name === 'SKI-Secure Coding')!;
    const res = await anonymous().get(`/api/credential/${skill.public_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      credential: {
        public_id: skill.public_id,
        group: skill.group,
        holder: expect.stringMatching(/\S+ \S+/),
        issued_at: skill.issued_at,
        expires_at: null,
        url: skill.url,
        course: null,
      },
      issued_through: 'local',
      signed_by: expect.stringMatching(/^did:web:/),
      check: {
        verdict: 'verified',
        steps: ['signature', 'issuer', 'status', 'expiry', 'schema'].map((step) => ({
          step,
          passed: true,
          reason: null,
        })),
        checked_at: expect.any(String),
      },
    });
    // Nothing that identifies the member beyond their name.
    expect(res.body.replace(/"signed_by":"did:web:[^"]+"/, '')).not.toMatch(/@|"id"|user_id/);
  });

  it('answers an Open Badges 3.0 credential at the page address for linked-data clients', async () => {
    const course = (await mine()).find((c) => c.group.name.startsWith('BSc'))!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/credential/${course.public_id}`,
      headers: { accept: 'application/ld+json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(res.headers.vary).toMatch(/accept/i);
    const doc = res.json();
    const base = t.app.config.publicBaseUrl;
    expect(doc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(doc).toMatchObject({
      id: `${base}/credential/${course.public_id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: {
        id: `did:web:${new URL(base).host.replace(':', '%3A')}`,
        type: ['Profile'],
        name: 'Tech Industry Gold',
        url: base,
      },
      validFrom: course.issued_at,
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: {
          type: ['Achievement'],
          achievementType: 'Course',
          name: 'BSc (Hons) Software Engineering',
          criteria: { narrative: expect.any(String) },
          image: { id: `${base}/api/badge/${course.group.badge_design_id}`, type: 'Image' },
        },
      },
    });
    expect(doc.validUntil).toBeUndefined();
    // Signed: one Data Integrity proof, in an array as OB 3.0's schema wants.
    expect(doc.proof).toEqual([
      expect.objectContaining({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' }),
    ]);
  });

  it('lets only the owner make one private, and then it is a 404 for everyone', async () => {
    const award = (await mine()).find((c) => c.group.name.startsWith('AWA'))!;
    // Another member cannot flip it: 404, and nothing changes.
    const employee = new Client(t.app, '10.24.0.3');
    await employee.login('employee@harbour-systems.test');
    expect((await patch(employee, award.id, { private: true })).statusCode).toBe(404);
    expect((await anonymous().get(`/api/credential/${award.public_id}`)).statusCode).toBe(200);

    const res = await patch(learner, award.id, { private: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { credential: Credential }).credential).toEqual({
      ...award,
      private: true,
    });
    const hidden = await anonymous().get(`/api/credential/${award.public_id}`);
    expect(hidden.statusCode).toBe(404);
    // It says it is private (issue 26), and nothing else about it or its holder.
    expect(hidden.json()).toEqual({ message: CREDENTIAL_PRIVATE });
    const unknown = await anonymous().get(`/api/credential/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { message: string }).message).not.toBe(CREDENTIAL_PRIVATE);
    const ld = await t.app.inject({
      method: 'GET',
      url: `/credential/${award.public_id}`,
      headers: { accept: 'application/ld+json' },
    });
    expect(ld.statusCode).toBe(404);
    // The owner still sees it on their own list, marked private; and can make it public again.
    expect((await mine()).find((c) => c.id === award.id)?.private).toBe(true);
    expect((await patch(learner, award.id, { private: false })).statusCode).toBe(200);
    expect((await anonymous().get(`/api/credential/${award.public_id}`)).statusCode).toBe(200);
  });

  it('refuses bad switches and unknown ids plainly', async () => {
    const [first] = await mine();
    for (const body of [{}, { private: 'yes' }, { private: true, extra: 1 }, null]) {
      const res = await patch(learner, first!.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    for (const id of ['999999', 'abc', '1e3', '-1'])
      expect((await patch(learner, id, { private: true })).statusCode, id).toBe(404);
    // Without the anti-forgery header: 419, nothing changes.
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/credentials/${first!.id}`,
      headers: {
        cookie: [...learner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ private: true }),
    });
    expect(res.statusCode).toBe(419);
    expect((await mine())[0]!.private).toBe(false);
    const anon = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/credentials/${first!.id}`,
      payload: { private: true },
    });
    expect([401, 419]).toContain(anon.statusCode);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "' or 1=1 --"])
      expect((await anonymous().get(`/api/credential/${encodeURIComponent(id)}`)).statusCode).toBe(
        404,
      );
  });
});
