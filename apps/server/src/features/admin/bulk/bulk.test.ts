// Bulk actions of the console (decision 0094): each takes up to 100 ids, is refused to the
// roles the single action is refused to and without the CSRF header, and answers what was done
// and what was refused with a reason in words; every row done is audited as a single change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BULK_MAX, bulkMessages, bulkReasons } from '@techgold/contracts/admin/bulk';
import { createTestApp, waitForMail, type TestContext } from '../../../../test/helpers.ts';
import {
  ADMIN,
  EDITOR,
  LEARNER,
  auditOf,
  newMember,
  rows,
  signedIn,
  uniqueEmail,
  userId,
} from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = { done: number[]; refused: { id: number; reason: string }[] };

/** The same request without the X-XSRF-TOKEN header: 419, and nothing changes. */
async function withoutCsrf(c: Awaited<ReturnType<typeof signedIn>>, url: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
}

async function aCourse() {
  const [row] = await rows<{ id: number; school_id: number }>(
    t,
    sql`select c.id, c.school_id from courses c join schools s on s.id = c.school_id
         where s.title = 'Northbridge University' order by c.id limit 1`,
  );
  return row!;
}

async function statusOf(id: number) {
  const [row] = await rows<{ status: string }>(t, sql`select status from users where id = ${id}`);
  return row?.status;
}

describe('the ids a bulk action takes', () => {
  it('must be 1 to 100 whole ids, each once (422 in words)', async () => {
    const editor = await signedIn(t, EDITOR);
    const url = '/api/admin/enquiries/bulk/close';
    const cases: [unknown, string][] = [
      [[], bulkMessages.none],
      [Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1), bulkMessages.tooMany],
      [[1, 1], bulkMessages.repeated],
      [['x'], bulkMessages.none],
    ];
    for (const [ids, message] of cases) {
      const res = await editor.post(url, { ids });
      expect(res.statusCode, JSON.stringify(ids).slice(0, 40)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await editor.post(url, {})).statusCode).toBe(422);
    // A hundred unknown ids are not an error: each is refused as not found.
    const hundred = Array.from({ length: BULK_MAX }, (_, i) => 2_000_000_000 + i);
    const res = await editor.post(url, { ids: hundred });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Answer).refused).toHaveLength(BULK_MAX);
    expect((res.json() as Answer).refused[0]).toEqual({
      id: hundred[0],
      reason: bulkReasons.notFound,
    });
  });
});

describe('POST /api/admin/reviews/bulk/approve and /reject', () => {
  it('approves several onto one course, refusing one already decided, each audited and emailed', async () => {
    const admin = await signedIn(t, ADMIN);
    const a = await newMember(t, { status: 'pending_review' });
    const b = await newMember(t, { status: 'pending_review' });
    const decided = await newMember(t, { status: 'pending_review' });
    const course = await aCourse();
    const body = { school_id: course.school_id, course_id: course.id };
    expect(
      (await admin.post('/api/admin/reviews/bulk/reject', { ids: [decided.id], reason: 'No' }))
        .statusCode,
    ).toBe(200);

    const res = await admin.post('/api/admin/reviews/bulk/approve', {
      ...body,
      ids: [a.id, decided.id, b.id, 2_000_000_001],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: [a.id, b.id],
      refused: [
        { id: decided.id, reason: bulkReasons.rejected },
        { id: 2_000_000_001, reason: bulkReasons.notFound },
      ],
    });
    expect(await statusOf(a.id)).toBe('active');
    expect(await statusOf(b.id)).toBe('active');
    expect(await statusOf(decided.id)).toBe('disabled');
    for (const m of [a, b]) {
      expect((await auditOf(t, 'user', m.id)).map((e) => e.action)).toEqual(['review.approve']);
    }
    expect((await auditOf(t, 'user', decided.id)).map((e) => e.action)).toEqual(['review.reject']);
    await waitForMail(t.app, b.email);

    // Approving again: every one is refused as already approved, nothing more is audited.
    const again = await admin.post('/api/admin/reviews/bulk/approve', { ...body, ids: [a.id] });
    expect(again.json()).toEqual({
      done: [],
      refused: [{ id: a.id, reason: bulkReasons.approved }],
    });
    expect(await auditOf(t, 'user', a.id)).toHaveLength(1);
  });

  it('refuses a course that does not fit before any sign-up is decided', async () => {
    const admin = await signedIn(t, ADMIN);
    const a = await newMember(t, { status: 'pending_review' });
    const res = await admin.post('/api/admin/reviews/bulk/approve', {
      ids: [a.id],
      school_id: 2_000_000_000,
      course_id: 2_000_000_000,
    });
    expect(res.statusCode).toBe(422);
    expect(await statusOf(a.id)).toBe('pending_review');
    expect(await auditOf(t, 'user', a.id)).toEqual([]);
  });

  it('is for admins only, and needs the CSRF header', async () => {
    const a = await newMember(t, { status: 'pending_review' });
    const course = await aCourse();
    const body = { ids: [a.id], school_id: course.school_id, course_id: course.id };
    const anonymous = await signedIn(t);
    expect((await anonymous.post('/api/admin/reviews/bulk/approve', body)).statusCode).toBe(401);
    for (const email of [EDITOR, LEARNER]) {
      const c = await signedIn(t, email);
      expect((await c.post('/api/admin/reviews/bulk/approve', body)).statusCode).toBe(403);
      expect(
        (await c.post('/api/admin/reviews/bulk/reject', { ids: [a.id], reason: 'No' })).statusCode,
      ).toBe(403);
    }
    const admin = await signedIn(t, ADMIN);
    expect((await withoutCsrf(admin, '/api/admin/reviews/bulk/approve', body)).statusCode).toBe(
      419,
    );
    expect(await statusOf(a.id)).toBe('pending_review');
    const blank = await admin.post('/api/admin/reviews/bulk/reject', { ids: [a.id], reason: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(await statusOf(a.id)).toBe('pending_review');
  });

  it('rejects several with one reason, each emailed it and audited', async () => {
    const admin = await signedIn(t, ADMIN);
    const a = await newMember(t, { status: 'pending_review' });
    const b = await newMember(t, { status: 'pending_review' });
    const res = await admin.post('/api/admin/reviews/bulk/reject', {
      ids: [a.id, b.id],
      reason: 'We could not confirm your course.',
    });
    expect(res.json()).toEqual({ done: [a.id, b.id], refused: [] });
    const mail = await waitForMail(t.app, b.email);
    expect(mail[0]!.text).toContain('We could not confirm your course.');
    expect(await auditOf(t, 'user', a.id)).toEqual([
      expect.objectContaining({
        action: 'review.reject',
        data: { reason: 'We could not confirm your course.' },
      }),
    ]);
  });
});

async function anEnquiry() {
  const c = await signedIn(t);
  const email = uniqueEmail('brightwater-data.test');
  const res = await c.post('/api/join-employers', {
    first_name: 'Rosa',
    last_name: 'Fielding',
    email,
    phone: '07700 900101',
    address: '1 Mill Street, Leeds',
    job_title: 'CTO',
    employer: 'Brightwater Data',
  });
  expect(res.statusCode).toBe(201);
  const [row] = await rows<{ id: number }>(t, sql`select id from enquiries where email = ${email}`);
  return row!.id;
}

const enquiryRow = async (id: number) =>
  (
    await rows<{ status: string; assignee_user_id: number | null }>(
      t,
      sql`select status, assignee_user_id from enquiries where id = ${id}`,
    )
  )[0]!;

describe('POST /api/admin/enquiries/bulk/close and /assign', () => {
  it('closes several for an editor, refusing one already closed, each audited', async () => {
    const editor = await signedIn(t, EDITOR);
    const [a, b] = [await anEnquiry(), await anEnquiry()];
    expect((await editor.post('/api/admin/enquiries/bulk/close', { ids: [a] })).json()).toEqual({
      done: [a],
      refused: [],
    });
    const res = await editor.post('/api/admin/enquiries/bulk/close', { ids: [a, b] });
    expect(res.json()).toEqual({ done: [b], refused: [{ id: a, reason: bulkReasons.closed }] });
    expect((await enquiryRow(b)).status).toBe('closed');
    expect(await auditOf(t, 'enquiry', b)).toEqual([
      expect.objectContaining({
        action: 'enquiry.update',
        actor_user_id: await userId(t, EDITOR),
        before: { status: 'new' },
        after: { status: 'closed' },
      }),
    ]);
    expect(await auditOf(t, 'enquiry', a)).toHaveLength(1);
  });

  it('assigns several to one member of staff; an unknown assignee is refused first', async () => {
    const editor = await signedIn(t, EDITOR);
    const admin = await userId(t, ADMIN);
    const [a, b] = [await anEnquiry(), await anEnquiry()];
    const wrong = await editor.post('/api/admin/enquiries/bulk/assign', {
      ids: [a, b],
      assignee_id: await userId(t, LEARNER),
    });
    expect(wrong.statusCode).toBe(422);
    expect((wrong.json() as { errors: object }).errors).toEqual({
      assignee_id: ['Choose a member of staff.'],
    });
    expect((await enquiryRow(a)).assignee_user_id).toBeNull();

    await editor.post('/api/admin/enquiries/bulk/assign', { ids: [a], assignee_id: admin });
    const res = await editor.post('/api/admin/enquiries/bulk/assign', {
      ids: [a, b],
      assignee_id: admin,
    });
    expect(res.json()).toEqual({ done: [b], refused: [{ id: a, reason: bulkReasons.assigned }] });
    expect((await enquiryRow(b)).assignee_user_id).toBe(admin);
    const none = await editor.post('/api/admin/enquiries/bulk/assign', {
      ids: [a, b],
      assignee_id: null,
    });
    expect(none.json()).toEqual({ done: [a, b], refused: [] });
    expect(await auditOf(t, 'enquiry', b)).toHaveLength(2);
  });

  it('is refused to members and without the CSRF header', async () => {
    const a = await anEnquiry();
    const learner = await signedIn(t, LEARNER);
    expect((await learner.post('/api/admin/enquiries/bulk/close', { ids: [a] })).statusCode).toBe(
      403,
    );
    expect(
      (await (await signedIn(t)).post('/api/admin/enquiries/bulk/close', { ids: [a] })).statusCode,
    ).toBe(401);
    const editor = await signedIn(t, EDITOR);
    expect(
      (await withoutCsrf(editor, '/api/admin/enquiries/bulk/close', { ids: [a] })).statusCode,
    ).toBe(419);
    expect((await enquiryRow(a)).status).toBe('new');
  });
});

async function aSubscriber(state: 'active' | 'pending' | 'unsubscribed') {
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into subscribers (email, status, state, confirmed_at, unsubscribed_at)
        values (${uniqueEmail()}, 'learner', ${state}::subscriber_state,
                case when ${state} <> 'pending' then now() end,
                case when ${state} = 'unsubscribed' then now() end)
        returning id`,
  );
  return row!.id;
}
const subscriberState = async (id: number) =>
  (await rows<{ state: string }>(t, sql`select state from subscribers where id = ${id}`))[0]!.state;

describe('POST /api/admin/subscribers/bulk/remove', () => {
  it('unsubscribes several for an editor, keeping the records; one already gone is refused', async () => {
    const editor = await signedIn(t, EDITOR);
    const [a, b, gone] = [
      await aSubscriber('active'),
      await aSubscriber('pending'),
      await aSubscriber('unsubscribed'),
    ];
    const res = await editor.post('/api/admin/subscribers/bulk/remove', { ids: [a, b, gone] });
    expect(res.json()).toEqual({
      done: [a, b],
      refused: [{ id: gone, reason: bulkReasons.unsubscribed }],
    });
    expect(await subscriberState(a)).toBe('unsubscribed');
    expect(await subscriberState(b)).toBe('unsubscribed');
    expect(await auditOf(t, 'subscriber', a)).toEqual([
      expect.objectContaining({
        action: 'subscriber.remove',
        before: { state: 'confirmed' },
        after: { state: 'unsubscribed' },
      }),
    ]);
    expect(await auditOf(t, 'subscriber', gone)).toEqual([]);
  });

  it('is refused to members and without the CSRF header', async () => {
    const a = await aSubscriber('active');
    const learner = await signedIn(t, LEARNER);
    expect(
      (await learner.post('/api/admin/subscribers/bulk/remove', { ids: [a] })).statusCode,
    ).toBe(403);
    const editor = await signedIn(t, EDITOR);
    expect(
      (await withoutCsrf(editor, '/api/admin/subscribers/bulk/remove', { ids: [a] })).statusCode,
    ).toBe(419);
    expect(await subscriberState(a)).toBe('active');
  });
});

const AUTHOR = 'author@techgold.test';
async function liveInsights(n: number) {
  const [author] = await rows<{ id: number }>(t, sql`select id from users where email = ${AUTHOR}`);
  return (
    await rows<{ id: number }>(
      t,
      sql`select id from insights where user_id = ${author!.id} and live order by id desc limit ${n}`,
    )
  ).map((r) => r.id);
}
const isLive = async (id: number) =>
  (await rows<{ live: boolean }>(t, sql`select live from insights where id = ${id}`))[0]!.live;

describe('POST /api/admin/insights/bulk/unpublish and /:id/republish', () => {
  it('unpublishes several with one reason, refusing one not published; republish undoes one', async () => {
    const editor = await signedIn(t, EDITOR);
    const [a, b] = await liveInsights(2);
    await editor.post('/api/admin/insights/bulk/unpublish', { ids: [a], reason: 'Off topic' });
    const res = await editor.post('/api/admin/insights/bulk/unpublish', {
      ids: [a, b],
      reason: 'Off topic',
    });
    expect(res.json()).toEqual({
      done: [b],
      refused: [{ id: a, reason: bulkReasons.notPublished }],
    });
    expect(await isLive(b!)).toBe(false);
    expect(await auditOf(t, 'insight', b!)).toEqual([
      expect.objectContaining({ action: 'insight.unpublish', data: { reason: 'Off topic' } }),
    ]);

    const version = (
      (await editor.get(`/api/admin/insights?state=draft&sort=updated&limit=100`)).json() as {
        items: { id: number; updated_at: string }[];
      }
    ).items.find((i) => i.id === b)!.updated_at;
    expect(
      (
        await withoutCsrf(editor, `/api/admin/insights/${b}/republish`, {
          updated_at: version,
          reason: 'Back after review',
        })
      ).statusCode,
    ).toBe(419);
    const learner = await signedIn(t, LEARNER);
    expect(
      (
        await learner.post(`/api/admin/insights/${b}/republish`, {
          updated_at: version,
          reason: 'Back after review',
        })
      ).statusCode,
    ).toBe(403);
    const back = await editor.post(`/api/admin/insights/${b}/republish`, {
      updated_at: version,
      reason: 'Back after review',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id: b, live: true });
    expect(await isLive(b!)).toBe(true);
    expect((await auditOf(t, 'insight', b!)).map((e) => e.action)).toEqual([
      'insight.unpublish',
      'insight.republish',
    ]);
    // Twice is a 409, not a second change.
    const again = await editor.post(`/api/admin/insights/${b}/republish`, {
      updated_at: (back.json() as { updated_at: string }).updated_at,
      reason: 'Back after review',
    });
    expect(again.statusCode).toBe(409);
  });

  it('is refused to members and without the CSRF header', async () => {
    const [a] = await liveInsights(1);
    const body = { ids: [a], reason: 'Off topic' };
    expect(
      (await (await signedIn(t, LEARNER)).post('/api/admin/insights/bulk/unpublish', body))
        .statusCode,
    ).toBe(403);
    const editor = await signedIn(t, EDITOR);
    expect((await withoutCsrf(editor, '/api/admin/insights/bulk/unpublish', body)).statusCode).toBe(
      419,
    );
    expect(await isLive(a!)).toBe(true);
  });
});

describe('POST /api/admin/credentials/bulk/revoke', () => {
  async function issued() {
    const admin = await signedIn(t, ADMIN);
    const [badge] = await rows<{ id: number }>(
      t,
      sql`select id from credential_groups order by id limit 1`,
    );
    const member = (await newMember(t)).id;
    const res = await admin.post('/api/admin/credentials', {
      user_id: member,
      group_id: badge!.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }
  const revokedAt = async (id: number) =>
    (
      await rows<{ revoked_at: Date | null }>(
        t,
        sql`select revoked_at from credentials where id = ${id}`,
      )
    )[0]!.revoked_at;

  it('revokes several with one reason, refusing one already revoked, each audited', async () => {
    const editor = await signedIn(t, EDITOR);
    const [a, b] = [await issued(), await issued()];
    await editor.post('/api/admin/credentials/bulk/revoke', { ids: [a], reason: 'In error' });
    const res = await editor.post('/api/admin/credentials/bulk/revoke', {
      ids: [a, b],
      reason: 'In error',
    });
    expect(res.json()).toEqual({ done: [b], refused: [{ id: a, reason: bulkReasons.revoked }] });
    expect(await revokedAt(b)).not.toBeNull();
    expect((await auditOf(t, 'credential', b)).map((e) => e.action)).toEqual([
      'credential.issue',
      'credential.revoke',
    ]);
  });

  it('is refused to members and without the CSRF header', async () => {
    const a = await issued();
    const body = { ids: [a], reason: 'In error' };
    expect(
      (await (await signedIn(t, LEARNER)).post('/api/admin/credentials/bulk/revoke', body))
        .statusCode,
    ).toBe(403);
    const editor = await signedIn(t, EDITOR);
    expect((await withoutCsrf(editor, '/api/admin/credentials/bulk/revoke', body)).statusCode).toBe(
      419,
    );
    expect(await revokedAt(a)).toBeNull();
  });
});
