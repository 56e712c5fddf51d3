// Erasing someone who sent an enquiry (decisions 0074, 0093): the enquiry goes with its staff
// notes and the replies staff emailed them, and the audit rows about it keep that a note and a
// reply were made, not their words.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { eraseMember } from './erasure-repository.ts';
import { rows } from './test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('removes their enquiry with its replies and notes, and the words from the audit log', async () => {
  const email = `nia.${Date.now()}@harbourline.test`;
  const [enquiry] = await rows<{ id: number }>(
    t,
    sql`insert into enquiries (kind, first_name, last_name, email, organisation)
        values ('join_employers', 'Nia', 'Okafor', ${email}, 'Harbourline') returning id`,
  );
  const id = enquiry!.id;
  await rows(
    t,
    sql`insert into enquiry_notes (enquiry_id, kind, body)
        values (${id}, 'note', 'Nia prefers mornings.'), (${id}, 'reply', 'Dear Nia, thank you.')`,
  );
  // As the console audits them: a note with its text, a reply with its id only.
  await rows(
    t,
    sql`insert into audit_log (action, subject_type, subject_id, after)
        values ('enquiry.note', 'enquiry', ${String(id)}, '{"body": "Nia prefers mornings."}'),
               ('enquiry.reply', 'enquiry', ${String(id)}, '{"reply_id": 2}')`,
  );
  // The enquirer later joins with the same, confirmed address, and is erased.
  const [member] = await rows<{ id: number }>(
    t,
    sql`insert into users (first_name, last_name, email, status, email_confirmed_at)
        values ('Nia', 'Okafor', ${email}, 'active', now()) returning id`,
  );
  await t.app.database.db.transaction((tx) => eraseMember(tx, member!.id));

  const [left] = await rows<{ enquiries: number; timeline: number; words: number }>(
    t,
    sql`select (select count(*)::int from enquiries where id = ${id}) as enquiries,
               (select count(*)::int from enquiry_notes where enquiry_id = ${id}) as timeline,
               (select count(*)::int from audit_log x where subject_type = 'enquiry'
                   and subject_id = ${String(id)} and x::text ilike '%Nia%') as words`,
  );
  expect(left).toEqual({ enquiries: 0, timeline: 0, words: 0 });
  const kept = await rows<{ action: string; after: unknown }>(
    t,
    sql`select action, after from audit_log
         where subject_type = 'enquiry' and subject_id = ${String(id)} order by id`,
  );
  expect(kept).toEqual([
    { action: 'enquiry.note', after: { body: '[erased]' } },
    { action: 'enquiry.reply', after: { reply_id: '[erased]' } },
  ]);
});
