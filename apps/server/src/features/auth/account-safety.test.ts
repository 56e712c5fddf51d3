// Account safety: no timing tell on password reset, links that die together, limits that
// count failures and cannot be turned against an account's owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@techgold/contracts/messages';
import { issueCode } from '../../lib/one-time-codes.ts';
import {
  Client,
  createTestApp,
  DEMO_PASSWORD,
  waitForMail,
  type TestContext,
} from '../../../test/helpers.ts';
import { signTest } from '../../../test/sign-test.ts';
import { LOGIN_MAX_WAIT_SECONDS, RESET_EMAILS_PER_HOUR } from './service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A client from a fresh address, so per-client limits never interfere between requests. */
const fresh = async () => {
  n += 1;
  const c = new Client(t.app, `10.${20 + Math.floor(n / 250)}.${n % 250}.${(n * 7) % 250}`);
  await c.csrf();
  return c;
};

async function userIdOf(email: string): Promise<number> {
  const { rows } = await t.handle.executeSql('select id from users where email = $1', [email]);
  return rows[0]!.id as number;
}

describe('forgot password', () => {
  it('takes as long for an unknown address as for a known one (sign test over 60 pairs)', async () => {
    const known = 'learner@northbridge-university.test';
    // Each request from its own client (per-client limits), made before the clock starts.
    const clients: Client[] = [];
    for (let i = 0; i < 125; i++) clients.push(await fresh());
    const ask = (email: string) => async () => {
      const res = await clients.pop()!.post('/api/forgotpassword', { email });
      expect(res.statusCode).toBe(200);
    };
    for (let i = 0; i < 5; i++) await ask(`warm-${i}@example.test`)(); // JIT and caches
    const result = await signTest(
      60,
      () => ask(known)(),
      (i) => ask(`nobody-${i}@example.test`)(),
    );
    // Before the fix a known address did the code and email work inside the request and was
    // slower in 29 of 30 pairs; with equal work either order is a coin toss.
    expect(result.aSlowerShare).toBeGreaterThan(0.2);
    expect(result.aSlowerShare).toBeLessThan(0.8);
    console.info(
      `forgot-password: known slower in ${result.aSlower}/60 pairs; median ${result.medianA.toFixed(2)} ms known, ${result.medianB.toFixed(2)} ms unknown`,
    );
  });

  it(`sends an account at most ${RESET_EMAILS_PER_HOUR} reset emails an hour`, async () => {
    const email = 'employee@harbour-systems.test';
    for (let i = 0; i < RESET_EMAILS_PER_HOUR + 2; i++) {
      expect((await (await fresh()).post('/api/forgotpassword', { email })).statusCode).toBe(200);
    }
    await waitForMail(t.app, email, RESET_EMAILS_PER_HOUR);
    // Give the queue time to (wrongly) deliver the extra two.
    await new Promise((r) => setTimeout(r, 2500));
    const all = (await waitForMail(t.app, email, RESET_EMAILS_PER_HOUR)).filter(
      (m) => m.subject === 'Reset your Tech Industry Gold password',
    );
    expect(all).toHaveLength(RESET_EMAILS_PER_HOUR);
  });
});

describe('one-time codes', () => {
  it('setting a password spends every other open code of the account', async () => {
    const email = 'author@techgold.test';
    const userId = await userIdOf(email);
    const older = await issueCode(t.handle.db, userId, 'set_password');
    const newer = await issueCode(t.handle.db, userId, 'set_password');
    const c = await fresh();
    const set = await c.post('/api/set-password', {
      user_id: userId,
      code: newer,
      password: 'Brand-New-Author-7',
    });
    expect(set.statusCode).toBe(200);
    const stale = await c.post('/api/confirm-email', { user_id: userId, code: older });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe(messages.setPasswordLinkInvalid);
  });

  it('a code issued for another purpose does not open the set-password link', async () => {
    const userId = await userIdOf('employee@harbour-systems.test');
    const code = await issueCode(t.handle.db, userId, 'confirm_email');
    const res = await (await fresh()).post('/api/confirm-email', { user_id: userId, code });
    expect(res.statusCode).toBe(422);
  });

  it('counts wrong codes only: a whole class can confirm from one network', async () => {
    const email = 'learner@northbridge-university.test';
    const userId = await userIdOf(email);
    const code = await issueCode(t.handle.db, userId, 'set_password');
    const school = new Client(t.app, '10.99.0.1');
    await school.csrf();
    for (let i = 0; i < 35; i++) {
      const res = await school.post('/api/confirm-email', { user_id: userId, code });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(200);
    }
  });

  it('wrong codes from many addresses never block the right code', async () => {
    const userId = await userIdOf('admin@techgold.test');
    const code = await issueCode(t.handle.db, userId, 'set_password');
    for (let i = 0; i < 12; i++) {
      const res = await (
        await fresh()
      ).post('/api/confirm-email', { user_id: userId, code: `wrong-code-${i}-${'x'.repeat(30)}` });
      expect(res.statusCode).toBe(422);
    }
    const owner = await (await fresh()).post('/api/confirm-email', { user_id: userId, code });
    expect(owner.statusCode).toBe(200);
  });

  it('slows the guessing client after 10 wrong codes for an account, and only that client', async () => {
    const userId = await userIdOf('author@techgold.test');
    const code = await issueCode(t.handle.db, userId, 'set_password');
    const guesser = await fresh();
    const wrong = (i: number) => ({ user_id: userId, code: `wrong-${i}-${'y'.repeat(30)}` });
    for (let i = 0; i < 10; i++) {
      expect((await guesser.post('/api/confirm-email', wrong(i))).statusCode).toBe(422);
    }
    const held = await guesser.post('/api/confirm-email', wrong(10));
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another client guessing at the same account is not held by the first one's count.
    expect((await (await fresh()).post('/api/confirm-email', wrong(11))).statusCode).toBe(422);
    // And the right code works even from the held client.
    expect((await guesser.post('/api/confirm-email', { user_id: userId, code })).statusCode).toBe(
      200,
    );
  });
});

describe('sign-in limits', () => {
  const email = 'backoff@example.test';
  let userId: number;
  beforeAll(async () => {
    // A throwaway active account with the demo password.
    const { rows } = await t.handle.executeSql(
      `insert into users (first_name, last_name, email, password_hash, user_type_id, status)
       select 'Back', 'Off', $1, password_hash, 1, 'active' from users
       where email = 'learner@northbridge-university.test' returning id`,
      [email],
    );
    userId = rows[0]!.id as number;
  });

  it('never counts successful sign-ins against the account', async () => {
    for (let i = 0; i < 32; i++) {
      expect((await (await fresh()).login(email, DEMO_PASSWORD)).statusCode, `#${i + 1}`).toBe(200);
    }
  });

  const clearSignInCounters = () =>
    t.handle.db.execute(sql`delete from rate_limits where key like 'login-%'`);
  /** The sign-in route's per-client limits (login:ip-email, login:ip), not the back-off. */
  const clearRouteLimits = () =>
    t.handle.db.execute(sql`delete from rate_limits where key like 'login:%'`);

  it('slows a client after 5 failures on an account, and only that client', async () => {
    await clearSignInCounters();
    const guesser = await fresh();
    for (let i = 0; i < 5; i++) {
      expect((await guesser.login(email, 'Wrong-Password-1')).statusCode).toBe(422);
    }
    // The route's own limit (5 a minute per client and address) is spent too; without it, the
    // service's back-off still holds this client for a second or two.
    await clearRouteLimits();
    const waiting = await guesser.login(email, DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    const wait = Number(waiting.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2);
    // Anyone else, the owner included, signs in meanwhile.
    expect((await (await fresh()).login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(userId).toBeGreaterThan(0);
  });

  it('wrong passwords from rotating addresses never keep the owner out', async () => {
    await clearSignInCounters();
    // The owner's browser has signed in before: it holds the account's device cookie.
    const owner = await fresh();
    expect((await owner.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(owner.cookies.get('tig_device')).toBeTruthy();
    for (let i = 0; i < 12; i++) {
      expect((await (await fresh()).login(email, 'Wrong-Password-1')).statusCode).toBe(422);
    }
    // Twelve: not even a new browser is slowed yet.
    expect((await (await fresh()).login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await (await fresh()).login(email, 'Wrong-Password-1');
    // Past twenty: browsers new to the account wait; the owner's browser does not.
    expect((await (await fresh()).login(email, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await owner.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a device cookie counts only for its account, and its own failures slow it', async () => {
    await clearSignInCounters();
    const browser = await fresh();
    expect(
      (await browser.login('learner@northbridge-university.test', DEMO_PASSWORD)).statusCode,
    ).toBe(200);
    // Hold every untrusted client of the account: the learner's cookie does not help here.
    for (let i = 0; i < 21; i++) await (await fresh()).login(email, 'Wrong-Password-1');
    const other = await browser.login(email, DEMO_PASSWORD);
    expect(other.statusCode).toBe(429);
    // A trusted browser that guesses is slowed after 5 failures like anyone.
    await clearSignInCounters();
    const owner = await fresh();
    expect((await owner.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      await clearRouteLimits();
      expect((await owner.login(email, 'Wrong-Password-1')).statusCode).toBe(422);
    }
    await clearRouteLimits();
    expect((await owner.login(email, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it(`never makes the owner wait more than ${LOGIN_MAX_WAIT_SECONDS / 60} minutes`, async () => {
    await clearSignInCounters();
    await t.handle.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`login-fail:${email}`}, 60, now() + interval '1 hour')`,
    );
    expect((await (await fresh()).login(email, 'Wrong-Password-1')).statusCode).toBe(422);
    const waiting = await (await fresh()).login(email, DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_MAX_WAIT_SECONDS);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(LOGIN_MAX_WAIT_SECONDS - 60);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    let last = 0;
    for (let i = 1; i <= 21; i++) {
      const c = new Client(t.app, `2001:db8:77:1:${i.toString(16)}::${i}`);
      await c.csrf();
      last = (await c.post('/api/forgotpassword', { email: `v6-${i}@example.test` })).statusCode;
    }
    // forgot:ip allows 20 an hour per client.
    expect(last).toBe(429);
    const other = new Client(t.app, '2001:db8:77:2::1');
    await other.csrf();
    expect((await other.post('/api/forgotpassword', { email: 'v6@example.test' })).statusCode).toBe(
      200,
    );
  });
});

describe('Reset Password on the account page', () => {
  it('mints a short-lived link, at most 5 an hour', async () => {
    const c = await fresh();
    // The account made above: nothing else issues it codes (its back-off from above cleared).
    await t.handle.db.execute(sql`delete from rate_limits where key like 'login-%'`);
    expect((await c.login('backoff@example.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const { rows: before } = await t.handle.executeSql('select max(id) as id from one_time_codes');
    for (let i = 0; i < 5; i++) {
      expect((await c.get('/api/user/password_reset_link')).statusCode).toBe(200);
    }
    expect((await c.get('/api/user/password_reset_link')).statusCode).toBe(429);
    const { rows } = await t.handle.executeSql(
      `select extract(epoch from max(c.expires_at - c.created_at))::int as life from one_time_codes c
       join users u on u.id = c.user_id where u.email = 'backoff@example.test'
       and c.id > $1 and c.purpose = 'set_password'`,
      [before[0]!.id ?? 0],
    );
    // Fifteen minutes, not the hour an emailed reset link gets.
    expect(Number(rows[0]!.life)).toBe(15 * 60);
  });
});
