// The monthly newsletter (issue 28): staff compose, preview, test and send it; it reaches each
// confirmed subscriber and opted-in member once, through the mail outbox in batches, with the
// List-Unsubscribe headers; one-click unsubscribe works without a session; a second send in the
// same month is refused; and a batch that dies half-way leaves nobody mailed twice.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import {
  newsletterMessages,
  newsletterMonth,
  monthName,
} from '@techgold/contracts/admin/newsletter';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { createServices } from '../../../services.ts';
import { NEWSLETTER_BATCH_QUEUE } from './service.ts';
import { ADMIN, EDITOR, auditOf, rows, signedIn, uniqueEmail } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  // Batches of 2, the next one an hour later: each test decides when a batch runs.
  t = await createTestApp({
    NEWSLETTER_BATCH_SIZE: '2',
    NEWSLETTER_BATCH_INTERVAL_SECONDS: '3600',
  });
});
afterAll(() => t.close());

interface Issue {
  id: number;
  subject: string;
  body: string;
  status: 'draft' | 'sending' | 'sent';
  month: string | null;
  audience: number;
  recipients: number;
  updated_at: string;
  web_url: string | null;
  progress: { status: string; total: number; queued: number; sent: number; failed: number };
}

const doc = (...blocks: unknown[]) => JSON.stringify({ blocks });
const para = (text: string) => ({ type: 'paragraph', data: { text } });
const BODY = doc(
  { type: 'header', data: { text: 'News from the network', level: 2 } },
  para('Three new <b>accredited</b> courses this month.'),
  { type: 'list', data: { style: 'unordered', items: ['Cloud', 'Data'] } },
);

/** The newsletter service on the test app's database, for driving batches by hand. */
function serviceWith(jobs = t.app.jobs) {
  return createServices({ database: t.handle, jobs, config: t.config }).newsletterAdmin;
}

async function addSubscriber(email: string, state = 'active') {
  await rows(
    t,
    sql`insert into subscribers (email, status, state, confirmed_at)
        values (${email}, 'learner', ${state}::subscriber_state, now())`,
  );
}

async function addMember(email: string, marketing: boolean) {
  await rows(
    t,
    sql`insert into users (first_name, last_name, email, status, marketing_preference)
        values ('News', 'Reader', ${email}, 'active', ${marketing})`,
  );
}

/** The newsletter emails in our outbox (mail_outbox), by recipient. */
async function outboxFor(issueId: number) {
  return rows<{ to: string; n: number; headers: Record<string, string> }>(
    t,
    sql`select to_address as to, count(*)::int as n, min(message->>'headers')::jsonb as headers
          from mail_outbox
         where message->>'dedupeKey' like ${`newsletter:${issueId}:%`}
         group by to_address order by 1`,
  );
}

async function captured(to: string) {
  return rows<{ subject: string; html: string; text: string; headers: Record<string, string> }>(
    t,
    sql`select subject, html, text, headers from mail_messages where to_address = ${to}`,
  );
}

async function waitUntil<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('newsletter routes: who may call them', () => {
  it('refuses visitors (401) and members (403); writes need the CSRF token (419)', async () => {
    const anon = await signedIn(t);
    const learner = await signedIn(t, LEARNER);
    for (const [method, url] of [
      ['GET', '/api/admin/newsletter'],
      ['POST', '/api/admin/newsletter'],
      ['GET', '/api/admin/newsletter/1'],
      ['PATCH', '/api/admin/newsletter/1'],
      ['GET', '/api/admin/newsletter/1/preview'],
      ['GET', '/api/admin/newsletter/1/preview/email'],
      ['POST', '/api/admin/newsletter/1/test'],
      ['POST', '/api/admin/newsletter/1/send'],
      ['GET', '/api/admin/newsletter/1/progress'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await anon.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await learner.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const editor = await signedIn(t, EDITOR);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter',
      headers: {
        cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ subject: 'No token' }),
    });
    expect(noCsrf.statusCode).toBe(419);
    expect(await rows(t, sql`select id from newsletter_issues where subject = 'No token'`)).toEqual(
      [],
    );
  });
});

describe('composing a newsletter', () => {
  it('an editor creates, edits (version-checked) and previews a draft; every change audited', async () => {
    const editor = await signedIn(t, EDITOR);
    const res = await editor.post('/api/admin/newsletter', {
      subject: 'November news',
      body: BODY,
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json() as Issue;
    expect(draft).toMatchObject({ status: 'draft', month: null, subject: 'November news' });
    expect(draft.audience).toBeGreaterThan(0);

    const list = (await editor.get('/api/admin/newsletter?status=draft')).json() as {
      items: Issue[];
      total: number;
      this_month: string;
    };
    expect(list.items.map((i) => i.id)).toContain(draft.id);
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.this_month).toBe(newsletterMonth(new Date()));

    const edited = await editor.request('PATCH', `/api/admin/newsletter/${draft.id}`, {
      updated_at: draft.updated_at,
      subject: 'November news from the network',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await editor.request('PATCH', `/api/admin/newsletter/${draft.id}`, {
      updated_at: draft.updated_at,
      subject: 'Overwrite',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: adminMessages.stale });

    const preview = await editor.get(`/api/admin/newsletter/${draft.id}/preview`);
    expect(preview.statusCode).toBe(200);
    const p = preview.json() as { email_html: string; email_text: string; web_html: string };
    expect(p.email_html).toContain('<b>accredited</b>');
    expect(p.email_html).toContain('View this newsletter in your browser');
    expect(p.email_html).toContain('Unsubscribe');
    expect(p.email_text).toContain('Three new accredited courses this month.');
    expect(p.email_text).toContain('- Cloud');
    expect(p.web_html).toContain('<h2>News from the network</h2>');

    // As documents for the preview frames: the same HTML under a CSP that allows exactly its
    // own style attributes, by hash, and no script (decision 0083).
    const frame = await editor.get(`/api/admin/newsletter/${draft.id}/preview/email`);
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toMatch(/^text\/html/);
    expect(frame.body).toBe(p.email_html);
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'unsafe-hashes' 'sha256-/);
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    const firstStyle = /style="([^"]*)"/.exec(p.email_html)![1]!;
    const digest = createHash('sha256').update(firstStyle).digest('base64');
    expect(csp).toContain(`'sha256-${digest}'`);
    const web = await editor.get(`/api/admin/newsletter/${draft.id}/preview/web`);
    expect(web.statusCode).toBe(200);
    expect(web.body).toContain('<h2>News from the network</h2>');
    expect(web.body).toContain('<title>November news from the network</title>');
    expect((await editor.get(`/api/admin/newsletter/${draft.id}/preview/pdf`)).statusCode).toBe(
      400,
    );

    expect((await auditOf(t, 'newsletter', draft.id)).map((a) => [a.action, a.after])).toEqual([
      ['newsletter.create', { subject: 'November news', blocks: 3 }],
      ['newsletter.update', { subject: 'November news from the network' }],
    ]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const editor = await signedIn(t, EDITOR);
    const before = await rows(t, sql`select id from audit_log where action like 'newsletter.%'`);
    const empty = await editor.post('/api/admin/newsletter', { subject: '', extra: 1 });
    expect(empty.statusCode).toBe(422);
    const long = await editor.post('/api/admin/newsletter', { subject: 'x'.repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys((long.json() as { errors: object }).errors)).toEqual(['subject']);
    const embed = await editor.post('/api/admin/newsletter', {
      subject: 'With a video',
      body: doc(para('Watch'), {
        type: 'embed',
        data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=abc' },
      }),
    });
    expect(embed.statusCode).toBe(422);
    expect(embed.json()).toEqual({
      message: newsletterMessages.blockType,
      errors: { 'body.blocks.1': [newsletterMessages.blockType] },
    });
    const script = await editor.post('/api/admin/newsletter', {
      subject: 'Hostile',
      body: doc(para('<img src=x onerror=alert(1)>')),
    });
    expect(script.statusCode).toBe(422);
    expect(Object.keys((script.json() as { errors: object }).errors)).toEqual([
      'body.blocks.0.data.text',
    ]);
    const deep = await editor.post('/api/admin/newsletter', {
      subject: 'Deep',
      body: '['.repeat(5000) + ']'.repeat(5000),
    });
    expect(deep.statusCode).toBe(422);
    expect((await editor.get('/api/admin/newsletter/abc')).statusCode).toBe(404);
    expect(
      await rows(
        t,
        sql`select id from newsletter_issues where subject in ('With a video', 'Hostile', 'Deep')`,
      ),
    ).toEqual([]);
    expect(await rows(t, sql`select id from audit_log where action like 'newsletter.%'`)).toEqual(
      before,
    );
  });

  it('a test copy goes to the signed-in staff member only, marked as a test, and is audited', async () => {
    const admin = await signedIn(t, ADMIN);
    const draft = (
      await admin.post('/api/admin/newsletter', { subject: 'Test me', body: BODY })
    ).json() as Issue;
    const res = await admin.post(`/api/admin/newsletter/${draft.id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: newsletterMessages.testSent(ADMIN), to: ADMIN });
    const mail = await waitUntil(
      'the test copy',
      () => captured(ADMIN),
      (m) => m.some((x) => x.subject === '[Test] Test me'),
    );
    expect(mail.find((m) => m.subject === '[Test] Test me')!.text).toContain('This is a test copy');
    expect(
      await rows(t, sql`select id from newsletter_recipients where issue_id = ${draft.id}`),
    ).toEqual([]);
    expect((await auditOf(t, 'newsletter', draft.id)).map((a) => [a.action, a.data])).toEqual([
      ['newsletter.create', null],
      ['newsletter.test', { to: ADMIN }],
    ]);
  });
});

describe('sending the newsletter', () => {
  it('reaches each address once, through the outbox in batches, with unsubscribe headers; a second send this month is refused', async () => {
    // A subscriber who is also a member (another case), a pending and an unsubscribed one, a
    // member who said no to marketing email.
    const both = uniqueEmail('news.test', 'both');
    await addSubscriber(both);
    await addMember(both.toUpperCase(), true);
    const pending = uniqueEmail('news.test', 'pending');
    await addSubscriber(pending, 'pending');
    const gone = uniqueEmail('news.test', 'gone');
    await addSubscriber(gone, 'unsubscribed');
    const noMarketing = uniqueEmail('news.test', 'nomarketing');
    await addMember(noMarketing, false);
    for (let n = 0; n < 3; n++) await addSubscriber(uniqueEmail('news.test', `reader${n}`));

    const editor = await signedIn(t, EDITOR);
    const draft = (
      await editor.post('/api/admin/newsletter', { subject: 'The monthly news', body: BODY })
    ).json() as Issue;
    const expected = await rows<{ email: string }>(
      t,
      sql`select lower(email) as email from subscribers where state = 'active'
          union select lower(email) from users where marketing_preference and status = 'active'
          order by 1`,
    );
    expect(draft.audience).toBe(expected.length);

    const sent = await editor.post(`/api/admin/newsletter/${draft.id}/send`, {
      updated_at: draft.updated_at,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const sending = sent.json() as Issue;
    expect(sending).toMatchObject({ status: 'sending', month: newsletterMonth(new Date()) });
    expect(sending.recipients).toBe(expected.length);
    const recipients = await rows<{ email: string }>(
      t,
      sql`select email from newsletter_recipients where issue_id = ${draft.id} order by email`,
    );
    expect(recipients.map((r) => r.email)).toEqual(expected.map((r) => r.email));
    expect(recipients.map((r) => r.email)).toContain(both);
    expect(recipients.map((r) => r.email)).not.toContain(pending);
    expect(recipients.map((r) => r.email)).not.toContain(gone);
    expect(recipients.map((r) => r.email)).not.toContain(noMarketing);

    // The first batch runs at once; the next waits for the interval (an hour here).
    await waitUntil(
      'the first batch',
      () => outboxFor(draft.id),
      (o) => o.length === 2,
    );
    const progress = (
      await editor.get(`/api/admin/newsletter/${draft.id}/progress`)
    ).json() as Issue['progress'];
    expect(progress).toMatchObject({ status: 'sending', total: expected.length });
    expect(progress.queued + progress.sent + progress.failed).toBe(expected.length);

    // The rest, batch by batch (as the delayed jobs would).
    const service = serviceWith();
    while (
      (
        await rows(
          t,
          sql`select id from newsletter_recipients where issue_id = ${draft.id} and state = 'queued'`,
        )
      ).length
    ) {
      await service.runBatch({ issueId: draft.id });
    }
    const outbox = await outboxFor(draft.id);
    expect(outbox.map((o) => o.to)).toEqual(expected.map((r) => r.email));
    expect(outbox.every((o) => o.n === 1)).toBe(true);
    for (const o of outbox) {
      expect(o.headers['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\/\d+-k\d+-[\w-]+>$/,
      );
      expect(o.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    const done = (await editor.get(`/api/admin/newsletter/${draft.id}`)).json() as Issue;
    expect(done.status).toBe('sent');
    const [mail] = await waitUntil(
      'the member-and-subscriber copy',
      () => captured(both),
      (m) => m.length > 0,
    );
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.html).toContain(done.web_url!);
    await waitUntil(
      'every copy sent',
      async () =>
        (
          await editor.get(`/api/admin/newsletter/${draft.id}/progress`)
        ).json() as Issue['progress'],
      (p) => p.sent === expected.length && p.queued === 0,
    );

    // The web version is public once sent.
    const web = await t.app.inject({ method: 'GET', url: `/api/newsletter/issues/${done.month}` });
    expect(web.statusCode).toBe(200);
    expect(web.json()).toMatchObject({ subject: 'The monthly news', month: done.month });

    // Once a month.
    const second = (
      await editor.post('/api/admin/newsletter', { subject: 'Another one', body: BODY })
    ).json() as Issue;
    const refused = await editor.post(`/api/admin/newsletter/${second.id}/send`, {
      updated_at: second.updated_at,
    });
    expect(refused.statusCode).toBe(409);
    const message = newsletterMessages.alreadyThisMonth(monthName(done.month!));
    expect(refused.json()).toEqual({ message, errors: { month: [message] } });
    expect((await editor.get(`/api/admin/newsletter/${second.id}`)).json()).toMatchObject({
      status: 'draft',
      recipients: 0,
    });
    // A sent issue can no longer change.
    const late = await editor.request('PATCH', `/api/admin/newsletter/${draft.id}`, {
      updated_at: done.updated_at,
      subject: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: newsletterMessages.notDraft });
    expect((await auditOf(t, 'newsletter', draft.id)).at(-1)).toMatchObject({
      action: 'newsletter.send',
      after: { status: 'sending', month: done.month },
      data: { recipients: expected.length },
    });

    // One-click unsubscribe (RFC 8058): no session, no CSRF token; twice is fine.
    const oneClick = mail!.headers['List-Unsubscribe']!.slice(1, -1).replace(/^http:\/\/[^/]+/, '');
    for (let n = 0; n < 2; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: oneClick,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: newsletterMessages.unsubscribed });
    }
    expect(await rows(t, sql`select state from subscribers where email = ${both}`)).toEqual([
      { state: 'unsubscribed' },
    ]);
    expect(
      await rows(t, sql`select marketing_preference from users where lower(email) = ${both}`),
    ).toEqual([{ marketing_preference: false }]);
    // The emailed link opens a page (a GET changes nothing); a forged token is refused.
    const get = await t.app.inject({ method: 'GET', url: oneClick });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/newsletter\/stop\/\d+-k\d+-/);
    const forged = await t.app.inject({
      method: 'POST',
      url: oneClick.replace(/-k(\d+)-.{4}/, '-k$1-AAAA'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    // The body's link is the page.
    expect(mail!.html).toMatch(/href="http:\/\/localhost:\d+\/newsletter\/stop\/\d+-k\d+-[\w-]+"/);

    // The rule is per month: with this month's issue moved into the past, the second may go.
    await rows(t, sql`update newsletter_issues set month = '2000-01' where id = ${draft.id}`);
    const ok = await editor.post(`/api/admin/newsletter/${second.id}/send`, {
      updated_at: second.updated_at,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'sending', month: done.month });
    expect((ok.json() as Issue).recipients).toBe(expected.length - 1); // the one who unsubscribed
  }, 120_000);

  it('a batch that dies half-way is rolled back whole: run again, nobody gets two', async () => {
    const service = serviceWith();
    const db = t.app.database.db;
    // An issue sending in a month of its own, with five recipients of its own.
    const [issue] = await rows<{ id: number }>(
      t,
      sql`insert into newsletter_issues (subject, body, status, month, sending_at)
          values ('Crash test', ${BODY}::jsonb, 'sending', '2001-01', now()) returning id`,
    );
    const id = issue!.id;
    const people = Array.from({ length: 5 }, (_, n) => uniqueEmail('crash.test', `p${n}`));
    for (const email of people) {
      await rows(
        t,
        sql`insert into newsletter_recipients (issue_id, email) values (${id}, ${email})`,
      );
    }
    // The outbox fails on the second email of the batch: the process "dies" mid-batch.
    let calls = 0;
    const crashing = {
      ...t.app.jobs,
      enqueueMail: async (...args: Parameters<typeof t.app.jobs.enqueueMail>) => {
        if (++calls === 2) throw new Error('killed');
        return t.app.jobs.enqueueMail(...args);
      },
    };
    await expect(serviceWith(crashing).runBatch({ issueId: id })).rejects.toThrow('killed');
    expect(await outboxFor(id)).toEqual([]);
    expect(
      await rows(
        t,
        sql`select count(*)::int as n from newsletter_recipients where issue_id = ${id} and state = 'queued'`,
      ),
    ).toEqual([{ n: 5 }]);

    // Restarted: the batch runs again, and twice at once, and again after the end.
    await Promise.all([service.runBatch({ issueId: id }), service.runBatch({ issueId: id })]);
    for (let n = 0; n < 4; n++) await service.runBatch({ issueId: id });
    await service.resume();
    const outbox = await outboxFor(id);
    expect(outbox.map((o) => o.to)).toEqual([...people].sort());
    expect(outbox.every((o) => o.n === 1)).toBe(true);
    const [row] = await rows<{ status: string }>(
      t,
      sql`select status from newsletter_issues where id = ${id}`,
    );
    expect(row!.status).toBe('sent');
    // The outbox delivers at least once; captured mail keeps each message once.
    for (const to of people) {
      const mail = await waitUntil(
        `mail to ${to}`,
        () => captured(to),
        (m) => m.length > 0,
      );
      expect(mail).toHaveLength(1);
    }
    void db;
  }, 120_000);

  it('on restart, queues a batch only for a sending issue whose batch job no longer waits', async () => {
    // Two issues sending, each with a recipient left: one's next batch is waiting in pg-boss,
    // the other's job is gone (its process died with the batch running, or the job was lost).
    const issueIds: number[] = [];
    for (const month of ['2002-01', '2002-02']) {
      const [issue] = await rows<{ id: number }>(
        t,
        sql`insert into newsletter_issues (subject, body, status, month, sending_at)
            values ('Restart test', ${BODY}::jsonb, 'sending', ${month}, now()) returning id`,
      );
      issueIds.push(issue!.id);
      await rows(
        t,
        sql`insert into newsletter_recipients (issue_id, email)
            values (${issue!.id}, ${uniqueEmail('restart.test', month)})`,
      );
    }
    const [alive, lost] = issueIds as [number, number];
    const later = new Date(Date.now() + 3_600_000);
    const waitingJob = await t.app.jobs.boss.send(
      NEWSLETTER_BATCH_QUEUE,
      { issueId: alive },
      { startAfter: later },
    );
    await rows(
      t,
      sql`update newsletter_issues set batch_job_id = ${waitingJob} where id = ${alive}`,
    );
    await rows(
      t,
      sql`update newsletter_issues set batch_job_id = '00000000-0000-4000-8000-000000000000'
           where id = ${lost}`,
    );
    const sent: number[] = [];
    const watching = {
      ...t.app.jobs,
      send: async (...args: Parameters<typeof t.app.jobs.send>) => {
        sent.push((args[1] as { issueId: number }).issueId);
        return t.app.jobs.send(...args);
      },
    };
    await serviceWith(watching).resume();
    expect(sent.filter((id) => issueIds.includes(id))).toEqual([lost]);
    const [row] = await rows<{ batch_job_id: string }>(
      t,
      sql`select batch_job_id from newsletter_issues where id = ${lost}`,
    );
    expect(row!.batch_job_id).not.toBe('00000000-0000-4000-8000-000000000000');
  });
});
