// The member's record is kept per session and served again only while nothing it is built
// from has changed (docs/decisions/0054). What a member would notice if that went wrong: a
// save, a dismissal or a renamed school not showing on the next page, on this process or
// another; a signed-out session still reading a record; memory growing with sessions.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@techgold/contracts/user';
import { buildApp, type App } from '../../../app.ts';
import { selectRows } from '../../../db/client.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { CURRENT_USER_PARTS, currentUserSql } from './repository.ts';
import { createMemberRecords } from './record-cache.ts';

let t: TestContext;
/** A second server on the same database, with a cache of its own: another process. */
let other: App;
let learner: Client;
let learnerThere: Client;
let learnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(t.config, {
    database: t.handle,
    ssr: false,
    workers: false,
  });
  await other.ready();
  learner = new Client(t.app, '10.15.0.1');
  learnerThere = new Client(other, '10.15.0.2');
  const res = await learner.login(LEARNER);
  expect(res.statusCode).toBe(200);
  learnerId = (res.json() as { user: { id: number } }).user.id;
  expect((await learnerThere.login(LEARNER)).statusCode).toBe(200);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = async (client: Client) => {
  const res = await client.get('/api/user');
  expect(res.statusCode).toBe(200);
  return res.json() as CurrentUser;
};
const exec = (text: string) => t.handle.executeSql(text);
const firstId = async (table: string) =>
  (await selectRows<{ id: number }>(t.handle.db, sql.raw(`select min(id) as id from ${table}`)))[0]!
    .id;

describe('a kept record', () => {
  it('is served again with one statement that reads the session and the stamp alone', async () => {
    const first = await learner.get('/api/user');
    const prepared = vi.spyOn(t.app.database, 'prepared');
    try {
      const again = await learner.get('/api/user');
      expect(again.body).toBe(first.body);
      expect(prepared).toHaveBeenCalledTimes(1);
      expect(prepared.mock.calls[0]![0]).toBe('session_with_current_user_stamp');
    } finally {
      prepared.mockRestore();
    }
  });

  it('is built again after a change: the stamp, then the record, in the same request', async () => {
    await me(learner);
    await exec(`update users set phone_number = '01632 960001' where id = ${learnerId}`);
    const prepared = vi.spyOn(t.app.database, 'prepared');
    try {
      expect((await me(learner)).phone_number).toBe('01632 960001');
      expect(prepared.mock.calls.map((c) => c[0])).toEqual([
        'session_with_current_user_stamp',
        'current_user_rebuild',
      ]);
    } finally {
      prepared.mockRestore();
    }
  });

  it('is the same JSON the record builds from scratch, field for field', async () => {
    const kept = await me(learner);
    const { rows } = await t.handle.prepared<{ user: CurrentUser }>(
      'test_current_user_record',
      currentUserSql(CURRENT_USER_PARTS),
      [learnerId],
    );
    expect(kept).toEqual(JSON.parse(JSON.stringify(rows[0]!.user)));
  });
});

describe('what a member changes shows on their next read, on this server and another', () => {
  it('saving and unsaving an employer', async () => {
    const employerId = await firstId('employers');
    await me(learner);
    await me(learnerThere);
    expect((await learner.request('PUT', `/api/user/employer/${employerId}`)).statusCode).toBe(200);
    expect((await me(learner)).saved_employer_ids).toContain(employerId);
    expect((await me(learnerThere)).saved_employer_ids).toContain(employerId);
    expect(
      (await learnerThere.request('DELETE', `/api/user/employer/${employerId}`)).statusCode,
    ).toBe(200);
    expect((await me(learnerThere)).saved_employer_ids).not.toContain(employerId);
    expect((await me(learner)).saved_employer_ids).not.toContain(employerId);
  });

  it('a profile saved on the other server', async () => {
    const before = await me(learner);
    const res = await learnerThere.request('PUT', '/api/user', {
      first_name: 'Adaline',
      last_name: before.last_name,
      contact_email: before.contact_email ?? LEARNER,
      phone_number: before.phone_number ?? '01632 960000',
      address: before.address ?? '1 Test Street',
      gender_id: before.gender_id ?? 1,
      ethnicity_id: before.ethnicity_id ?? 1,
      job_title: before.job_title,
      alerts_preference: before.alerts_preference,
      marketing_preference: before.marketing_preference,
      avatar_url: before.avatar_url,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(learner)).full_name).toBe(`Adaline ${before.last_name}`);
  });

  it('a notification arriving, being dismissed, and a preference changed', async () => {
    const [type] = await selectRows<{ id: number }>(
      t.handle.db,
      sql`select id from notification_types where kind = 'published' order by id limit 1`,
    );
    await me(learner);
    await me(learnerThere);
    await exec(
      `insert into notifications (user_id, notification_type_id, title, url)
       values (${learnerId}, ${type!.id}, 'A record cache test', '/insights')`,
    );
    const arrived = (await me(learnerThere)).notifications.find(
      (n) => n.title === 'A record cache test',
    );
    expect(arrived).toBeDefined();
    expect((await me(learner)).notifications.map((n) => n.id)).toContain(arrived!.id);
    expect((await learner.request('DELETE', `/api/notifications/${arrived!.id}`)).statusCode).toBe(
      204,
    );
    expect((await me(learnerThere)).notifications.map((n) => n.id)).not.toContain(arrived!.id);

    const active = (await me(learner)).notification_types.find((n) => n.id === type!.id)!.active;
    const path = `/api/user/notifications/preference/${type!.id}`;
    expect((await learnerThere.request(active ? 'DELETE' : 'POST', path)).statusCode).toBe(204);
    expect((await me(learner)).notification_types.find((n) => n.id === type!.id)!.active).toBe(
      !active,
    );
  });
});

describe('changes made outside any route show at once', () => {
  it('a renamed school and course, and a renamed notification type', async () => {
    const before = await me(learner);
    expect(before.school).not.toBeNull();
    expect(before.course).not.toBeNull();
    await me(learnerThere);
    await exec(`update schools set title = 'Renamed University' where id = ${before.school!.id}`);
    await exec(`update courses set title = 'Renamed Course' where id = ${before.course!.id}`);
    const type = before.notification_types[0]!;
    await exec(`update notification_types set title = 'Renamed type' where id = ${type.id}`);
    for (const client of [learner, learnerThere]) {
      const after = await me(client);
      expect(after.school!.title).toBe('Renamed University');
      expect(after.course!.title).toBe('Renamed Course');
      expect(after.notification_types.find((n) => n.id === type.id)!.title).toBe('Renamed type');
    }
    await exec(`update notification_types set title = '${type.title}' where id = ${type.id}`);
  });

  it('an article of theirs retitled, and the learner moved to another employer', async () => {
    const author = new Client(t.app, '10.15.0.3');
    const res = await author.login('author@techgold.test');
    const authorId = (res.json() as { user: { id: number } }).user.id;
    const [article] = (await me(author)).articles;
    expect(article).toBeDefined();
    await exec(`update insights set title = 'A retitled article' where id = ${article!.id}`);
    expect((await me(author)).articles.find((a) => a.id === article!.id)!.title).toBe(
      'A retitled article',
    );
    const employerId = await firstId('employers');
    await me(author);
    await exec(`update users set employer_id = ${employerId} where id = ${authorId}`);
    expect((await me(author)).employer?.id).toBe(employerId);
  });

  it('a change in one transaction with others is seen once it commits', async () => {
    await me(learner);
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`update users set address = '2 Commit Street' where id = ${learnerId}`);
      await tx.execute(sql`update users set address = '3 Commit Street' where id = ${learnerId}`);
    });
    expect((await me(learner)).address).toBe('3 Commit Street');
  });
});

describe('sessions', () => {
  it('a kept record is never served to a session that has ended', async () => {
    const client = new Client(t.app, '10.15.0.4');
    expect((await client.login(LEARNER)).statusCode).toBe(200);
    await me(client);
    const cookie = client.cookies.get('tig_session')!;
    expect((await client.post('/api/logout')).statusCode).toBeLessThan(300);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `tig_session=${cookie}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(LEARNER);
  });

  it('a member disabled after their record was kept reads as signed out', async () => {
    const client = new Client(t.app, '10.15.0.5');
    expect((await client.login('employee@harbour-systems.test')).statusCode).toBe(200);
    await me(client);
    await exec(
      `update users set status = 'disabled' where email = 'employee@harbour-systems.test'`,
    );
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

describe('every table the record reads bumps a version when written', () => {
  it('has statement triggers for inserts, updates and deletes (with their rows) and TRUNCATE', async () => {
    const text = currentUserSql(CURRENT_USER_PARTS);
    const tables = new Set([...text.matchAll(/\b(?:from|join)\s+([a-z_]+)/g)].map((m) => m[1]!));
    expect(tables).toContain('saved_items');
    expect(tables).toContain('schools');
    const triggers = await selectRows<{
      table: string;
      type: number;
      old_rows: string | null;
      new_rows: string | null;
    }>(
      t.handle.db,
      sql`select c.relname as table, tg.tgtype::int as type,
                 tg.tgoldtable as old_rows, tg.tgnewtable as new_rows
            from pg_trigger tg
            join pg_class c on c.oid = tg.tgrelid
            join pg_proc p on p.oid = tg.tgfoid
           where p.proname in ('member_record_changed', 'member_record_shared_changed')`,
    );
    // pg_trigger.tgtype bits: ROW 1, INSERT 4, DELETE 8, UPDATE 16, TRUNCATE 32.
    const covers = (table: string, event: number, old: boolean, neu: boolean) =>
      triggers.some(
        (tr) =>
          tr.table === table &&
          (tr.type & 1) === 0 &&
          (tr.type & event) !== 0 &&
          (!old || tr.old_rows !== null) &&
          (!neu || tr.new_rows !== null),
      );
    for (const table of tables) {
      expect(covers(table, 16, true, true), `${table}: UPDATE`).toBe(true);
      expect(covers(table, 32, false, false), `${table}: TRUNCATE`).toBe(true);
      // A new or removed account has no kept record; its sessions go with it.
      if (table === 'users') continue;
      expect(covers(table, 4, false, true), `${table}: INSERT`).toBe(true);
      expect(covers(table, 8, true, false), `${table}: DELETE`).toBe(true);
    }
  });

  it('bumps a member as their transaction commits, not before, and leaves nothing behind', async () => {
    const version = async (id: number) =>
      (
        await selectRows<{ v: string | null }>(
          t.handle.db,
          sql`select version::text as v from member_record_versions where user_id = ${id}`,
        )
      )[0]?.v ?? null;
    const before = await version(learnerId);
    let during: string | null = null;
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into saved_items (user_id, kind, item_id) values (${learnerId}, 'school', 424242)`,
      );
      during = (
        await selectRows<{ v: string | null }>(
          tx,
          sql`select version::text as v from member_record_versions where user_id = ${learnerId}`,
        )
      )[0]!.v;
      await tx.execute(sql`delete from saved_items where item_id = 424242`);
    });
    expect(during).toBe(before);
    const after = await version(learnerId);
    expect(after).not.toBe(before);
    // The flush ran once: nothing left behind for it.
    const [left] = await selectRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from member_record_flush`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('memory', () => {
  it('stays within its budget however many sessions it has seen, and keeps nothing at 0', async () => {
    const record = await me(learner);
    const budget = 64 * 1024;
    const records = createMemberRecords(t.handle, budget);
    for (let i = 0; i < 500; i++) {
      const plan = records.read.plan(`session-${i}`);
      await plan.finish({ stamp: `${i}:1`, record }, learnerId);
    }
    const { entries, bytes } = records.stats();
    expect(bytes).toBeLessThanOrEqual(budget);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(500);
    // The newest session is held: its next lookup selects the stamp alone.
    expect(records.read.plan('session-499').statement).toBe('current_user_stamp');

    const none = createMemberRecords(t.handle, 0);
    await none.read.plan('session-x').finish({ stamp: '1:1', record }, learnerId);
    expect(none.stats()).toEqual({ entries: 0, bytes: 0 });
    expect(none.read.plan('session-x').statement).toBe('current_user');
  });

  it('drops a session’s record when the session ends', async () => {
    const record = await me(learner);
    const records = createMemberRecords(t.handle, 64 * 1024);
    await records.read.plan('ending').finish({ stamp: '1:1', record }, learnerId);
    await records.read.plan('staying').finish({ stamp: '1:1', record }, learnerId);
    records.forget('ending');
    expect(records.read.plan('ending').statement).toBe('current_user');
    expect(records.read.plan('staying').statement).toBe('current_user_stamp');
    expect(records.stats().entries).toBe(1);
  });

  it('keeps nothing it cannot tell is current (no shared version row)', async () => {
    const record = await me(learner);
    const records = createMemberRecords(t.handle, 64 * 1024);
    const answer = await records.read.plan('s').finish({ stamp: null, record }, learnerId);
    expect(answer?.user.email).toBe(LEARNER);
    expect(records.stats().entries).toBe(0);
  });
});
