import { tooManyRequestsFor } from '@techgold/contracts/http-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@techgold/contracts/messages';
import { CURRENT_PASSWORD_MISSING, CURRENT_PASSWORD_WRONG } from '@techgold/contracts/auth';
import { issueCode } from '../../lib/one-time-codes.ts';
import {
  Client,
  createTestApp,
  DEMO_PASSWORD,
  LEARNER,
  waitForMail,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test gets its own address so per-IP limits never leak between tests.
let ipCounter = 1;
const client = () => new Client(t.app, `10.1.0.${ipCounter++}`);

function linkParts(text: string) {
  const m = /\/set-password\/(\d+)\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no set-password link in mail');
  return { user_id: Number(m[1]), code: m[2]! };
}

describe('CSRF', () => {
  it('GET /sanctum/csrf-cookie answers 204 and sets a readable XSRF-TOKEN', async () => {
    const c = client();
    const res = await c.csrf();
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((k) => k.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a state change without the header (419 JSON)', async () => {
    const c = client();
    await c.csrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload: { email: LEARNER, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: messages.csrfMismatch });
  });

  it('refuses a wrong token and a token from another browser', async () => {
    const a = client();
    const b = client();
    await a.csrf();
    await b.csrf();
    const wrong = await a.post('/api/logout', undefined, { 'x-xsrf-token': 'not-the-token' });
    expect(wrong.statusCode).toBe(419);
    const foreign = await a.post('/api/logout', undefined, {
      'x-xsrf-token': b.cookies.get('XSRF-TOKEN')!,
    });
    expect(foreign.statusCode).toBe(419);
  });
});

describe('POST /api/login', () => {
  it('signs in the demo learner and returns the user record', async () => {
    const c = client();
    const res = await c.login();
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.email).toBe(LEARNER);
    expect(user.user_type_id).toBe(1);
    expect(user.school.title).toBe('Northbridge University');
    const cookie = res.cookies.find((k) => k.name === 'tig_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('accepts the email in any case and with spaces', async () => {
    const res = await client().login('  LEARNER@Northbridge-University.test ');
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await client().login(LEARNER, 'Wrong-Password-1');
    const unknown = await client().login('nobody@example.test', 'Wrong-Password-1');
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: messages.loginFailed,
      errors: { email: [messages.loginFailed] },
    });
  });

  it('reports each validation error per field', async () => {
    const c = client();
    await c.csrf();
    const res = await c.post('/api/login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.email).toEqual([
      'Enter an email address in the correct format, like name@example.com',
    ]);
    expect(body.errors.password).toEqual(['Enter your password']);
  });

  it('answers malformed JSON and an oversized body with 4xx, never 5xx', async () => {
    const c = client();
    await c.csrf();
    const bad = await c.request('POST', '/api/login', '{"email": ', {
      'content-type': 'application/json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');
    const big = await c.post('/api/login', { email: LEARNER, password: 'x'.repeat(2_000_000) });
    expect(big.statusCode).toBe(413);
    const notObject = await c.request('POST', '/api/login', '[1,2]', {
      'content-type': 'application/json',
    });
    expect(notObject.statusCode).toBe(422);
  });

  it('limits attempts per email and IP: the sixth in a minute gets 429 with Retry-After', async () => {
    const c = client();
    // An address no other test signs in with: its failures start the back-off (login-limits.test.ts).
    const email = 'author@techgold.test';
    for (let i = 0; i < 5; i++)
      expect((await c.login(email, 'Wrong-Password-1')).statusCode).toBe(422);
    const limited = await c.login(email, DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Says how long, as Retry-After does (not "a moment" when it is minutes).
    expect(limited.json().message).toBe(tooManyRequestsFor(Number(limited.headers['retry-after'])));
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    // Another address from another IP is unaffected.
    expect((await client().login()).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/user is 401 when signed out', async () => {
    const res = await client().get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('returns every SPEC §3 field for the signed-in user', async () => {
    const c = client();
    await c.login();
    const res = await c.get('/api/user');
    expect(res.statusCode).toBe(200);
    const user = res.json();
    for (const field of [
      'first_name',
      'last_name',
      'email',
      'contact_email',
      'phone_number',
      'address',
      'avatar_url',
      'gender_id',
      'ethnicity_id',
      'disabilities',
      'alerts_preference',
      'marketing_preference',
      'job_title',
      'user_type_id',
      'school',
      'course',
      'employer',
      'employer_id',
      'saved_employer_ids',
      'saved_school_ids',
      'saved_article_ids',
      'saved_event_ids',
      'articles',
      'can_write_articles',
      'notification_types',
      'notifications',
    ]) {
      expect(user, field).toHaveProperty(field);
    }
    expect(user.password_hash).toBeUndefined();
    expect(user.notification_types[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        active: expect.any(Boolean),
      }),
    );
    expect(user.funded_until).toBeTruthy();
  });

  it('rotates the session at login: the cookie from before no longer works', async () => {
    const c = client();
    await c.login();
    const first = c.cookies.get('tig_session')!;
    await c.login();
    const second = c.cookies.get('tig_session')!;
    expect(second).not.toBe(first);
    const stale = new Client(t.app);
    stale.cookies.set('tig_session', first);
    expect((await stale.get('/api/user')).statusCode).toBe(401);
    expect((await c.get('/api/user')).statusCode).toBe(200);
  });

  it('logout destroys the session server-side', async () => {
    const c = client();
    await c.login();
    const token = c.cookies.get('tig_session')!;
    const res = await c.post('/api/logout');
    expect(res.statusCode).toBe(204);
    expect((await c.get('/api/user')).statusCode).toBe(401);
    const replay = new Client(t.app);
    replay.cookies.set('tig_session', token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('expires an idle session', async () => {
    const c = client();
    await c.login();
    await t.handle.db.execute(sql`update sessions set last_seen_at = now() - interval '30 days'`);
    expect((await c.get('/api/user')).statusCode).toBe(401);
  });
});

describe('forgot password and set password', () => {
  it('answers the same for a known and an unknown address, and emails only the known one', async () => {
    const known = client();
    await known.csrf();
    const unknown = client();
    await unknown.csrf();
    const a = await known.post('/api/forgotpassword', { email: 'author@techgold.test' });
    const b = await unknown.post('/api/forgotpassword', { email: 'nobody-here@example.test' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ message: messages.forgotSuccess });
    const [mail] = await waitForMail(t.app, 'author@techgold.test');
    expect(mail!.subject).toBe('Reset your Tech Industry Gold password');
    expect(mail!.text).toContain('/set-password/');
  });

  it('sends someone who never finished signing up a link to finish, not a reset', async () => {
    const email = 'half-registered@example.test';
    await t.handle.db.execute(sql`
      insert into users (first_name, last_name, email, user_type_id)
      values ('Half', 'Way', ${email}, 1)`);
    const c = client();
    await c.csrf();
    expect((await c.post('/api/forgotpassword', { email })).json()).toEqual({
      message: messages.forgotSuccess,
    });
    const [mail] = await waitForMail(t.app, email);
    expect(mail!.subject).toBe('Finish setting up your Tech Industry Gold account');
    expect(mail!.text).toContain('/set-password/');
  });

  it('rejects a malformed address with a field error', async () => {
    const c = client();
    await c.csrf();
    const res = await c.post('/api/forgotpassword', { email: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toBe('Enter your email address');
  });

  it('limits reset requests', async () => {
    const c = client();
    await c.csrf();
    for (let i = 0; i < 3; i++) {
      expect(
        (await c.post('/api/forgotpassword', { email: 'someone@example.test' })).statusCode,
      ).toBe(200);
    }
    const res = await c.post('/api/forgotpassword', { email: 'someone@example.test' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('confirms the link, enforces the password rules, sets the password once, and signs in with it', async () => {
    const email = 'employee@harbour-systems.test';
    const c = client();
    await c.csrf();
    await c.post('/api/forgotpassword', { email });
    const [mail] = await waitForMail(t.app, email);
    const link = linkParts(mail!.text);

    const confirm = await c.post('/api/confirm-email', link);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ valid: true, email, current_password_required: false });

    const weak = await c.post('/api/set-password', { ...link, password: 'alllowercase1' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([messages.passwordStrength]);
    const short = await c.post('/api/set-password', { ...link, password: 'Ab1' });
    expect(short.json().errors.password).toContain(messages.passwordTooShort);
    const common = await c.post('/api/set-password', { ...link, password: 'Password123' });
    expect(common.json().errors.password).toEqual([messages.passwordTooCommon]);

    const ok = await c.post('/api/set-password', { ...link, password: 'New-Harbour-Pass-9' });
    expect(ok.statusCode).toBe(200);

    const reuse = await c.post('/api/set-password', { ...link, password: 'Other-Harbour-Pass-9' });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().message).toBe(messages.setPasswordLinkInvalid);
    expect((await c.post('/api/confirm-email', link)).statusCode).toBe(422);

    expect((await client().login(email, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await client().login(email, 'New-Harbour-Pass-9')).statusCode).toBe(200);
  });

  it('refuses an expired code, a wrong code and a code for another user', async () => {
    const email = 'admin@techgold.test';
    const c = client();
    await c.csrf();
    await c.post('/api/forgotpassword', { email });
    const [mail] = await waitForMail(t.app, email);
    const link = linkParts(mail!.text);
    expect(
      (await c.post('/api/confirm-email', { ...link, user_id: link.user_id + 1 })).statusCode,
    ).toBe(422);
    expect((await c.post('/api/confirm-email', { ...link, code: 'x'.repeat(43) })).statusCode).toBe(
      422,
    );
    await t.handle.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 minute'`,
    );
    const expired = await c.post('/api/set-password', { ...link, password: 'Fresh-Admin-Pass-7' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(messages.setPasswordLinkInvalid);
  });

  it('validates the link fields', async () => {
    const c = client();
    await c.csrf();
    const res = await c.post('/api/set-password', { user_id: 'abc', code: '', password: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'password', 'user_id']);
  });

  it('GET /api/user/password_reset_link gives a signed-in user a working link', async () => {
    const anonymous = await client().get('/api/user/password_reset_link');
    expect(anonymous.statusCode).toBe(401);
    const c = client();
    await c.login();
    const res = await c.get('/api/user/password_reset_link');
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { data: string }).data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/set-password\/\d+\/[\w-]+$/);
    const link = linkParts(url);
    const check = await c.post('/api/confirm-email', link);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ valid: true, current_password_required: true });
  });

  it('a link from the account page sets a password only with the current one (a stolen session is not the account)', async () => {
    const email = 'author@techgold.test';
    const thief = client();
    await thief.login(email);
    const link = linkParts(
      ((await thief.get('/api/user/password_reset_link')).json() as { data: string }).data,
    );
    const newPassword = 'Taken-Over-Password-9';
    const without = await thief.post('/api/set-password', { ...link, password: newPassword });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_MISSING] });
    const wrong = await thief.post('/api/set-password', {
      ...link,
      password: newPassword,
      current_password: 'Guessed-Password-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG] });
    // Nothing changed: the owner still signs in with the old password, and the thief's
    // session still works (no password was set, so no one was signed out).
    expect((await client().login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await client().login(email, newPassword)).statusCode).toBe(422);

    // The owner, who knows the current password, uses the same link.
    const owner = await thief.post('/api/set-password', {
      ...link,
      password: newPassword,
      current_password: DEMO_PASSWORD,
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await client().login(email, newPassword)).statusCode).toBe(200);
  });

  it('an emailed reset link needs no current password (its owner may have forgotten it)', async () => {
    const c = client();
    const { rows } = await t.handle.executeSql('select id from users where email = $1', [LEARNER]);
    const userId = rows[0]!.id as number;
    const code = await issueCode(t.handle.db, userId, 'set_password');
    await c.csrf();
    const check = await c.post('/api/confirm-email', { user_id: userId, code });
    expect(check.statusCode).toBe(200);
    expect(check.json().current_password_required).toBe(false);
  });
});
