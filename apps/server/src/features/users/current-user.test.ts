// GET /api/user, read on every signed-in page: the session and the member's record come from
// one statement (the record kept from an earlier read, or built with the session: see
// current-user/record-cache.test.ts), and the record leaves with exactly the contract's fields.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { currentUserSchema } from '@techgold/contracts/user';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let learner: Client;

beforeAll(async () => {
  t = await createTestApp();
  learner = new Client(t.app, '10.14.0.1');
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/user', () => {
  it('reads the session and the record in one database round trip', async () => {
    const fresh = new Client(t.app, '10.14.0.3');
    expect((await fresh.login(LEARNER)).statusCode).toBe(200);
    const first = vi.spyOn(t.app.database, 'prepared');
    try {
      expect((await fresh.get('/api/user')).statusCode).toBe(200);
      // A session's first read: the session, the stamp and the record together.
      expect(first.mock.calls.map((c) => c[0])).toEqual(['session_with_current_user']);
    } finally {
      first.mockRestore();
    }
    await learner.get('/api/user'); // past the once-a-minute session touch
    const prepared = vi.spyOn(t.app.database, 'prepared');
    const execute = vi.spyOn(t.app.database, 'executeSql');
    try {
      const res = await learner.get('/api/user');
      expect(res.statusCode).toBe(200);
      expect(prepared).toHaveBeenCalledTimes(1);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      prepared.mockRestore();
      execute.mockRestore();
    }
  });

  it('answers exactly the contract’s fields, as the contract parses them', async () => {
    const res = await learner.get('/api/user');
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(currentUserSchema.shape).sort());
    expect(currentUserSchema.parse(body)).toEqual(body);
    expect(body.email).toBe(LEARNER);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('an account disabled since signing in reads as signed out, in the same statement', async () => {
    const other = new Client(t.app, '10.14.0.2');
    expect((await other.login('employee@harbour-systems.test')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(200);
    await t.app.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.email, 'employee@harbour-systems.test'));
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });

  it('without a session, or with a forged one: 401 and no record', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: 'tig_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).not.toContain('email');
  });
});
