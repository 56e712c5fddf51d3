// A double submit (double click, retry after a timeout) creates one record and one email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, waitForMail, type TestContext } from '../../../test/helpers.ts';
import {
  accreditedPayload,
  countRows,
  employerPayload,
  enquiriesFrom,
  firstCourseFor,
  freshClient,
  HARBOUR,
  joinPayload,
  learnerPayload,
  NORTHBRIDGE,
  reference,
  uniqueEmail,
  usersWithEmail,
  type Reference,
} from './test-fixtures.ts';

let t: TestContext;
let ref: Reference;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  ref = await reference(t);
  courseId = (await firstCourseFor(await freshClient(t), `x@${NORTHBRIDGE}`)).courseId;
});
afterAll(() => t.close());

const jobsTo = (to: string) =>
  countRows(
    t,
    // The site's own mail outbox (decision 0082): one row per email on its way.
    sql`select count(*) as n from mail_outbox where to_address = ${to}`,
  );

describe('Idempotency-Key header', () => {
  it('replays the first answer for the same key: one row, one email', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail(NORTHBRIDGE);
    const body = learnerPayload(ref, courseId, email);
    const headers = { 'idempotency-key': 'form-fill-1f4a' };
    const first = await c.post('/api/register', body, headers);
    const second = await c.post('/api/register', body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await usersWithEmail(t, email)).toBe(1);
    await waitForMail(t.app, email);
    expect(await jobsTo(email)).toBe(1);
  });

  it('refuses the same key with a different payload (422) and stores nothing new', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('key.test');
    const headers = { 'idempotency-key': 'reused-key-77' };
    expect((await c.post('/api/join-employers', joinPayload(email), headers)).statusCode).toBe(201);
    const changed = await c.post(
      '/api/join-employers',
      { ...joinPayload(email), job_title: 'CEO' },
      headers,
    );
    expect(changed.statusCode).toBe(422);
    expect(await enquiriesFrom(t, email)).toBe(1);
  });

  it('keeps keys apart per route', async () => {
    const c = await freshClient(t);
    const headers = { 'idempotency-key': 'shared-key-across-routes' };
    const a = await c.post('/api/join-employers', joinPayload(uniqueEmail('a.test')), headers);
    const b = await c.post(
      '/api/get-accredited',
      accreditedPayload(uniqueEmail('b.test')),
      headers,
    );
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });

  it('lets a corrected submission through after a 422 with the same key', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('fix.test');
    const headers = { 'idempotency-key': 'fix-and-retry' };
    const bad = await c.post(
      '/api/get-accredited',
      { ...accreditedPayload(email), course_title: '' },
      headers,
    );
    expect(bad.statusCode).toBe(422);
    const good = await c.post('/api/get-accredited', accreditedPayload(email), headers);
    expect(good.statusCode).toBe(201);
    expect(await enquiriesFrom(t, email)).toBe(1);
  });

  it('rejects a malformed key with 400', async () => {
    const c = await freshClient(t);
    const res = await c.post('/api/join-employers', joinPayload(uniqueEmail('k.test')), {
      'idempotency-key': 'x'.repeat(300),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('identical payload within the window', () => {
  it('treats a resubmission without a key as the same submission', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('same.test');
    const first = await c.post('/api/get-accredited', accreditedPayload(email));
    // Field order and the address's case do not make it a different submission.
    const { first_name, ...rest } = accreditedPayload(email.toUpperCase());
    const again = await c.post('/api/get-accredited', { ...rest, first_name });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await enquiriesFrom(t, email)).toBe(1);
    await waitForMail(t.app, email);
    expect(await jobsTo(email)).toBe(1);
  });

  it('does not send "you already have an account" for a double-clicked registration', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail(HARBOUR);
    const body = employerPayload(ref, email);
    const answers = await Promise.all([
      c.post('/api/employer/register', body, { 'idempotency-key': 'click-1' }),
      c.post('/api/employer/register', body, { 'idempotency-key': 'click-2' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await usersWithEmail(t, email)).toBe(1);
    const mail = await waitForMail(t.app, email);
    expect(mail.map((m) => m.subject)).toEqual([
      'Confirm your email address for Tech Industry Gold',
    ]);
    expect(await jobsTo(email)).toBe(1);
  });

  // Five: the per-address limit (5 an hour) would answer a sixth with 429.
  it('creates one row for five simultaneous identical submissions', async () => {
    const email = uniqueEmail('burst.test');
    const clients = await Promise.all(Array.from({ length: 5 }, () => freshClient(t)));
    const answers = await Promise.all(
      clients.map((c) => c.post('/api/join-employers', joinPayload(email))),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await enquiriesFrom(t, email)).toBe(1);
  });

  it('counts a different payload from the same address as a new submission', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('two.test');
    await c.post('/api/join-employers', joinPayload(email));
    await c.post('/api/join-employers', { ...joinPayload(email), employer: 'Another Ltd' });
    expect(await enquiriesFrom(t, email)).toBe(2);
  });

  it('accepts the same payload again once the window has passed', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('later.test');
    await c.post('/api/join-employers', joinPayload(email));
    await t.app.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '11 minutes'
          where key like 'payload:%'`,
    );
    const later = await c.post('/api/join-employers', joinPayload(email));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await enquiriesFrom(t, email)).toBe(2);
  });
});
