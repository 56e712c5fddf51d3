// The dashboard's twelve-week trends: each series counts its own week, the course finder's
// fruitless searches are counted by term, and only staff may read them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { EDITOR, LEARNER, signedIn, userId } from '../test-fixtures.ts';
import { countTrends } from './trends.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A Wednesday years after the demo data, so the twelve weeks hold only what a test puts there.
const NOW = new Date('2031-06-18T10:00:00Z');
// Mondays of that week and the ones before it.
const WEEK_12 = '2031-06-16';
const WEEK_11 = '2031-06-09';
const WEEK_1 = '2031-03-31';

const run = (query: ReturnType<typeof sql>) => t.app.database.db.execute(query);
let n = 0;
const person = (type: 1 | 2, at: string, staff: 'admin' | null = null) =>
  run(sql`insert into users (first_name, last_name, email, user_type_id, staff_role, created_at)
          values ('Trend', 'Person', ${`trend.${n++}@trends.test`}, ${type}, ${staff}, ${at})`);

describe('the dashboard trends', () => {
  it('counts each series in the week it happened, oldest week first', async () => {
    await person(1, '2031-06-16T00:00:00Z'); // the first moment of the last week
    await person(1, '2031-06-18T09:00:00Z');
    await person(2, '2031-06-17T12:00:00Z');
    await person(1, '2031-06-15T23:59:59Z'); // the week before
    await person(1, '2031-06-17T12:00:00Z', 'admin'); // staff are not sign-ups
    await person(1, '2031-03-30T23:59:59Z'); // before the first week: not drawn
    await person(1, '2031-03-31T00:00:00Z');
    for (const [kind, at] of [
      ['join_employers', '2031-06-10T10:00:00Z'],
      ['get_accredited', '2031-06-11T10:00:00Z'],
      ['author_access', '2031-06-11T10:00:00Z'], // a member's request, not an enquiry
    ] as const)
      await run(sql`insert into enquiries (kind, first_name, last_name, email, created_at)
                    values (${kind}, 'Trend', 'Enquirer', 'enquirer@trends.test', ${at})`);
    const holder = await userId(t, LEARNER);
    await run(sql`insert into credentials (user_id, group_id, issued_at)
                  values (${holder}, (select min(id) from credential_groups), '2031-06-17T08:00:00Z'),
                         (${holder}, (select min(id) from credential_groups), '2031-06-17T09:00:00Z')`);
    await run(sql`insert into subscribers (email, status, state, confirmed_at, unsubscribed_at) values
      ('a@trends.test', 'learner', 'active', '2031-06-16T10:00:00Z', null),
      ('b@trends.test', 'learner', 'active', '2031-06-16T11:00:00Z', null),
      ('c@trends.test', 'other', 'unsubscribed', '2031-04-01T10:00:00Z', '2031-06-17T10:00:00Z'),
      ('d@trends.test', 'other', 'unsubscribed', '2031-06-09T10:00:00Z', '2031-06-10T10:00:00Z'),
      ('e@trends.test', 'other', 'unsubscribed', '2031-06-09T10:00:00Z', '2031-06-11T10:00:00Z')`);

    const trends = await countTrends(t.app.database.db, NOW);

    expect(trends.weeks).toHaveLength(12);
    expect(trends.weeks[0]).toBe(WEEK_1);
    expect(trends.weeks[10]).toBe(WEEK_11);
    expect(trends.weeks[11]).toBe(WEEK_12);
    const zeros = (last: number[]) => [...Array<number>(12 - last.length).fill(0), ...last];
    expect(trends.signups.learners).toEqual([1, ...zeros([1, 2]).slice(1)]);
    expect(trends.signups.employer_users).toEqual(zeros([0, 1]));
    expect(trends.enquiries).toEqual(zeros([2, 0]));
    expect(trends.credentials_issued).toEqual(zeros([0, 2]));
    // Week 1: c confirmed (+1); week 11: d and e confirmed and left (0); week 12: a and b
    // confirmed, c left (+1).
    expect(trends.subscribers_net).toEqual([1, ...zeros([0, 1]).slice(1)]);
    expect(trends.counted_at).toBe(NOW.toISOString());
  });

  it('keeps an ended week as it was counted, and counts the current week afresh', async () => {
    const db = t.app.database.db;
    const before = await countTrends(db, NOW); // the test above kept weeks 1 to 11
    await person(1, '2031-06-10T10:00:00Z'); // in week 11, which has ended
    await person(1, '2031-06-18T09:30:00Z'); // in week 12, the current one
    const after = await countTrends(db, NOW);
    expect(after.signups.learners[10]).toBe(before.signups.learners[10]);
    expect(after.signups.learners[11]).toBe(before.signups.learners[11]! + 1);

    // In the first hour of a Monday the week just ended is still counted from its rows (a
    // change made at Sunday's end may still be committing), and kept only after that.
    const mondayEarly = new Date('2031-06-23T00:30:00Z');
    await person(2, '2031-06-22T23:59:00Z');
    const early = await countTrends(db, mondayEarly);
    expect(early.weeks[10]).toBe(WEEK_12);
    expect(early.signups.employer_users[10]).toBe(after.signups.employer_users[11]! + 1);
    await person(2, '2031-06-22T23:59:30Z');
    const later = await countTrends(db, new Date('2031-06-23T02:00:00Z'));
    expect(later.signups.employer_users[10]).toBe(early.signups.employer_users[10]! + 1);
  });

  it('lists the terms people searched the course finder for without finding a course', async () => {
    const visitor = new Client(t.app, '10.77.0.1');
    // Case and spacing make no new term; each is a different address, so none is a cache hit.
    for (const q of ['Underwater Welding', 'underwater  welding', 'UNDERWATER WELDING', 'Zither'])
      expect((await visitor.get(`/api/courses?q=${encodeURIComponent(q)}`)).json().total).toBe(0);
    // A search that finds courses, and one narrowed by a dropdown, are not missing terms.
    const found = (await visitor.get('/api/courses?q=data')).json();
    expect(found.total).toBeGreaterThan(0);
    await visitor.get(`/api/courses?q=harp&location=${encodeURIComponent('Nowhere at all')}`);

    const trends = await countTrends(t.app.database.db);
    expect(trends.missing_searches).toEqual([
      { term: 'underwater welding', searches: 3 },
      { term: 'zither', searches: 1 },
    ]);
  });

  it('is for staff only', async () => {
    const anonymous = new Client(t.app, '10.77.0.2');
    expect((await anonymous.get('/api/admin/dashboard/trends')).statusCode).toBe(401);
    const learner = await signedIn(t, LEARNER);
    expect((await learner.get('/api/admin/dashboard/trends')).statusCode).toBe(403);
    const editor = await signedIn(t, EDITOR);
    const res = await editor.get('/api/admin/dashboard/trends');
    expect(res.statusCode).toBe(200);
    expect(res.json().weeks).toHaveLength(12);
  });
});
