// The member's privacy page (decision 0064): download my data (the archive holds every kind of
// data, never another member's; the link works once, for its member only) and delete my
// account (sessions end at once; signing in and confirming cancels; after the grace period
// nothing personal is left anywhere).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_KEYS, RETENTION_RULES } from '@techgold/contracts/retention';
import { createTestApp, waitForMail, type TestContext } from '../../../test/helpers.ts';
import {
  DEMO_PASSWORD,
  LEARNER,
  privacyOf,
  rows,
  seedPerson,
  signIn,
  storageOf,
  unzip,
  type Person,
} from './test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for an export and answers the emailed link's API path. */
async function exportLink(person: Person) {
  const { c, res } = await signIn(t, person.email);
  expect(res.statusCode).toBe(200);
  const queued = await c.post('/api/account/privacy/export');
  expect(queued.statusCode, queued.body).toBe(202);
  const [mail] = await waitForMail(t.app, person.email);
  expect(mail!.subject).toBe('Your Tech Industry Gold data is ready to download');
  const match = /\/account\/privacy\/download\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return { c, api: `/api/account/privacy/export/${match![1]}/${match![2]}` };
}

describe('download my data', () => {
  it('sends a link once ready, and the archive holds every kind of data, only theirs', async () => {
    const person = await seedPerson(t);
    const other = await seedPerson(t);
    const { c, api } = await exportLink(person);

    // The in-app notice arrived with the email.
    const notices = await rows<{ title: string }>(
      t,
      sql`select title from notifications where user_id = ${person.id}`,
    );
    expect(notices.map((n) => n.title)).toContain('Your data is ready to download');

    const res = await c.get(api);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tech-industry-gold-data-/,
    );
    const entries = await unzip(res.rawPayload);
    const names = [...entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'index.html',
        'data.json',
        expect.stringMatching(/^files\/\d+-cover\.png$/),
        expect.stringMatching(/^files\/\d+-my cv\.pdf$/),
      ]),
    );
    // One spreadsheet per kind that holds anything, and nothing else.
    const csvs = names.filter((n) => n.startsWith('csv/')).sort();
    expect(names).toHaveLength(5 + csvs.length);
    expect(csvs).toEqual(
      expect.arrayContaining(['csv/profile.csv', 'csv/saved_items.csv', 'csv/credentials.csv']),
    );
    // Saved items by name and in the site's words, dates as people in the UK write them.
    const saved = entries.get('csv/saved_items.csv')!.toString();
    expect(saved.split('\r\n')[0]).toBe('\ufeff"Kind","Title","Item id","Created at"');
    const [event] = await rows<{ name: string }>(t, sql`select name from events where id = 1`);
    expect(saved).toContain(`"event","${event!.name}","1",`);
    expect(saved).toMatch(
      /"\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}"/,
    );
    const html = entries.get('index.html')!.toString();
    expect(html).toContain('<h1>Your data from Tech Industry Gold</h1>');
    expect(html).toContain(`<td>${person.email}</td>`);
    expect(html).toContain('<a href="csv/saved_items.csv">');
    expect(html).not.toMatch(/<script|https?:\/\//);
    expect(entries.get('README.txt')!.toString()).toContain('sign_in_history');
    const cv = [...entries].find(([name]) => name.endsWith('my cv.pdf'))![1];
    expect(cv.toString()).toBe('%PDF-1.4 own file');

    const data = JSON.parse(entries.get('data.json')!.toString()) as Record<string, unknown>;
    expect(data.profile).toMatchObject({
      email: person.email,
      contact_email: person.contactEmail,
      first_name: person.first,
      phone_number: person.phone,
    });
    expect(data.organisation).toMatchObject({
      learning_provider: expect.any(String),
      course: expect.any(String),
    });
    expect(data.equality).toMatchObject({
      gender: expect.any(String),
      ethnicity: expect.any(String),
    });
    for (const section of [
      'saved_items',
      'notifications',
      'notification_preferences',
      'insights',
      'credentials',
      'sign_in_history',
      'consents',
      'enquiries',
      'enquiry_replies',
      'newsletter',
      'rights_requests',
      'uploads',
    ]) {
      expect(data[section], section).toEqual(expect.arrayContaining([expect.anything()]));
    }
    expect(JSON.stringify(data.insights)).toContain('Privacy body text');
    // The reply staff emailed them is theirs; the team's internal note about them is not.
    expect(data.enquiry_replies).toEqual([
      expect.objectContaining({
        enquiry: 'get_accredited',
        reply: expect.stringMatching(/^Thank you /),
      }),
    ]);
    expect(entries.get('data.json')!.toString()).not.toContain('prefers mornings');
    expect(data.missing_files).toEqual([]);
    // Never another member's data.
    const text = entries.get('data.json')!.toString();
    for (const value of [other.email, other.contactEmail, other.first, other.phone, LEARNER]) {
      expect(text).not.toContain(value);
    }
  });

  it('refuses anyone else, a second use and an expired link, all alike', async () => {
    const person = await seedPerson(t);
    const { c, api } = await exportLink(person);
    const stranger = await signIn(t, LEARNER);
    const refused = await stranger.c.get(api);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/expired or has already been used/);
    // Signed out: the member area's 401.
    const anonymous = await (await signIn(t, 'nobody@privacy.test')).c.get(api);
    expect(anonymous.statusCode).toBe(401);
    // A wrong token for the right member.
    expect((await c.get(api.replace(/\/[^/]+$/, '/wrong-token'))).statusCode).toBe(404);

    expect((await c.get(api)).statusCode).toBe(200);
    const again = await c.get(api);
    expect(again.statusCode).toBe(404);

    const second = await seedPerson(t);
    const fresh = await exportLink(second);
    await t.app.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where user_id = ${second.id}`,
    );
    expect((await fresh.c.get(fresh.api)).statusCode).toBe(404);
  });

  it('downloads from the signed-in privacy page within its lifetime, for its member only', async () => {
    const person = await seedPerson(t);
    const { c, api } = await exportLink(person);
    const overview = (await c.get('/api/account/privacy')).json() as {
      exports: { id: number; status: string; size: number | null; downloaded_at: string | null }[];
    };
    const [latest] = overview.exports;
    expect(latest).toMatchObject({ status: 'ready', downloaded_at: null });
    expect(latest!.size).toBeGreaterThan(100);
    const page = `/api/account/privacy/export/${latest!.id}`;

    // As often as the member needs it while it lasts: the same archive each time.
    const first = await c.get(page);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.length).toBe(latest!.size);
    expect([...(await unzip(first.rawPayload)).keys()]).toContain('data.json');
    expect((await c.get(page)).rawPayload.equals(first.rawPayload)).toBe(true);
    // Downloading is recorded (the emailed link, which works once, is then spent).
    const after = (await c.get('/api/account/privacy')).json() as typeof overview;
    expect(after.exports[0]!.downloaded_at).not.toBeNull();
    expect((await c.get(api)).statusCode).toBe(404);

    // Never for another member, nor a made-up id; never once it has expired.
    const stranger = await signIn(t, LEARNER);
    const refused = await stranger.c.get(page);
    expect(refused.statusCode).toBe(404);
    expect((await c.get('/api/account/privacy/export/999999')).statusCode).toBe(404);
    expect((await c.get('/api/account/privacy/export/x1')).statusCode).toBe(404);
    await t.app.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where id = ${latest!.id}`,
    );
    const expired = await c.get(page);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/has expired/);
  });

  it('lasts 24 hours from when it is ready; then the retention job removes the file with its row', async () => {
    const person = await seedPerson(t);
    await exportLink(person);
    const [row] = await rows<{ id: number; hours: number; key: string }>(
      t,
      sql`select id, extract(epoch from expires_at - ready_at)::float8 / 3600 as hours,
                 storage_key as key
            from data_exports where user_id = ${person.id}`,
    );
    expect(Number(row!.hours)).toBe(24);
    const storage = storageOf(t);
    const file = await storage.get(row!.key);
    expect(file).not.toBeNull();
    file?.body.destroy();

    await privacyOf(t).runRetention(new Date(Date.now() + 23 * 3_600_000));
    expect(await rows(t, sql`select 1 from data_exports where id = ${row!.id}`)).toHaveLength(1);
    await privacyOf(t).runRetention(new Date(Date.now() + 25 * 3_600_000));
    expect(await rows(t, sql`select 1 from data_exports where id = ${row!.id}`)).toHaveLength(0);
    expect(await storage.get(row!.key)).toBeNull();
  });

  it('is for members only and shows the latest exports', async () => {
    const person = await seedPerson(t);
    const { c } = await signIn(t, person.email);
    const before = await c.get('/api/account/privacy');
    expect(before.json()).toEqual({ exports: [] });
    await c.post('/api/account/privacy/export');
    const second = await c.post('/api/account/privacy/export');
    // A second click while the first is being made waits for it.
    expect([second.json().message]).toEqual([
      expect.stringMatching(/already preparing|We are preparing/),
    ]);
    const after = (await c.get('/api/account/privacy')).json() as { exports: unknown[] };
    expect(after.exports).toHaveLength(1);
    const anon = await (await signIn(t, 'nobody@privacy.test')).c.get('/api/account/privacy');
    expect(anon.statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('asks for the password, ends every session at once, and signing in offers to cancel', async () => {
    const person = await seedPerson(t);
    const first = await signIn(t, person.email);
    const second = await signIn(t, person.email);
    const wrong = await first.c.post('/api/account/privacy/delete', { password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Your password is not correct.'] });
    expect((await second.c.get('/api/user')).statusCode).toBe(200);

    const res = await first.c.post('/api/account/privacy/delete', { password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().erase_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every session ends at once, the other browser's too.
    expect((await second.c.get('/api/user')).statusCode).toBe(401);
    expect((await first.c.get('/api/user')).statusCode).toBe(401);
    const [mail] = await waitForMail(t.app, person.email);
    expect(mail!.subject).toBe('Your Tech Industry Gold account will be deleted');

    // A wrong password learns nothing; the right one is told about the deletion.
    const guess = await signIn(t, person.email);
    const guessed = await guess.c.post('/api/login', {
      email: person.email,
      password: 'Wrong-1234',
    });
    expect(guessed.statusCode).toBe(422);
    const pending = await signIn(t, person.email);
    expect(pending.res.statusCode).toBe(403);
    expect(pending.res.json()).toMatchObject({ deletion_pending: true });
    expect((await pending.c.get('/api/user')).statusCode).toBe(401);

    const cancelled = await signIn(t, person.email, { cancel_deletion: true });
    expect(cancelled.res.statusCode).toBe(200);
    expect((await cancelled.c.get('/api/user')).statusCode).toBe(200);
    await waitForMail(t.app, person.email, 2);
    const [row] = await rows<{ status: string; deletion_requested_at: Date | null }>(
      t,
      sql`select status, deletion_requested_at from users where id = ${person.id}`,
    );
    expect(row).toEqual({ status: 'active', deletion_requested_at: null });
    // The retention job, a month on, leaves a cancelled deletion alone.
    await privacyOf(t).runRetention(new Date(Date.now() + 30 * 86_400_000));
    expect(await rows(t, sql`select id from users where id = ${person.id}`)).toHaveLength(1);
  });

  it('erases after the grace period and leaves no personal field in any table', async () => {
    const person = await seedPerson(t);
    const { c } = await signIn(t, person.email);
    await c.post('/api/account/privacy/export');
    await waitForMail(t.app, person.email);
    expect(
      (await c.post('/api/account/privacy/delete', { password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    // Both emails delivered (the export's and the deletion's) before the grace period ends.
    await waitForMail(t.app, person.email, 2);
    const privacy = privacyOf(t);

    // 13 days on: still there, so the member can change their mind.
    await privacy.runRetention(new Date(Date.now() + 13 * 86_400_000));
    expect(await rows(t, sql`select id from users where id = ${person.id}`)).toHaveLength(1);
    // 15 days on: erased.
    const { counts } = await privacy.runRetention(new Date(Date.now() + 15 * 86_400_000));
    expect(counts.deletion_requests).toBe(1);
    expect(await rows(t, sql`select id from users where id = ${person.id}`)).toHaveLength(0);

    // The published insight stays, under "Former member"; the file it shows stays too.
    const [insight] = await rows<{ first_name: string; last_name: string }>(
      t,
      sql`select u.first_name, u.last_name from insights i join users u on u.id = i.user_id
           where i.id = ${person.insightId}`,
    );
    expect(insight).toEqual({ first_name: 'Former', last_name: 'member' });
    const storage = storageOf(t);
    const kept = await storage.get(person.keptFile);
    expect(kept).not.toBeNull();
    kept?.body.destroy();
    expect(await storage.get(person.ownFile)).toBeNull();
    // The audit log keeps the fact.
    const audit = await rows<{ action: string; before: unknown; after: unknown; data: unknown }>(
      t,
      sql`select action, before, after, data from audit_log
           where subject_type = 'user' and subject_id = ${String(person.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['member.delete_request', 'member.erase']);

    // The last step's email goes out (from the outbox, which holds the address until sent);
    // the earlier captured copies went with the erasure.
    const last = await waitForMail(t.app, person.email);
    expect(last.map((m) => m.subject)).toEqual([
      'Your Tech Industry Gold account has been deleted',
    ]);

    // Every table, every row, as text: none holds the email, names or phone.
    const tables = await rows<{ name: string }>(
      t,
      sql`select quote_ident(table_name) as name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    const needles = [person.email, person.contactEmail, person.first, person.last, person.phone];
    const found: string[] = [];
    for (const { name } of tables) {
      for (const needle of needles) {
        const [hit] = await rows<{ n: number }>(
          t,
          sql`select count(*)::int as n from ${sql.raw(name)} x
               where position(lower(${needle}) in lower(x::text)) > 0`,
        );
        if (hit!.n > 0) found.push(`${name}: ${needle}`);
      }
    }
    // The only copy is the captured "your account has been deleted" email itself (test
    // installations only; the captured-mail rule removes it after 7 days).
    const captured = await rows<{ subject: string }>(
      t,
      sql`select subject from mail_messages where to_address = ${person.email}`,
    );
    expect(captured.map((m) => m.subject)).toEqual([
      'Your Tech Industry Gold account has been deleted',
    ]);
    // …and the outbox's record of sending it, which the outbox keeps 7 days after it went.
    const outboxed = await rows<{ subject: string }>(
      t,
      sql`select subject from mail_outbox where to_address = ${person.email}`,
    );
    expect(outboxed.map((m) => m.subject)).toEqual([
      'Your Tech Industry Gold account has been deleted',
    ]);
    expect(
      found.filter((f) => !f.startsWith('mail_messages:') && !f.startsWith('mail_outbox:')),
    ).toEqual([]);
  });
});

describe('the retention rules', () => {
  it('the job runs exactly the rules of the one table', () => {
    expect(privacyOf(t).retentionKeys().sort()).toEqual([...RETENTION_KEYS].sort());
    expect(RETENTION_RULES.map((r) => r.key).sort()).toEqual([...RETENTION_KEYS].sort());
  });
});
