// The weekly email digest: only members with email alerts on, only what they have not
// dismissed or been emailed about, at most once a week however often (or concurrently) the
// job runs; and its one-click stop link, which needs no sign-in and changes nothing on GET.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { createTestApp, LEARNER, waitForMail, type TestContext } from '../../../test/helpers.ts';
import { digestEmail, DIGEST_ITEMS_MAX } from './digest.ts';
import { createNotificationsService, type NotificationsService } from './service.ts';

const EMPLOYEE = 'employee@harbour-systems.test';
let t: TestContext;
let service: NotificationsService;

beforeAll(async () => {
  t = await createTestApp();
  service = createNotificationsService({
    database: t.handle,
    mail: t.app.jobs,
    publicBaseUrl: t.app.config.publicBaseUrl,
  });
});
afterAll(() => t.close());

const exec = (q: ReturnType<typeof sql>) => t.handle.db.execute(q);
const userId = async (email: string) =>
  (
    await selectRows<{ id: number }>(t.handle.db, sql`select id from users where email = ${email}`)
  )[0]!.id;

/** Gives `email` `n` fresh notifications titled "<prefix> 1…n" (newest last). */
async function notify(email: string, prefix: string, n: number) {
  const id = await userId(email);
  await exec(sql`
    insert into notifications (user_id, notification_type_id, title, url, created_at)
    select ${id}, (select id from notification_types order by id limit 1), ${prefix} || ' ' || g,
           '/insight/' || g, now() - (${n} - g) * interval '1 minute'
      from generate_series(1, ${n}) g`);
}

const mailTo = async (email: string) =>
  (await t.app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'application/json' } }))
    .json<{ to: string; subject: string; text: string }[]>()
    .filter((m) => m.to === email);

beforeEach(async () => {
  // Everyone starts with alerts off and nothing pending; each test opts members in.
  await exec(sql`update users set alerts_preference = false, digest_sent_at = null`);
  await exec(sql`update notifications set emailed_at = now() where emailed_at is null`);
});

describe('the weekly digest', () => {
  it('emails an opted-in member what is new, once, and nobody who opted out', async () => {
    await exec(sql`update users set alerts_preference = true where email = ${LEARNER}`);
    await notify(LEARNER, 'Digest A', 3);
    await notify(EMPLOYEE, 'Not for email', 2); // alerts off: never emailed
    const before = (await mailTo(LEARNER)).length;

    expect(await service.sendDigests()).toBe(1);
    const [mail] = (await waitForMail(t.app, LEARNER, before + 1)).slice(0, 1);
    expect(mail!.subject).toBe('Your week on Tech Industry Gold: 3 new notifications');
    expect(mail!.text).toContain('New Insight published: Digest A 3');
    expect(mail!.text).toContain(`${t.app.config.publicBaseUrl}/insight/1`);
    expect(mail!.text.indexOf('Digest A 3')).toBeLessThan(mail!.text.indexOf('Digest A 1'));
    expect(mail!.text).toMatch(/\/newsletter\/stop-alerts\/u\d+-k\d+-[\w-]+/);
    expect((await mailTo(EMPLOYEE)).some((m) => m.subject.startsWith('Your week'))).toBe(false);

    // Run again at once (a retry, a second process): nothing more.
    expect(await service.sendDigests()).toBe(0);
    await notify(LEARNER, 'Later that week', 1);
    expect(await service.sendDigests()).toBe(0);
  });

  it('a week later sends only what came since, and leaves out dismissed ones', async () => {
    await exec(sql`update users set alerts_preference = true where email = ${LEARNER}`);
    await notify(LEARNER, 'Week one', 1);
    const first = (await mailTo(LEARNER)).length;
    expect(await service.sendDigests()).toBe(1);
    await waitForMail(t.app, LEARNER, first + 1); // delivered before we count again
    await exec(
      sql`update users set digest_sent_at = now() - interval '7 days' where email = ${LEARNER}`,
    );
    await notify(LEARNER, 'Week two', 2);
    await exec(sql`update notifications set dismissed_at = now() where title = 'Week two 1'`);
    const before = (await mailTo(LEARNER)).length;

    expect(await service.sendDigests()).toBe(1);
    const latest = (await waitForMail(t.app, LEARNER, before + 1))[0]!;
    expect(latest.subject).toBe('Your week on Tech Industry Gold: 1 new notification');
    expect(latest.text).toContain('Week two 2');
    expect(latest.text).not.toContain('Week two 1');
    expect(latest.text).not.toContain('Week one');
  });

  it('lists the newest 20 and counts the rest', async () => {
    await exec(sql`update users set alerts_preference = true where email = ${LEARNER}`);
    await notify(LEARNER, 'Many', 25);
    const before = (await mailTo(LEARNER)).length;
    expect(await service.sendDigests()).toBe(1);
    const mail = (await waitForMail(t.app, LEARNER, before + 1))[0]!;
    expect(mail.subject).toContain('25 new notifications');
    expect(mail.text.match(/New Insight published: Many/g)).toHaveLength(DIGEST_ITEMS_MAX);
    expect(mail.text).toContain('And 5 more');
    expect(mail.text).not.toContain('Many 5 ');
  });

  it('two runs at the same moment send each digest once', async () => {
    await exec(
      sql`update users set alerts_preference = true where email in (${LEARNER}, ${EMPLOYEE})`,
    );
    await notify(LEARNER, 'Race', 1);
    await notify(EMPLOYEE, 'Race', 1);
    const counts = await Promise.all([service.sendDigests(), service.sendDigests()]);
    expect(counts[0] + counts[1]).toBe(2);
    const rows = await selectRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from notifications where title = 'Race 1' and emailed_at is not null`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('carries the RFC 8058 one-click headers', () => {
    const message = digestEmail(
      { email: 'a@example.org', first_name: 'Ada', total: 1 },
      [{ type: 'Event', title: 'Meetup', url: '/event/4' }],
      {
        page: 'https://site/newsletter/stop-alerts/x',
        oneClick: 'https://site/api/alerts/unsubscribe/x',
        account: 'https://site/account',
        dashboard: 'https://site/dashboard',
      },
      (u) => `https://site${u}`,
    );
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://site/api/alerts/unsubscribe/x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('stopping the digest from its link', () => {
  async function tokenFromDigest() {
    await exec(sql`update users set alerts_preference = true where email = ${LEARNER}`);
    await notify(LEARNER, 'Stop me', 1);
    const before = (await mailTo(LEARNER)).length;
    await service.sendDigests();
    const mail = (await waitForMail(t.app, LEARNER, before + 1))[0]!;
    return /\/newsletter\/stop-alerts\/(u\d+-k\d+-[\w-]+)/.exec(mail.text)![1]!;
  }
  const alertsOn = async () =>
    (
      await selectRows<{ on: boolean }>(
        t.handle.db,
        sql`select alerts_preference as on from users where email = ${LEARNER}`,
      )
    )[0]!.on;

  it('GET changes nothing and leads to the page; a one-click POST (no cookies) turns alerts off', async () => {
    const token = await tokenFromDigest();
    const opened = await t.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/newsletter/stop-alerts/${token}`);
    expect(await alertsOn()).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alertsOn()).toBe(false);
  });

  it("the page's form lands on the home page's notice; a forged token changes nobody", async () => {
    const token = await tokenFromDigest();
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe/${token}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/?alerts=stopped');

    await exec(sql`update users set alerts_preference = true where email = ${LEARNER}`);
    const other = await userId(EMPLOYEE);
    const forged = token.replace(/^u\d+/, `u${other}`);
    for (const bad of [forged, `${token}x`, 'u1-k1-short', 'nonsense']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${bad}` });
      expect(res.statusCode, bad).toBe(404);
    }
    expect(await alertsOn()).toBe(true);
  });
});
