// Issue 34: a device cookie was trusted forever (a stateless HMAC with no issue time). It now
// counts for 180 days from the sign-in that issued it, and a new password (which signs out
// everywhere) makes every device cookie of the account worthless.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { issueCode } from '../../lib/one-time-codes.ts';
import { hmac, randomToken } from '../../lib/tokens.ts';
import { Client, createTestApp, DEMO_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceToken,
  trustedDevice,
} from './device-cookie.ts';

const SECRET = 'device-secret-device-secret-0123456789';
const ADDRESS = 'someone@example.test';
const DAY = 86_400_000;

describe('a device token', () => {
  const now = Date.UTC(2026, 10, 28);

  it('counts for its address and epoch within 180 days of being issued', () => {
    const token = deviceToken(SECRET, ADDRESS, 3, now);
    expect(trustedDevice(SECRET, ADDRESS, 3, token, now)).toBeTruthy();
    expect(trustedDevice(SECRET, ADDRESS, 3, token, now + 179 * DAY)).toBeTruthy();
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(180 * 86_400);
  });

  it('counts for nothing after 180 days, for another epoch or address, or altered', () => {
    const token = deviceToken(SECRET, ADDRESS, 3, now);
    expect(trustedDevice(SECRET, ADDRESS, 3, token, now + 181 * DAY)).toBeNull();
    expect(trustedDevice(SECRET, ADDRESS, 4, token, now)).toBeNull();
    expect(trustedDevice(SECRET, 'other@example.test', 3, token, now)).toBeNull();
    expect(trustedDevice('another-secret-another-secret-0123', ADDRESS, 3, token, now)).toBeNull();
    // Moving the issue time forward (to stretch its life) breaks the signature.
    const [issued, ...rest] = token.split('.');
    const later = [String(Number(issued) + 100 * 86_400), ...rest].join('.');
    expect(trustedDevice(SECRET, ADDRESS, 3, later, now + 150 * DAY)).toBeNull();
    // Issued in the future (beyond clock skew) is not believed.
    expect(
      trustedDevice(SECRET, ADDRESS, 3, deviceToken(SECRET, ADDRESS, 3, now + DAY), now),
    ).toBeNull();
  });

  it('the old form with no issue time counts for nothing', () => {
    const nonce = randomToken(16);
    const old = `${nonce}.${hmac(SECRET, `device|${ADDRESS}|${nonce}`)}`;
    expect(trustedDevice(SECRET, ADDRESS, 0, old)).toBeNull();
  });
});

describe('signing in with a device cookie', () => {
  let t: TestContext;
  const email = 'device.epoch@example.test';
  let userId: number;
  let n = 0;
  const fresh = async () => {
    n += 1;
    const c = new Client(t.app, `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`);
    await c.csrf();
    return c;
  };
  const clearCounters = () =>
    t.handle.db.execute(sql`delete from rate_limits where key like 'login%'`);
  /** Enough failures from strangers that every browser new to the account must wait. */
  const holdStrangers = async () => {
    for (let i = 0; i < 21; i++) await (await fresh()).login(email, 'Wrong-Password-1');
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = await t.handle.executeSql(
      `insert into users (first_name, last_name, email, password_hash, user_type_id, status)
       select 'Device', 'Owner', $1, password_hash, 1, 'active' from users
       where email = 'learner@northbridge-university.test' returning id`,
      [email],
    );
    userId = rows[0]!.id as number;
  });
  afterAll(() => t.close());

  it('is given for 180 days', async () => {
    const owner = await fresh();
    const res = await owner.login(email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS, httpOnly: true });
  });

  it('stops counting for every browser of the account once its password changes', async () => {
    await clearCounters();
    const owner = await fresh();
    expect((await owner.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    const laptop = await fresh();
    expect((await laptop.login(email, DEMO_PASSWORD)).statusCode).toBe(200);

    // While the password stands, the owner's browsers keep their own lane.
    await holdStrangers();
    expect((await (await fresh()).login(email, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await owner.login(email, DEMO_PASSWORD)).statusCode).toBe(200);

    // A new password: signed out everywhere, and the browsers' cookies are worth nothing.
    const code = await issueCode(t.handle.db, userId, 'set_password');
    const changed = await (
      await fresh()
    ).post('/api/set-password', {
      user_id: userId,
      code,
      password: 'Brand-New-Device-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await clearCounters();
    const after = await fresh();
    expect((await after.login(email, 'Brand-New-Device-7')).statusCode).toBe(200);
    await holdStrangers();
    expect((await owner.login(email, 'Brand-New-Device-7')).statusCode).toBe(429);
    expect((await laptop.login(email, 'Brand-New-Device-7')).statusCode).toBe(429);
    // The browser that signed in with the new password holds a cookie that counts.
    expect((await after.login(email, 'Brand-New-Device-7')).statusCode).toBe(200);
  });
});
