// The mail outbox in the console: waiting, failed (with why) and sent mail by recipient and
// subject, live or already archived by pg-boss, never a body; a failed mail sent again is a
// new copy in the outbox with its audit row. Admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outboxMessages } from '@techgold/contracts/admin-outbox';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { MAIL_QUEUE } from '../../../plugins/jobs.ts';
import { ADMIN, EDITOR, auditOf, reauthed, rows, signedIn, uniqueEmail } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  items: {
    id: string;
    to: string;
    subject: string;
    state: string;
    tries: number;
    last_error: string | null;
    finished_at: string | null;
  }[];
  total: number;
}

/** A mail job that the workers will not reach for an hour (so a test can decide its fate). */
async function queuedMail(to: string, subject: string) {
  const id = await t.app.jobs.boss.send(
    MAIL_QUEUE,
    { to, subject, text: `Reset: https://example.test/reset/SECRET-${subject}`, html: '<p>x</p>' },
    { startAfter: 3600 },
  );
  return id!;
}

/** A mail whose last try failed after every retry was used (the mail queue allows 30). */
async function failedMail(to: string, subject: string, reason: string) {
  const id = await queuedMail(to, subject);
  await rows(t, sql`update pgboss.job set retry_count = retry_limit where id = ${id}`);
  await t.app.jobs.boss.fail(MAIL_QUEUE, id, { message: reason });
  return id;
}

/** What pg-boss's maintenance does to a finished job after 12 hours. */
async function archive(id: string) {
  await rows(
    t,
    sql`with moved as (delete from pgboss.job where id = ${id} returning *)
        insert into pgboss.archive (id, name, priority, data, state, retry_limit, retry_count,
          retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on,
          expire_in, created_on, completed_on, keep_until, dead_letter, policy, output)
        select id, name, priority, data, state, retry_limit, retry_count, retry_delay,
          retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in,
          created_on, completed_on, keep_until, dead_letter, policy, output from moved`,
  );
}

describe('GET /api/admin/outbox', () => {
  it('lists failed mail with the reason, from the live queue and the archive, never a body', async () => {
    const admin = await signedIn(t, ADMIN);
    const to = uniqueEmail('outbox.test', 'failing');
    const live = await failedMail(to, 'Live failure', '550 Mailbox unavailable');
    const old = await failedMail(to, 'Archived failure', '421 Try again later');
    await archive(old);

    const res = await admin.get(`/api/admin/outbox?state=failed&q=${encodeURIComponent(to)}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.total).toBe(2);
    expect(page.items.map((m) => [m.id, m.subject, m.state, m.last_error])).toEqual(
      expect.arrayContaining([
        [live, 'Live failure', 'failed', '550 Mailbox unavailable'],
        [old, 'Archived failure', 'failed', '421 Try again later'],
      ]),
    );
    expect(page.items.every((m) => m.to === to && m.finished_at !== null)).toBe(true);
    expect(res.body).not.toContain('SECRET');
  });

  it('lists waiting mail apart from failed and sent, and pages with a total', async () => {
    const admin = await signedIn(t, ADMIN);
    const to = uniqueEmail('outbox.test', 'waiting');
    const ids = [await queuedMail(to, 'One'), await queuedMail(to, 'Two')];
    const waiting = (
      await admin.get(`/api/admin/outbox?state=waiting&q=${encodeURIComponent(to)}&limit=1`)
    ).json();
    expect(waiting.total).toBe(2);
    expect(waiting.items).toHaveLength(1);
    expect(ids).toContain(waiting.items[0].id);
    expect(
      (await admin.get(`/api/admin/outbox?state=failed&q=${encodeURIComponent(to)}`)).json().total,
    ).toBe(0);
    expect(
      (await admin.get(`/api/admin/outbox?state=sent&q=${encodeURIComponent(to)}`)).json().total,
    ).toBe(0);
  });

  it("is what the dashboard's mail counts count", async () => {
    const admin = await signedIn(t, ADMIN);
    const counts = async () => (await admin.get('/api/admin/dashboard')).json();
    const before = await counts();
    const to = uniqueEmail('outbox.test', 'counted');
    await archive(await failedMail(to, 'Counted', 'no'));
    await queuedMail(to, 'Counted too');
    const after = await counts();
    expect(after.mail_failed).toBe(before.mail_failed + 1);
    expect(after.mail_waiting).toBe(before.mail_waiting + 1);
    const failed = (await admin.get('/api/admin/outbox?state=failed')).json();
    expect(failed.total).toBe(after.mail_failed);
  });

  it('answers bad parameters with 400 and field errors', async () => {
    const admin = await signedIn(t, ADMIN);
    const res = await admin.get('/api/admin/outbox?state=lost&limit=500');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['state', 'limit']));
    const long = await admin.get(`/api/admin/outbox?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
  });

  it('is for admins: editors get 403', async () => {
    expect((await (await signedIn(t, EDITOR)).get('/api/admin/outbox')).statusCode).toBe(403);
  });
});

describe('POST /api/admin/outbox/:id/resend', () => {
  it('queues a new copy of a failed mail, audited with its subject, the failed one kept', async () => {
    const admin = await reauthed(t, ADMIN);
    const to = uniqueEmail('outbox.test', 'resend');
    const id = await failedMail(to, 'Your sign-in link', 'connect ECONNREFUSED');
    await archive(id);
    const res = await admin.post(`/api/admin/outbox/${id}/resend`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: outboxMessages.resent });

    const copies = await rows<{ state: string }>(
      t,
      sql`select state::text as state from pgboss.job
           where name = ${MAIL_QUEUE} and data->>'to' = ${to} and id <> ${id}`,
    );
    expect(copies).toHaveLength(1);
    const failed = (
      await admin.get(`/api/admin/outbox?state=failed&q=${encodeURIComponent(to)}`)
    ).json() as Page;
    expect(failed.items.map((m) => m.id)).toEqual([id]);
    const audit = await auditOf(t, 'mail', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'mail.resend',
      data: { subject: 'Your sign-in link' },
    });
    expect(JSON.stringify(audit[0])).not.toContain(to);

    // Once: a second press (or a second person) queues no second copy.
    const again = await admin.post(`/api/admin/outbox/${id}/resend`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: outboxMessages.alreadyResent });
    expect(
      await rows(
        t,
        sql`select 1 from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to} and id <> ${id}`,
      ),
    ).toHaveLength(1);
    expect(await auditOf(t, 'mail', id)).toHaveLength(1);
  });

  it('refuses mail that has not failed (409) and unknown or malformed ids, writing nothing', async () => {
    const admin = await reauthed(t, ADMIN);
    const to = uniqueEmail('outbox.test', 'notfailed');
    const id = await queuedMail(to, 'Still waiting');
    const res = await admin.post(`/api/admin/outbox/${id}/resend`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: outboxMessages.notFailed });
    expect(await auditOf(t, 'mail', id)).toHaveLength(0);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/api/admin/outbox/${unknown}/resend`, {})).statusCode).toBe(404);
    expect((await admin.post('/api/admin/outbox/not-a-uuid/resend', {})).statusCode).toBe(400);
  });

  it('needs the CSRF header (419) and an admin (403 for editors)', async () => {
    const to = uniqueEmail('outbox.test', 'csrf');
    const id = await failedMail(to, 'Guarded', 'nope');
    const editor = await signedIn(t, EDITOR);
    expect((await editor.post(`/api/admin/outbox/${id}/resend`, {})).statusCode).toBe(403);
    const admin = await signedIn(t, ADMIN);
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/resend`,
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload: {},
    });
    expect(bare.statusCode).toBe(419);
    expect(await auditOf(t, 'mail', id)).toHaveLength(0);
  });
});
