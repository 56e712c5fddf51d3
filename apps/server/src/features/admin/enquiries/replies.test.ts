// Replies from the console (issue 36): staff write a reply on the enquiry's page; it is kept
// on the enquiry's timeline with the notes and emailed to the enquirer through the mail
// outbox in the same transaction (decision 0082), from the site's address with Reply-To the
// team's, as plain text with a short quote of what they sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, waitForMail, type TestContext } from '../../../../test/helpers.ts';
import { EDITOR, LEARNER, auditOf, rows, signedIn, uniqueEmail, userId } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** STAFF_INBOX's default: TEAM_ADDRESS is unset in the tests. */
const TEAM = 'staff@techgold.test';

async function submitEnquiry() {
  const c = await signedIn(t);
  const email = uniqueEmail('harbourline.test');
  const res = await c.post('/api/join-employers', {
    first_name: 'Nia',
    last_name: 'Okafor',
    email,
    phone: '07700 900202',
    address: '4 Quay Road, Hull',
    job_title: 'Head of Data',
    employer: 'Harbourline Logistics',
  });
  expect(res.statusCode).toBe(201);
  const [row] = await rows<{ id: number }>(t, sql`select id from enquiries where email = ${email}`);
  return { id: row!.id, email };
}

type Captured = { subject: string; text: string; html: string; headers: Record<string, string> };

describe('POST /api/admin/enquiries/:id/replies', () => {
  it('keeps the reply on the timeline, emails it through the outbox with Reply-To, and audits it', async () => {
    const editor = await signedIn(t, EDITOR);
    const editorId = await userId(t, EDITOR);
    const { id, email } = await submitEnquiry();
    await editor.post(`/api/admin/enquiries/${id}/notes`, { body: 'Asked Sam to call first.' });

    const body = 'Thank you for getting in touch.\nWe can meet on <b>Tuesday</b> & talk it over.';
    const res = await editor.post(`/api/admin/enquiries/${id}/replies`, { body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'reply',
      body,
      author: { id: editorId },
      delivery: expect.stringMatching(/^(waiting|sent)$/),
    });

    // One outbox row for it, written with the reply.
    const [stored] = await rows<{ outbox_id: string; to_address: string }>(
      t,
      sql`select n.outbox_id, o.to_address from enquiry_notes n
           join mail_outbox o on o.id = n.outbox_id
          where n.enquiry_id = ${id} and n.kind = 'reply'`,
    );
    expect(stored!.to_address).toBe(email);

    // The form's own acknowledgement, then the reply.
    const mail = ((await waitForMail(t.app, email, 2)) as unknown as Captured[]).find(
      (m) => m.subject === 'Your enquiry to Tech Industry Gold',
    );
    expect(mail).toBeDefined();
    expect(mail!.headers['Reply-To']).toBe(TEAM);
    // Plain text: no HTML part, the typed markup stays text.
    expect(mail!.html).toBe('');
    expect(mail!.text).toContain('Hello Nia,');
    expect(mail!.text).toContain(body);
    expect(mail!.text).toContain('\n\nRobin Editor\nTech Industry Gold\n');
    expect(mail!.text).toMatch(
      /On \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} you sent us this enquiry:\n> Nia Okafor asked to join Tech Industry Gold as an employer\.\n> Organisation: Harbourline Logistics/,
    );

    // The timeline: the note, then the reply (oldest first), each with who and when.
    const detail = (await editor.get(`/api/admin/enquiries/${id}`)).json() as {
      notes: number;
      note_list: { kind: string; body: string; author: { id: number }; created_at: string }[];
    };
    expect(detail.note_list.map((n) => [n.kind, n.author.id])).toEqual([
      ['note', editorId],
      ['reply', editorId],
    ]);
    expect(detail.notes).toBe(1);

    // The audit row says a reply went, not what it said nor to whom.
    const audit = await auditOf(t, 'enquiry', id);
    const replied = audit.find((a) => a.action === 'enquiry.reply');
    expect(replied).toBeDefined();
    expect(JSON.stringify(replied)).not.toContain('Tuesday');
    expect(JSON.stringify(replied)).not.toContain(email);
  });

  it('refuses an empty or oversized reply with a field error, and keeps and sends nothing', async () => {
    const editor = await signedIn(t, EDITOR);
    const { id, email } = await submitEnquiry();
    for (const [payload, message] of [
      [{ body: '' }, 'Enter your reply'],
      [{ body: '   ' }, 'Enter your reply'],
      [{}, 'Enter your reply'],
      [{ body: 'x'.repeat(5001) }, 'Your reply must be 5,000 characters or fewer'],
    ] as const) {
      const res = await editor.post(`/api/admin/enquiries/${id}/replies`, payload);
      expect(res.statusCode).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors.body).toEqual([message]);
    }
    const [counts] = await rows<{ replies: number; mail: number }>(
      t,
      sql`select (select count(*)::int from enquiry_notes where enquiry_id = ${id}) as replies,
                 (select count(*)::int from mail_outbox where to_address = ${email}
                   and subject = 'Your enquiry to Tech Industry Gold') as mail`,
    );
    expect(counts).toEqual({ replies: 0, mail: 0 });
    expect(await auditOf(t, 'enquiry', id)).toEqual([]);
    expect(
      (await editor.post('/api/admin/enquiries/99999999/replies', { body: 'Hello' })).statusCode,
    ).toBe(404);
  });

  it('is sent once: a retry with its Idempotency-Key, or the same text again soon, emails nothing more', async () => {
    const editor = await signedIn(t, EDITOR);
    const { id, email } = await submitEnquiry();
    const path = `/api/admin/enquiries/${id}/replies`;
    const key = 'reply-fill-4f1c2a';
    const first = await editor.post(
      path,
      { body: 'We can call on Friday.' },
      {
        'idempotency-key': key,
      },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The answer was lost and the browser tries again with the same fill's key.
    const retry = await editor.post(
      path,
      { body: 'We can call on Friday.' },
      {
        'idempotency-key': key,
      },
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({ id: first.json<{ id: number }>().id });
    // The same words again a moment later, from another fill: a double send, not a new reply.
    const again = await editor.post(path, { body: 'We can call on Friday.' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Other words are a new reply.
    const next = await editor.post(path, { body: 'Or on Monday, if that suits.' });
    expect(next.statusCode).toBe(201);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
    // The same key for other words is the client's mistake, said plainly.
    const reused = await editor.post(path, { body: 'Something else.' }, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);

    const [counts] = await rows<{ replies: number; mail: number; audited: number }>(
      t,
      sql`select (select count(*)::int from enquiry_notes
                   where enquiry_id = ${id} and kind = 'reply') as replies,
                 (select count(*)::int from mail_outbox where to_address = ${email}
                   and subject = 'Your enquiry to Tech Industry Gold') as mail,
                 (select count(*)::int from audit_log where action = 'enquiry.reply'
                   and subject_id = ${String(id)}) as audited`,
    );
    expect(counts).toEqual({ replies: 2, mail: 2, audited: 2 });
  });

  it('is for staff only, and refused without the CSRF header (419)', async () => {
    const { id } = await submitEnquiry();
    const learner = await signedIn(t, LEARNER);
    expect(
      (await learner.post(`/api/admin/enquiries/${id}/replies`, { body: 'Hello' })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/replies`,
      payload: { body: 'Hello' },
    });
    expect([401, 419]).toContain(anonymous.statusCode);

    const editor = await signedIn(t, EDITOR);
    const cookie = [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/replies`,
      headers: { cookie },
      payload: { body: 'Hello' },
    });
    expect(noCsrf.statusCode).toBe(419);
    const [left] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from enquiry_notes where enquiry_id = ${id}`,
    );
    expect(left!.n).toBe(0);
  });
});
