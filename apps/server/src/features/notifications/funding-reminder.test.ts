// The funding reminder as a funded learner meets it: 30 days before the funded period ends
// they get a notice in the dropdown and an email, once per period however often the daily
// job runs; nobody else hears anything; the notice is not a preference they can switch.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@techgold/contracts/user';
import { selectRows } from '../../db/client.ts';
import {
  Client,
  createTestApp,
  LEARNER,
  waitForMail,
  type TestContext,
} from '../../../test/helpers.ts';
import { FUNDING_NOTICE_TYPE, fundingNoticeTitle, ukLongDate } from './funding-reminder.ts';
import { createNotificationsService, type NotificationsService } from './service.ts';

const EMPLOYEE = 'employee@harbour-systems.test';
const AUTHOR = 'author@techgold.test';
let t: TestContext;
let service: NotificationsService;
let learner: Client;

beforeAll(async () => {
  t = await createTestApp();
  service = createNotificationsService({
    database: t.handle,
    mail: t.app.jobs,
    publicBaseUrl: t.app.config.publicBaseUrl,
  });
  learner = new Client(t.app, '10.14.0.1');
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
});
afterAll(() => t.close());

const exec = (q: ReturnType<typeof sql>) => t.handle.db.execute(q);

/** The UK calendar date `days` from today, as the job reckons it. */
async function ukDate(days: number): Promise<string> {
  const [row] = await selectRows<{ d: string }>(
    t.handle.db,
    sql`select to_char((now() at time zone 'Europe/London')::date + ${days}::int, 'YYYY-MM-DD') as d`,
  );
  return row!.d;
}
const fund = async (email: string, days: number | null) =>
  exec(
    sql`update users set funded_until = ${days === null ? null : await ukDate(days)}::date
         where email = ${email}`,
  );

const mailTo = async (email: string) =>
  (await t.app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'application/json' } }))
    .json<{ to: string; subject: string; text: string }[]>()
    .filter((m) => m.to === email);

const noticesFor = (email: string) =>
  selectRows<{ title: string; url: string; emailed: boolean }>(
    t.handle.db,
    sql`select n.title, n.url, n.emailed_at is not null as emailed
          from notifications n
          join notification_types nt on nt.id = n.notification_type_id
          join users u on u.id = n.user_id
         where nt.title = ${FUNDING_NOTICE_TYPE} and u.email = ${email}
         order by n.id`,
  );

beforeEach(async () => {
  await exec(sql`update users set funded_until = null`);
});

describe('the funding reminder', () => {
  it('tells a member 30 days before their funding ends, in the app and by email, once', async () => {
    await fund(LEARNER, 30);
    await fund(EMPLOYEE, 31); // not yet
    await fund(AUTHOR, -1); // already ended: too late to remind
    const until = await ukDate(30);
    const before = (await mailTo(LEARNER)).length;

    expect(await service.sendFundingReminders()).toBe(1);
    const mail = (await waitForMail(t.app, LEARNER, before + 1)).at(-1)!;
    expect(mail.subject).toBe(`Your funded subscription ends on ${ukLongDate(until)}`);
    expect(mail.text).toContain(`That funding ends on ${ukLongDate(until)}.`);
    expect(mail.text).toContain(`${t.app.config.publicBaseUrl}/account`);

    // The same run again, as a retried or twice-scheduled job would: nothing new.
    expect(await service.sendFundingReminders()).toBe(0);
    expect(await noticesFor(LEARNER)).toEqual([
      { title: fundingNoticeTitle(until), url: '/account', emailed: true },
    ]);
    expect(await noticesFor(EMPLOYEE)).toEqual([]);
    expect(await noticesFor(AUTHOR)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailTo(LEARNER)).toHaveLength(before + 1);
    expect(await mailTo(EMPLOYEE)).toHaveLength(0);
  });

  it('reminds a member the job missed until the day the funding ends', async () => {
    await fund(EMPLOYEE, 12);
    expect(await service.sendFundingReminders()).toBe(1);
    expect(await noticesFor(EMPLOYEE)).toHaveLength(1);
  });

  it('reminds again when a new funded period is coming to its end', async () => {
    await fund(AUTHOR, 5);
    expect(await service.sendFundingReminders()).toBe(1);
    await fund(AUTHOR, 20); // funding renewed, and that period ends in turn
    expect(await service.sendFundingReminders()).toBe(1);
    expect((await noticesFor(AUTHOR)).map((n) => n.title)).toEqual([
      fundingNoticeTitle(await ukDate(5)),
      fundingNoticeTitle(await ukDate(20)),
    ]);
  });

  it('is a notice in the dropdown, not a choice on the preferences page', async () => {
    await fund(LEARNER, 2);
    await service.sendFundingReminders();
    const user = (await learner.get('/api/user')).json() as CurrentUser;
    const notice = user.notifications.find(
      (n) => n.title === fundingNoticeTitle(user.funded_until!),
    );
    expect(notice?.type).toMatchObject({ title: FUNDING_NOTICE_TYPE, kind: 'notice' });
    expect(user.notification_types.map((type) => type.title)).not.toContain(FUNDING_NOTICE_TYPE);
    const res = await learner.post(`/api/user/notifications/preference/${notice!.type.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('is never part of the weekly digest, which would announce it as published', async () => {
    await exec(sql`update users set alerts_preference = false, digest_sent_at = null`);
    await exec(sql`update notifications set emailed_at = now() where emailed_at is null`);
    await exec(sql`update users set alerts_preference = true where email = ${EMPLOYEE}`);
    await fund(EMPLOYEE, 3);
    expect(await service.sendFundingReminders()).toBe(1);
    expect(await service.sendDigests()).toBe(0);
  });
});
