// The mail outbox (decision 0082) and its console page (0069): waiting, failed (with why) and
// sent mail by recipient and subject, for the last week, never a body; a failed mail sent
// again is a new copy in the outbox with its audit row. Admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OUTBOX_HISTORY_DAYS, outboxMessages } from '@techgold/contracts/admin/outbox';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { deliverMail } from '../../../lib/mail-outbox/deliver.ts';
import { insertMail, purgeFinishedMail } from '../../../lib/mail-outbox/repository.ts';
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

const message = (to: string, subject: string) => ({
  to,
  subject,
  text: `Reset: https://example.test/reset/SECRET-${subject}`,
  html: '<p>x</p>',
});

/** An email in our outbox whose delivery job has not run yet (no job: the test decides). */
async function queuedMail(to: string, subject: string) {
  return insertMail(t.app.database.db, message(to, subject));
}

const refusing = (reason: string) => ({
  send: async () => {
    throw new Error(reason);
  },
});

/** An email whose last try failed after every retry was used (the mail queue allows 30). */
async function failedMail(to: string, subject: string, reason: string) {
  const id = await queuedMail(to, subject);
  await expect(
    deliverMail(t.app.database.db, refusing(reason), { outboxId: id }, lastTry),
  ).rejects.toThrow(reason);
  return id;
}
const lastTry = { retryCount: 30, retryLimit: 30 };

/** Moves an email's finish back by `days`, as if it finished then. */
async function finishedDaysAgo(id: string, days: number) {
  await rows(
    t,
    sql`update mail_outbox set finished_at = now() - make_interval(days => ${days})
         where id = ${id}`,
  );
}

describe('the mail worker and our outbox (decision 0082)', () => {
  it('records a failed try and keeps the email waiting while retries remain', async () => {
    const to = uniqueEmail('outbox.test', 'retrying');
    const id = await queuedMail(to, 'Retrying');
    const firstTry = { retryCount: 0, retryLimit: 30 };
    await expect(
      deliverMail(t.app.database.db, refusing('421 Try again later'), { outboxId: id }, firstTry),
    ).rejects.toThrow('421');
    const [row] = await rows<Record<string, unknown>>(
      t,
      sql`select state::text as state, attempts, last_error, finished_at from mail_outbox
           where id = ${id}`,
    );
    expect(row).toEqual({
      state: 'waiting',
      attempts: 1,
      last_error: '421 Try again later',
      finished_at: null,
    });
  });

  it('sends a waiting email once, marks it sent, and never sends a sent one again', async () => {
    const to = uniqueEmail('outbox.test', 'delivered');
    const id = await queuedMail(to, 'Delivered');
    const sent: string[] = [];
    const mailer = { send: async (m: { to: string }) => void sent.push(m.to) };
    const anyTry = { retryCount: 0, retryLimit: 30 };
    await deliverMail(t.app.database.db, mailer, { outboxId: id }, anyTry);
    await deliverMail(t.app.database.db, mailer, { outboxId: id }, anyTry);
    expect(sent).toEqual([to]);
    const admin = await signedIn(t, ADMIN);
    const page = (
      await admin.get(`/api/admin/outbox?state=sent&q=${encodeURIComponent(to)}`)
    ).json() as Page;
    expect(page.items.map((m) => [m.id, m.state, m.tries])).toEqual([[id, 'sent', 1]]);
  });

  it("queues the row and its delivery in the caller's transaction: a rollback leaves neither", async () => {
    const to = uniqueEmail('outbox.test', 'rolledback');
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await t.app.jobs.enqueueMail(tx, message(to, 'Never'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows(t, sql`select 1 from mail_outbox where to_address = ${to}`)).toEqual([]);
  });

  it('delivers committed mail through pg-boss and the worker marks it sent', async () => {
    const to = uniqueEmail('outbox.test', 'committed');
    const id = await t.app.database.db.transaction((tx) =>
      t.app.jobs.enqueueMail(tx, message(to, 'Committed')),
    );
    const deadline = Date.now() + 15_000;
    let state = '';
    while (Date.now() < deadline) {
      const [row] = await rows<{ state: string }>(
        t,
        sql`select state::text as state from mail_outbox where id = ${id}`,
      );
      state = row!.state;
      if (state === 'sent') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('sent');
    expect(await rows(t, sql`select 1 from mail_messages where to_address = ${to}`)).toHaveLength(
      1,
    );
  });

  it('purges finished mail older than the history, and keeps waiting mail', async () => {
    const to = uniqueEmail('outbox.test', 'purged');
    const old = await failedMail(to, 'Old', 'no');
    await finishedDaysAgo(old, OUTBOX_HISTORY_DAYS + 1);
    const recent = await failedMail(to, 'Recent', 'no');
    const waiting = await queuedMail(to, 'Waiting');
    await purgeFinishedMail(t.app.database.db);
    const left = await rows<{ id: string }>(
      t,
      sql`select id from mail_outbox where to_address = ${to} order by id`,
    );
    expect(left.map((r) => r.id).sort()).toEqual([recent, waiting].sort());
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists failed mail of the last week with the reason, never a body', async () => {
    const admin = await signedIn(t, ADMIN);
    const to = uniqueEmail('outbox.test', 'failing');
    const live = await failedMail(to, 'Live failure', '550 Mailbox unavailable');
    const old = await failedMail(to, 'Older failure', '421 Try again later');
    await finishedDaysAgo(old, OUTBOX_HISTORY_DAYS - 1);
    const gone = await failedMail(to, 'Too old', '421 Try again later');
    await finishedDaysAgo(gone, OUTBOX_HISTORY_DAYS + 1);

    const res = await admin.get(`/api/admin/outbox?state=failed&q=${encodeURIComponent(to)}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.total).toBe(2);
    expect(page.items.map((m) => [m.id, m.subject, m.state, m.last_error])).toEqual(
      expect.arrayContaining([
        [live, 'Live failure', 'failed', '550 Mailbox unavailable'],
        [old, 'Older failure', 'failed', '421 Try again later'],
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
    await failedMail(to, 'Counted', 'no');
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
    await finishedDaysAgo(id, 3);
    const res = await admin.post(`/api/admin/outbox/${id}/resend`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: outboxMessages.resent });

    const copies = await rows<{ state: string }>(
      t,
      sql`select state::text as state from mail_outbox where to_address = ${to} and id <> ${id}`,
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
      await rows(t, sql`select 1 from mail_outbox where to_address = ${to} and id <> ${id}`),
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
