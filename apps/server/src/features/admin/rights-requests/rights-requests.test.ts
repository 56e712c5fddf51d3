// Rights requests in the staff console (decision 0064): logged with the due date a month on,
// counted on the dashboard when due within 7 days, acted on with the member's own export and
// erasure, every change audited; equality answers only ever in suppressed aggregate.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForMail, type TestContext } from '../../../../test/helpers.ts';
import {
  ADMIN,
  EDITOR,
  LEARNER,
  ageReauth,
  auditOf,
  newMember,
  reauthed,
  rows,
  signedIn,
} from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('rights requests', () => {
  it('logs a request with the due date one month on, and counts it on the dashboard when due', async () => {
    const admin = await signedIn(t, ADMIN);
    const before = (await admin.get('/api/admin/dashboard')).json().rights_requests_due_soon;
    const created = await admin.post('/api/admin/rights-requests', {
      kind: 'access',
      received_via: 'post',
      received_on: '2020-01-31',
      requester_name: 'Pat Letter',
    });
    // More than a year ago is refused; the month arithmetic itself is PostgreSQL's.
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toHaveProperty('received_on');

    const due = await admin.post('/api/admin/rights-requests', {
      kind: 'access',
      received_via: 'email',
      received_on: daysAgo(25),
      requester_name: 'Pat Letter',
      requester_email: 'pat@example.test',
    });
    expect(due.statusCode, due.body).toBe(201);
    const body = due.json();
    const expected = new Date(`${daysAgo(25)}T00:00:00Z`);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(body).toMatchObject({ status: 'open', kind: 'access', member: null });
    // One calendar month on (PostgreSQL clamps 31 January to the end of February).
    expect(body.due_on.slice(0, 7)).toBe(expected.toISOString().slice(0, 7));

    const later = await admin.post('/api/admin/rights-requests', {
      kind: 'objection',
      received_via: 'post',
      received_on: today(),
      requester_name: 'Sam Later',
    });
    expect(later.statusCode).toBe(201);
    const after = (await admin.get('/api/admin/dashboard')).json().rights_requests_due_soon;
    expect(after).toBe(before + 1);
    const soon = (await admin.get('/api/admin/rights-requests?due=soon')).json();
    expect(soon.total).toBe(after);
    expect(soon.items.map((i: { id: number }) => i.id)).toContain(body.id);
    expect(soon.items.map((i: { id: number }) => i.id)).not.toContain(later.json().id);
    expect((await auditOf(t, 'rights_request', body.id)).map((a) => a.action)).toEqual([
      'rights.create',
    ]);

    const future = await admin.post('/api/admin/rights-requests', {
      kind: 'access',
      received_via: 'post',
      received_on: '2999-01-01',
      requester_name: 'Time Traveller',
    });
    expect(future.statusCode).toBe(422);
    const bad = await admin.post('/api/admin/rights-requests', {
      kind: 'forget-me',
      received_via: 'pigeon',
      received_on: 'yesterday',
      requester_name: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['kind', 'received_on', 'received_via', 'requester_name'].sort(),
    );
  });

  it("answers an access request with the member's own export, emailed to the member", async () => {
    const admin = await reauthed(t, ADMIN);
    const learner = await rows<{ id: number }>(
      t,
      sql`select id from users where email = ${LEARNER}`,
    );
    const created = (
      await admin.post('/api/admin/rights-requests', {
        kind: 'access',
        received_via: 'email',
        received_on: today(),
        requester_name: 'The learner',
      })
    ).json();
    // Not matched yet: a field error on the member.
    const unmatched = await admin.post(`/api/admin/rights-requests/${created.id}/export`, {
      updated_at: created.updated_at,
    });
    expect(unmatched.statusCode).toBe(422);
    expect(unmatched.json().errors).toHaveProperty('user_id');

    const matched = await admin.request('PATCH', `/api/admin/rights-requests/${created.id}`, {
      updated_at: created.updated_at,
      user_id: learner[0]!.id,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    // A stale version is refused.
    const stale = await admin.post(`/api/admin/rights-requests/${created.id}/export`, {
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const sent = await admin.post(`/api/admin/rights-requests/${created.id}/export`, {
      updated_at: matched.json().updated_at,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const [mail] = await waitForMail(t.app, LEARNER);
    expect(mail!.subject).toBe('Your Tech Industry Gold data is ready to download');
    expect((await auditOf(t, 'rights_request', created.id)).map((a) => a.action)).toEqual([
      'rights.create',
      'rights.update',
      'rights.export',
    ]);
    // An erasure action on an access request is refused.
    const wrongKind = await (
      await reauthed(t, ADMIN)
    ).post(`/api/admin/rights-requests/${created.id}/erase`, {
      updated_at: sent.json().request.updated_at,
    });
    expect(wrongKind.statusCode).toBe(422);
  });

  it('answers an erasure request by erasing the account at once, after re-authentication', async () => {
    const member = await newMember(t);
    const admin = await reauthed(t, ADMIN);
    const created = (
      await admin.post('/api/admin/rights-requests', {
        kind: 'erasure',
        received_via: 'post',
        received_on: today(),
        requester_name: 'Test Person',
        requester_email: member.email,
        user_id: member.id,
      })
    ).json();
    await ageReauth(t, ADMIN, 16);
    const needsReauth = await admin.post(`/api/admin/rights-requests/${created.id}/erase`, {
      updated_at: created.updated_at,
    });
    expect(needsReauth.statusCode).toBe(403);
    expect(needsReauth.json()).toMatchObject({ reauth_required: true });

    const fresh = await reauthed(t, ADMIN);
    const erased = await fresh.post(`/api/admin/rights-requests/${created.id}/erase`, {
      updated_at: created.updated_at,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().request).toMatchObject({
      status: 'done',
      member: null,
      requester_name: 'Former member',
      requester_email: null,
      closed_at: expect.any(String),
    });
    expect(await rows(t, sql`select id from users where id = ${member.id}`)).toHaveLength(0);
    expect((await auditOf(t, 'user', member.id)).map((a) => a.action)).toEqual(['member.erase']);
    // Closed: a second erasure is a conflict.
    const again = await fresh.post(`/api/admin/rights-requests/${created.id}/erase`, {
      updated_at: erased.json().request.updated_at,
    });
    expect(again.statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    for (const email of [EDITOR, LEARNER]) {
      const c = await signedIn(t, email);
      expect((await c.get('/api/admin/rights-requests')).statusCode).toBe(403);
      expect((await c.get('/api/admin/equality')).statusCode).toBe(403);
    }
  });
});

describe('equality data', () => {
  it('is counted by option, with counts from 1 to 4 suppressed, and names nobody', async () => {
    const admin = await signedIn(t, ADMIN);
    const [gender] = await rows<{ id: number; title: string }>(
      t,
      sql`select id, title from genders order by sort_order, title limit 1`,
    );
    const before = (await admin.get('/api/admin/equality')).json();
    const countOf = (report: { gender: { option: string; count: number | null }[] }) =>
      report.gender.find((g) => g.option === gender!.title)!.count;
    // Make the first option's true count exactly 3, then 6.
    await t.app.database.db.execute(
      sql`update users set gender_id = null where gender_id = ${gender!.id}`,
    );
    const added: number[] = [];
    for (let i = 0; i < 6; i++) {
      const m = await newMember(t);
      added.push(m.id);
      if (i === 2) {
        await t.app.database.db.execute(
          sql`update users set gender_id = ${gender!.id} where id in ${added}`,
        );
        const three = (await admin.get('/api/admin/equality')).json();
        expect(countOf(three)).toBeNull();
      }
    }
    await t.app.database.db.execute(
      sql`update users set gender_id = ${gender!.id} where id in ${added}`,
    );
    const six = (await admin.get('/api/admin/equality')).json();
    expect(countOf(six)).toBe(6);
    expect(six.suppressed_below).toBe(5);
    expect(six.gender.at(-1).option).toBe('Not answered');
    expect(before.ethnicity.length).toBeGreaterThan(1);
    // Aggregates only: no names, no addresses, no ids.
    expect(JSON.stringify(six)).not.toMatch(/@|Test Person/);
    for (const list of [six.gender, six.ethnicity]) {
      for (const row of list) expect(Object.keys(row).sort()).toEqual(['count', 'option']);
    }
  });
});
