// The dashboard's counts follow the lists they summarise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers.ts';
import {
  ADMIN,
  EDITOR,
  LEARNER,
  newMember,
  reauthed,
  signedIn,
  versionOf,
} from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Counts {
  pending_reviews: number;
  new_enquiries: number;
  disabled_this_week: number;
  mail_waiting: number;
  mail_failed: number;
  rights_requests_due_soon: number;
}

describe('GET /api/admin/dashboard', () => {
  it('counts pending reviews, new enquiries and members disabled this week', async () => {
    const admin = await reauthed(t, ADMIN);
    const before = (await admin.get('/api/admin/dashboard')).json() as Counts;
    expect(before).toEqual({
      pending_reviews: expect.any(Number),
      new_enquiries: expect.any(Number),
      disabled_this_week: expect.any(Number),
      mail_waiting: expect.any(Number),
      mail_failed: expect.any(Number),
      rights_requests_due_soon: expect.any(Number),
    });
    await newMember(t, { status: 'pending_review' });
    const { id } = await newMember(t);
    const disabled = await admin.post(`/api/admin/members/${id}/disable`, {
      updated_at: await versionOf(admin, id),
    });
    expect(disabled.statusCode).toBe(200);
    const reviews = (await admin.get('/api/admin/reviews')).json() as { total: number };
    const after = (await admin.get('/api/admin/dashboard')).json() as Counts;
    expect(after.pending_reviews).toBe(before.pending_reviews + 1);
    expect(after.pending_reviews).toBe(reviews.total);
    expect(after.disabled_this_week).toBe(before.disabled_this_week + 1);
    // The card's link lists exactly those members.
    const listed = (await admin.get('/api/admin/members?disabled_within=7&limit=100')).json() as {
      items: { id: number; status: string }[];
      total: number;
    };
    expect(listed.total).toBe(after.disabled_this_week);
    expect(listed.items.map((m) => m.id)).toContain(id);
    expect(listed.items.every((m) => m.status === 'disabled')).toBe(true);
    // Enabled again: off the card and the list.
    const enabled = await admin.post(`/api/admin/members/${id}/enable`, {
      updated_at: await versionOf(admin, id),
    });
    expect(enabled.statusCode).toBe(200);
    expect(((await admin.get('/api/admin/dashboard')).json() as Counts).disabled_this_week).toBe(
      before.disabled_this_week,
    );
    const bad = await admin.get('/api/admin/members?disabled_within=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors)).toEqual(['disabled_within']);
  });

  it('counts new enquiries as the public forms bring them', async () => {
    const admin = await reauthed(t, ADMIN);
    const before = (await admin.get('/api/admin/dashboard')).json() as Counts;
    const visitor = new Client(t.app, '10.40.0.9');
    await visitor.csrf();
    // The join-employers form, as a visitor sends it.
    const sent = await visitor.post('/api/join-employers', {
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana.reyes@example.test',
      phone: '07700 900101',
      address: '1 Mill Street, Leeds',
      job_title: 'CTO',
      employer: 'Brightwater Data',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = (await admin.get('/api/admin/dashboard')).json() as Counts;
    expect(after.new_enquiries).toBe(before.new_enquiries + 1);
    const listed = (await admin.get('/api/admin/enquiries?status=new')).json() as { total: number };
    expect(listed.total).toBe(after.new_enquiries);
  });

  it('is for staff: editors too, members never', async () => {
    expect((await (await signedIn(t, EDITOR)).get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/dashboard')).statusCode).toBe(403);
  });
});
