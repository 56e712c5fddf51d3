import { tooManyRequestsFor } from '@techgold/contracts/http-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@techgold/contracts/messages';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup';
import { createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';
import { countRows, freshClient, HARBOUR, NORTHBRIDGE } from './test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = async (email: string, path = '/api/verify-email') => {
  const c = await freshClient(t);
  return c.post(path, { email });
};

describe('POST /api/verify-email (learners)', () => {
  it('matches a provider domain and lists its courses', async () => {
    const res = await verify(`new.learner@${NORTHBRIDGE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().match;
    expect(body).toMatchObject({ title: 'Northbridge University', needs_review: false });
    expect(body.id).toBeGreaterThan(0);
    expect(body.courses.length).toBeGreaterThan(0);
    expect(body.courses[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('matches a subdomain, any case, with spaces around', async () => {
    const res = await verify(`  Someone@Student.${NORTHBRIDGE.toUpperCase()}  `);
    expect(res.json().match).toMatchObject({
      title: 'Northbridge University',
      needs_review: false,
    });
  });

  it('does not match a look-alike domain', async () => {
    const res = await verify(`someone@not${NORTHBRIDGE}`);
    expect(res.json().match).toMatchObject({ title: PLACEHOLDER_SCHOOL.title, needs_review: true });
  });

  it('gives an unmatched address the placeholder provider and its one course', async () => {
    const res = await verify('someone@unknown-college.test');
    expect(res.statusCode).toBe(200);
    // SPEC §7: the body is `{ match: { id, title, courses } }`.
    expect(res.json()).toEqual({
      match: {
        id: expect.any(Number),
        title: PLACEHOLDER_SCHOOL.title,
        courses: [{ id: expect.any(Number), title: PLACEHOLDER_SCHOOL.courseTitle }],
        needs_review: true,
      },
    });
  });

  it('never matches webmail or disposable addresses', async () => {
    for (const email of [
      'someone@gmail.com',
      'someone@yahoo.co.uk',
      'someone@mailinator.com',
      'someone@gmx.de',
    ]) {
      expect((await verify(email)).json().match.needs_review, email).toBe(true);
    }
  });

  it('creates the placeholder once, even when asked concurrently', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => verify(`p${i}@nowhere-${i}.test`)),
    );
    expect(new Set(answers.map((r) => r.json().match.id)).size).toBe(1);
    const schools = await countRows(
      t,
      sql`select count(*) as n from schools where ts_uuid = ${PLACEHOLDER_SCHOOL.tsUuid}`,
    );
    const courses = await countRows(
      t,
      sql`select count(*) as n from courses c join schools s on s.id = c.school_id
          where s.ts_uuid = ${PLACEHOLDER_SCHOOL.tsUuid}`,
    );
    expect([schools, courses]).toEqual([1, 1]);
  });

  it('answers the same for an address with an account as for one without', async () => {
    const existing = await verify(LEARNER);
    const fresh = await verify(`nobody-yet@${NORTHBRIDGE}`);
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.json()).toEqual(fresh.json());
  });

  it('rejects a missing or malformed email with a field error', async () => {
    const c = await freshClient(t);
    const missing = await c.post('/api/verify-email', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(['Enter your email address']);
    const bad = await c.post('/api/verify-email', { email: 'not-an-email' });
    expect(bad.json()).toEqual({
      message: 'Enter an email address in the correct format, like name@example.com',
      errors: { email: ['Enter an email address in the correct format, like name@example.com'] },
    });
  });
});

describe('POST /api/employer/verify-email', () => {
  const path = '/api/employer/verify-email';

  it('matches an employer domain and a subdomain of it', async () => {
    const res = await verify(`new.person@${HARBOUR}`, path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ match: { id: expect.any(Number), title: 'Harbour Systems' } });
    const sub = await verify(`NEW.person@london.${HARBOUR}`, path);
    expect(sub.json()).toEqual(res.json());
  });

  it('answers id 0 when nothing matches, webmail included', async () => {
    for (const email of ['someone@unknown-employer.test', 'someone@outlook.com']) {
      expect((await verify(email, path)).json()).toEqual({ match: { id: 0, title: null } });
    }
  });

  it('does not match a provider domain as an employer', async () => {
    expect((await verify(`x@${NORTHBRIDGE}`, path)).json().match.id).toBe(0);
  });
});

describe('verify-email protections', () => {
  it('refuses a POST without the CSRF header (419)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { email: `x@${NORTHBRIDGE}` },
    });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: messages.csrfMismatch });
  });

  it('answers malformed JSON and an oversized body with 4xx', async () => {
    const c = await freshClient(t);
    const bad = await c.request('POST', '/api/verify-email', '{"email": ', {
      'content-type': 'application/json',
    });
    expect(bad.statusCode).toBe(400);
    const big = await c.post('/api/verify-email', { email: 'x'.repeat(2_000_000) });
    expect(big.statusCode).toBe(413);
  });

  it('limits one address to 20 look-ups an hour (429 with Retry-After)', async () => {
    const email = `limited@${NORTHBRIDGE}`;
    for (let i = 0; i < 20; i++) expect((await verify(email)).statusCode).toBe(200);
    const limited = await verify(email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Says how long, as Retry-After does (not "a moment" when it is minutes).
    expect(limited.json().message).toBe(tooManyRequestsFor(Number(limited.headers['retry-after'])));
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
  });

  it('limits one IP to 200 look-ups an hour', async () => {
    const c = await freshClient(t);
    for (let i = 0; i < 200; i++) {
      const res = await c.post('/api/employer/verify-email', { email: `ip${i}@${HARBOUR}` });
      expect(res.statusCode).toBe(200);
    }
    const limited = await c.post('/api/verify-email', { email: `ip-last@${NORTHBRIDGE}` });
    expect(limited.statusCode).toBe(429);
  });
});
