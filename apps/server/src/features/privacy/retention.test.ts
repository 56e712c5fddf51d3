// The retention job on a seeded database with a moved clock (decision 0064): for every rule of
// the one table, a row just past its period goes (or is anonymised) and a row just inside it
// stays, and the counts the job logs are exactly those rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';
import { privacyOf, rows } from './test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** The clock the job runs at: three weeks from now. */
const at = new Date(Date.now() + 21 * DAY);
const ts = (interval: string) => sql`(${at.toISOString()}::timestamptz - ${interval}::interval)`;
const run = (q: ReturnType<typeof sql>) => t.app.database.db.execute(q);
const one = async (q: ReturnType<typeof sql>) => (await rows<{ id: number }>(t, q))[0]!.id;

let n = 0;
async function account(fields: {
  created: string;
  warned?: string;
  status?: string;
  rejected?: string;
  deletion?: string;
}) {
  const email = `retention.${n++}.${Date.now().toString(36)}@retention.test`;
  const id = await one(
    sql`insert into users (first_name, last_name, email, status, created_at, last_sign_in_at,
          retention_warned_at, rejected_at, deletion_requested_at)
        values ('Retention', 'Person', ${email}, ${fields.status ?? 'active'}::account_status,
          ${ts(fields.created)}, ${ts(fields.created)},
          ${fields.warned ? ts(fields.warned) : null}, ${fields.rejected ? ts(fields.rejected) : null},
          ${fields.deletion ? ts(fields.deletion) : null})
        returning id`,
  );
  return { id, email };
}

const exists = async (table: string, id: number) =>
  (await rows(t, sql`select 1 from ${sql.raw(table)} where id = ${id}`)).length === 1;

describe('the retention job, three weeks ahead', () => {
  it('deletes or anonymises exactly what each rule says', async () => {
    const privacy = privacyOf(t);
    // What the seeded demo data itself has due at that moment goes first.
    await privacy.runRetention(at);

    const learner = await one(sql`select id from users where email = ${LEARNER}`);
    const type = await one(sql`select min(id) as id from notification_types`);
    const seeded: Record<string, { gone: number[]; kept: number[]; table: string }> = {};
    const pair = async (
      key: string,
      table: string,
      make: (age: string) => ReturnType<typeof sql>,
      old: string,
      young: string,
    ) => {
      seeded[key] = { table, gone: [await one(make(old))], kept: [await one(make(young))] };
    };

    await pair(
      'sessions',
      'sessions',
      (age) =>
        sql`insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
            values (md5(random()::text), ${learner}, ${ts(age)}, ${ts(age)}, ${ts('-1 day')})
            returning 0 as id`,
      '31 days',
      '29 days',
    );
    // Sessions are keyed by text: follow them by creation time instead.
    const sessionsAt = async (age: string) =>
      (
        await rows(
          t,
          sql`select 1 from sessions where user_id = ${learner} and created_at = ${ts(age)}`,
        )
      ).length;
    await pair(
      'one_time_codes',
      'one_time_codes',
      (age) =>
        sql`insert into one_time_codes (user_id, purpose, code_hash, expires_at)
            values (${learner}, 'set_password', md5(random()::text), ${ts(age)}) returning id`,
      '8 days',
      '6 days',
    );
    await pair(
      'notifications_dismissed',
      'notifications',
      (age) =>
        sql`insert into notifications (user_id, notification_type_id, title, created_at, dismissed_at)
            values (${learner}, ${type}, 'Old', ${ts('20 months')}, ${ts(age)}) returning id`,
      '14 months 1 day',
      '13 months',
    );
    await pair(
      'exports',
      'data_exports',
      (age) =>
        sql`insert into data_exports (user_id, status, created_at, ready_at)
            values (${learner}, 'ready', ${ts(age)}, ${ts(age)}) returning id`,
      '25 hours',
      '23 hours',
    );
    await pair(
      'newsletter_unconfirmed',
      'subscribers',
      (age) =>
        sql`insert into subscribers (email, status, state, created_at)
            values (${`pending.${n++}@retention.test`}, 'other', 'pending', ${ts(age)}) returning id`,
      '31 days',
      '29 days',
    );
    // A sent newsletter's recipients: one issue a month (a unique month), one row each.
    let month = 1;
    await pair(
      'newsletter_recipients',
      'newsletter_recipients',
      (age) =>
        sql`with issue as (
              insert into newsletter_issues (subject, body, status, month, sent_at)
              values ('Retention', '{"blocks":[]}', 'sent', ${`2001-${String(month++).padStart(2, '0')}`},
                      ${ts(age)}) returning id)
            insert into newsletter_recipients (issue_id, email, state)
            select id, ${`reader.${n++}@retention.test`}, 'outbox' from issue returning id`,
      '31 days',
      '29 days',
    );
    await pair(
      'newsletter_unsubscribed',
      'subscribers',
      (age) =>
        sql`insert into subscribers (email, status, state, unsubscribed_at)
            values (${`left.${n++}@retention.test`}, 'other', 'unsubscribed', ${ts(age)}) returning id`,
      '31 days',
      '29 days',
    );
    for (const id of [
      ...seeded.newsletter_unsubscribed!.gone,
      ...seeded.newsletter_unsubscribed!.kept,
    ])
      await t.app.database.db.execute(
        sql`insert into subscriber_consents (subscriber_id, wording, ip)
            values (${id}, 'Yes, send me the newsletter', '203.0.113.9')`,
      );
    seeded.pending_review = {
      table: 'users',
      gone: [(await account({ created: '6 months 1 day', status: 'pending_review' })).id],
      kept: [(await account({ created: '5 months', status: 'pending_review' })).id],
    };
    seeded.rejected_signups = {
      table: 'users',
      gone: [
        (await account({ created: '20 months', status: 'disabled', rejected: '14 months 1 day' }))
          .id,
      ],
      kept: [
        (await account({ created: '20 months', status: 'disabled', rejected: '13 months' })).id,
      ],
    };
    seeded.deletion_requests = {
      table: 'users',
      gone: [(await account({ created: '1 month', status: 'disabled', deletion: '15 days' })).id],
      kept: [(await account({ created: '1 month', status: 'disabled', deletion: '13 days' })).id],
    };
    await pair(
      'enquiries',
      'enquiries',
      (age) =>
        sql`insert into enquiries (kind, status, first_name, last_name, email, updated_at)
            values ('join_employers', 'closed', 'Old', 'Enquiry', 'old@retention.test', ${ts(age)})
            returning id`,
      '12 months 1 day',
      '11 months',
    );
    const openEnquiry = await one(
      sql`insert into enquiries (kind, status, first_name, last_name, email, updated_at)
          values ('join_employers', 'in_progress', 'Open', 'Enquiry', 'open@retention.test', ${ts('3 years')})
          returning id`,
    );
    await pair(
      'rights_requests',
      'rights_requests',
      (age) =>
        sql`insert into rights_requests (kind, received_via, received_on, due_on, requester_name,
              status, closed_at)
            values ('access', 'post', current_date, current_date, 'Someone', 'done', ${ts(age)})
            returning id`,
      '24 months 1 day',
      '23 months',
    );
    await pair(
      'captured_mail',
      'mail_messages',
      (age) =>
        sql`insert into mail_messages (to_address, subject, created_at)
            values ('mail@retention.test', 'Old', ${ts(age)}) returning id`,
      '8 days',
      '6 days',
    );
    await pair(
      'course_search_misses',
      'course_search_misses',
      (age) =>
        sql`insert into course_search_misses (week, term, searches)
            values ((${ts(age)})::date - 7, ${`term ${age}`}, ${age.length})
            returning searches as id`,
      '3 months 1 day',
      '2 months 20 days',
    );
    // Accounts: 14 months after the last credential or sign-in, warned 30 days before.
    const dueAndWarned = await account({ created: '14 months 1 day', warned: '31 days' });
    const warnedRecently = await account({ created: '14 months 1 day', warned: '29 days' });
    const dueNotWarned = await account({ created: '15 months' });
    const inWarningWindow = await account({ created: '13 months 10 days' });
    const young = await account({ created: '12 months' });
    // A credential offered a year ago keeps an account whose last sign-in is old.
    const credentialKeeps = await account({ created: '20 months' });
    await run(
      sql`insert into credentials (user_id, group_id, issued_at)
          values (${credentialKeeps.id}, (select min(id) from credential_groups), ${ts('12 months')})`,
    );

    const { counts, warned } = await privacy.runRetention(at);

    for (const [key, { table, gone, kept }] of Object.entries(seeded)) {
      if (key === 'sessions') continue;
      if (key === 'newsletter_recipients') {
        // The rows stay (the issue's counts stay true); the address goes.
        const [g] = await rows<{ email: string }>(
          t,
          sql`select email from newsletter_recipients where id = ${gone[0]}`,
        );
        expect(g!.email, key).toMatch(/^anonymised-\d+@anonymised\.invalid$/);
        const [k] = await rows<{ email: string }>(
          t,
          sql`select email from newsletter_recipients where id = ${kept[0]}`,
        );
        expect(k!.email, key).toMatch(/^reader\./);
      } else if (key === 'newsletter_unsubscribed') {
        const [g] = await rows<{ email: string }>(
          t,
          sql`select email from subscribers where id = ${gone[0]}`,
        );
        expect(g!.email, key).toMatch(/^anonymised-\d+@anonymised\.invalid$/);
        const [k] = await rows<{ email: string }>(
          t,
          sql`select email from subscribers where id = ${kept[0]}`,
        );
        expect(k!.email, key).toMatch(/^left\./);
        // Their consent records keep the wording and the day, not the network address.
        const ips = await rows<{ subscriber_id: number; ip: string | null }>(
          t,
          sql`select subscriber_id, ip from subscriber_consents
               where subscriber_id in (${gone[0]}, ${kept[0]}) order by subscriber_id`,
        );
        expect(ips, key).toEqual([
          { subscriber_id: gone[0], ip: null },
          { subscriber_id: kept[0], ip: '203.0.113.9' },
        ]);
      } else if (key === 'course_search_misses') {
        // Counts by week and term have no id: each seeded row is told by its count.
        const left = await rows<{ searches: number }>(
          t,
          sql`select searches from ${sql.raw(table)}`,
        );
        expect(
          left.map((r) => r.searches),
          key,
        ).toEqual(kept);
      } else {
        expect(await exists(table, gone[0]!), `${key}: past its period`).toBe(false);
        expect(await exists(table, kept[0]!), `${key}: within its period`).toBe(true);
      }
      // Captured mail also holds the warnings the first run sent (captured at the real clock,
      // so three weeks old at `at`); every other rule removed exactly the seeded row.
      if (key === 'captured_mail') expect(counts.captured_mail).toBeGreaterThanOrEqual(1);
      else expect(counts[key as keyof typeof counts], key).toBe(1);
    }
    expect(await sessionsAt('31 days')).toBe(0);
    expect(await sessionsAt('29 days')).toBe(1);
    expect(counts.sessions).toBe(1);
    expect(await exists('enquiries', openEnquiry)).toBe(true);

    expect(counts.accounts).toBe(1);
    expect(await exists('users', dueAndWarned.id)).toBe(false);
    for (const kept of [warnedRecently, dueNotWarned, inWarningWindow, young, credentialKeeps]) {
      expect(await exists('users', kept.id)).toBe(true);
    }
    // Warned now: the one past its period without a warning, and the one within 30 days of it.
    expect(warned).toBe(2);
    const warnedRows = await rows<{ id: number }>(
      t,
      sql`select id from users where retention_warned_at = ${at.toISOString()}::timestamptz
           and email like '%@retention.test' order by id`,
    );
    expect(warnedRows.map((r) => r.id)).toEqual([dueNotWarned.id, inWarningWindow.id]);
    // The warning went into the mail outbox in the run's transaction. (Its captured copy is
    // written at the real clock, three weeks before `at`, so the same run's captured-mail rule
    // may already have removed it: the outbox's row is the record that it was sent.)
    const outbox = await rows<{ subject: string }>(
      t,
      sql`select subject from mail_outbox where to_address = ${dueNotWarned.email}`,
    );
    expect(outbox.map((m) => m.subject)).toEqual([
      'Your Tech Industry Gold account will be deleted soon',
    ]);

    // Audited as facts: erasures by the job have no actor.
    const audit = await rows<{ action: string; actor_user_id: number | null }>(
      t,
      sql`select action, actor_user_id from audit_log where subject_type = 'user'
           and subject_id in (${String(seeded.rejected_signups!.gone[0])}, ${String(dueAndWarned.id)},
                              ${String(seeded.pending_review!.gone[0])})
           order by id`,
    );
    expect(audit).toEqual([
      { action: 'member.erase', actor_user_id: null },
      { action: 'review.expire', actor_user_id: null },
      { action: 'review.purge', actor_user_id: null },
    ]);

    // Run again at the same moment: nothing more is due, except the warning emails the run
    // itself sent, captured since at the real clock, three weeks before `at`.
    const again = await privacy.runRetention(at);
    expect(
      Object.entries(again.counts).filter(([key, c]) => c !== 0 && key !== 'captured_mail'),
    ).toEqual([]);
    expect(again.warned).toBe(0);
  });
});
