// The enquiries inbox: the staff email links to the console page, editors and admins list,
// read, assign, move through new → in progress → closed (version-checked) and add notes,
// every change audited in its transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, waitForMail, type TestContext } from '../../../../test/helpers.ts';
import {
  ADMIN,
  EDITOR,
  LEARNER,
  auditOf,
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

const STAFF_INBOX = 'staff@techgold.test';

async function submitEnquiry(organisation = 'Brightwater Data') {
  const c = await signedIn(t);
  const email = uniqueEmail('brightwater-data.test');
  const res = await c.post('/api/join-employers', {
    first_name: 'Rosa',
    last_name: 'Fielding',
    email,
    phone: '07700 900101',
    address: '1 Mill Street, Leeds',
    job_title: 'CTO',
    employer: organisation,
  });
  expect(res.statusCode).toBe(201);
  const [row] = await rows<{ id: number }>(t, sql`select id from enquiries where email = ${email}`);
  return { id: row!.id, email };
}

async function versionOf(c: Awaited<ReturnType<typeof signedIn>>, id: number) {
  return ((await c.get(`/api/admin/enquiries/${id}`)).json() as { updated_at: string }).updated_at;
}

describe('the staff notification', () => {
  it("links to the enquiry's page in the console", async () => {
    const { id, email } = await submitEnquiry();
    const mail = await waitForMail(t.app, STAFF_INBOX);
    const mine = mail.find((m) => m.text.includes(email))!;
    expect(mine.text).toContain(`/admin/enquiries/${id}`);
    expect(mine.html).toContain(`/admin/enquiries/${id}"`);
  });
});

describe('GET /api/admin/enquiries', () => {
  it('lists as an inbox with status, assignee and search filters and a total, for editors', async () => {
    const editor = await signedIn(t, EDITOR);
    const { id } = await submitEnquiry('Quillfeather Analytics');
    const res = await editor.get('/api/admin/enquiries?status=new&q=quillfeather');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [
        { id, status: 'new', organisation: 'Quillfeather Analytics', assignee: null, notes: 0 },
      ],
    });
    expect(
      (
        (await editor.get('/api/admin/enquiries?assignee=me&q=quillfeather')).json() as {
          total: number;
        }
      ).total,
    ).toBe(0);
    expect(
      (
        (await editor.get('/api/admin/enquiries?assignee=none&q=quillfeather')).json() as {
          total: number;
        }
      ).total,
    ).toBe(1);
    const bad = await editor.get('/api/admin/enquiries?status=open&assignee=someone&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'assignee',
      'limit',
      'status',
    ]);
  });

  it('is not for members', async () => {
    const learner = await signedIn(t, LEARNER);
    expect((await learner.get('/api/admin/enquiries')).statusCode).toBe(403);
  });
});

describe('working an enquiry', () => {
  it('assign, note, close: each audited; the detail shows the notes with times', async () => {
    const editor = await signedIn(t, EDITOR);
    const editorId = await userId(t, EDITOR);
    const { id } = await submitEnquiry();
    const assigned = await editor.request('PATCH', `/api/admin/enquiries/${id}`, {
      updated_at: await versionOf(editor, id),
      status: 'in_progress',
      assignee_id: editorId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'in_progress',
      assignee: { id: editorId, email: EDITOR },
    });

    const note = await editor.post(`/api/admin/enquiries/${id}/notes`, {
      body: 'Called back; sending the pack.',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      body: 'Called back; sending the pack.',
      author: { id: editorId },
      created_at: expect.any(String),
    });

    const admin = await signedIn(t, ADMIN);
    const closed = await admin.request('PATCH', `/api/admin/enquiries/${id}`, {
      updated_at: await versionOf(admin, id),
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    const detail = (await admin.get(`/api/admin/enquiries/${id}`)).json() as {
      status: string;
      notes: number;
      phone: string;
      note_list: { body: string; created_at: string }[];
    };
    expect(detail).toMatchObject({ status: 'closed', notes: 1, phone: '07700 900101' });
    expect(detail.note_list.map((n) => n.body)).toEqual(['Called back; sending the pack.']);

    const audit = await auditOf(t, 'enquiry', id);
    expect(audit.map((a) => a.action)).toEqual([
      'enquiry.update',
      'enquiry.note',
      'enquiry.update',
    ]);
    expect(audit[0]).toMatchObject({
      before: { status: 'new', assignee_id: null },
      after: { status: 'in_progress', assignee_id: editorId },
    });
    expect(audit[2]).toMatchObject({
      before: { status: 'in_progress' },
      after: { status: 'closed' },
    });
  });

  it('refuses a stale save (409), a non-staff assignee and bad notes (422), with no audit row', async () => {
    const editor = await signedIn(t, EDITOR);
    const admin = await signedIn(t, ADMIN);
    const { id } = await submitEnquiry();
    const opened = await versionOf(editor, id);
    expect(
      (
        await admin.request('PATCH', `/api/admin/enquiries/${id}`, {
          updated_at: opened,
          status: 'in_progress',
        })
      ).statusCode,
    ).toBe(200);
    const stale = await editor.request('PATCH', `/api/admin/enquiries/${id}`, {
      updated_at: opened,
      status: 'closed',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'This record has changed since you opened it.' });

    const learnerId = await userId(t, LEARNER);
    const notStaff = await editor.request('PATCH', `/api/admin/enquiries/${id}`, {
      updated_at: await versionOf(editor, id),
      assignee_id: learnerId,
    });
    expect(notStaff.statusCode).toBe(422);
    expect((notStaff.json() as { errors: object }).errors).toHaveProperty('assignee_id');

    for (const body of [{}, { body: '' }, { body: 'x'.repeat(5001) }, { body: 42 }]) {
      const res = await editor.post(`/api/admin/enquiries/${id}/notes`, body);
      expect(res.statusCode).toBe(422);
      expect((res.json() as { errors: object }).errors).toHaveProperty('body');
    }
    expect(
      (await editor.post('/api/admin/enquiries/99999999/notes', { body: 'hi' })).statusCode,
    ).toBe(404);
    expect((await auditOf(t, 'enquiry', id)).map((a) => a.action)).toEqual(['enquiry.update']);
  });

  it('refuses changes without the CSRF header (419)', async () => {
    const editor = await signedIn(t, EDITOR);
    const { id } = await submitEnquiry();
    const cookie = [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const [method, url] of [
      ['PATCH', `/api/admin/enquiries/${id}`],
      ['POST', `/api/admin/enquiries/${id}/notes`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie }, payload: { body: 'x' } });
      expect(res.statusCode).toBe(419);
    }
  });
});
