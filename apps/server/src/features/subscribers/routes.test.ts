import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_CONSENT_VERSION,
} from '@techgold/contracts/subscribers';
import { subscriberConsents, subscribers } from '../../db/schema/subscribers.ts';
import { Client, createTestApp, waitForMail, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
async function client() {
  const c = new Client(t.app, `10.9.0.${++ipCounter}`);
  await c.csrf();
  return c;
}

const rowsFor = (email: string) =>
  t.handle.db
    .select({ id: subscribers.id, state: subscribers.state, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.email, email));

/** The API address behind an emailed page link (/newsletter/{kind}/{token}). */
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
  `/api/subscriber/${kind}/${new RegExp(`/newsletter/${kind}/([\\w-]+)`).exec(text)![1]!}`;
const press = (c: { request: Client['request'] }, url: string) =>
  c.request('POST', url, undefined, { accept: 'text/html' });

const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('POST /api/subscriber', () => {
  it.each([
    [{ status: 'employer' }, 'email', 'Enter your email address'],
    [{ email: '', status: 'employer' }, 'email', 'Enter your email address'],
    [
      { email: 'not-an-email', status: 'employer' },
      'email',
      'Enter an email address in the correct format, like name@example.com',
    ],
    [
      { email: `${'a'.repeat(250)}@x.test`, status: 'employer' },
      'email',
      'Email address must be 254 characters or fewer',
    ],
    [
      { email: 'a@b.test', status: 'student' },
      'status',
      'Choose whether you are an employer, a learning provider, a learner or other.',
    ],
    [
      { email: 'a@b.test', status: 'employer', page: 'https://evil.test' },
      'page',
      'The page must be a path on this site.',
    ],
    [
      { email: 'a@b.test', status: 'employer', page: '/a\u0000' },
      'page',
      'The page must be a path on this site.',
    ],
    [
      { email: 'a@b.test', status: 'employer', consent_version: '0' },
      'consent_version',
      'This consent wording is not one we show. Reload the page and try again.',
    ],
    [
      { email: 'a\u0000@b.test', status: 'employer' },
      'email',
      'Enter an email address in the correct format, like name@example.com',
    ],
  ])('refuses %j with a field error', async (body, field, message) => {
    const c = await client();
    const res = await c.post('/api/subscriber', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0]).toBe(message);
  });

  it('refuses a POST without the XSRF token (419)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriber',
      payload: { email: 'nocsrf@example.test', status: 'employer' },
    });
    expect(res.statusCode).toBe(419);
  });

  it('stores a pending subscriber with its consent and emails one confirmation, however often asked', async () => {
    const c = await client();
    const email = 'new.subscriber@example.test';
    const first = await c.post('/api/subscriber', {
      email: ' New.Subscriber@Example.test ',
      status: 'employer',
      page: '/employers',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Thank you, you are now subscribed');
    expect(first.json().confirm).toMatch(/confirm/);
    const again = await c.post('/api/subscriber', { email, status: 'learning-provider' });
    expect(again.json()).toEqual(first.json());

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'pending', status: 'learning-provider' });
    const consents = await t.handle.db
      .select()
      .from(subscriberConsents)
      .where(eq(subscriberConsents.subscriberId, rows[0]!.id));
    expect(consents.map((x) => x.page).sort()).toEqual(['/', '/employers']);
    expect(consents[0]!.wording).toBe(NEWSLETTER_CONSENT_TEXT);
    expect(consents[0]!.ip).toBe(c.ip);
  });

  // Issue 34: the stored wording was whatever the client posted, so a consent record (and the
  // CSV export made from it) could say anything, a spreadsheet formula included.
  it('stores the wording the server showed, never words the client posted', async () => {
    const c = await client();
    const email = 'posted.wording@example.test';
    const res = await c.post('/api/subscriber', {
      email,
      status: 'other',
      consent_version: NEWSLETTER_CONSENT_VERSION,
      consent_text: '/;=HYPERLINK("https://evil.test","I agreed to nothing")',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsFor(email);
    const consents = await t.handle.db
      .select()
      .from(subscriberConsents)
      .where(eq(subscriberConsents.subscriberId, row!.id));
    expect(consents.map((x) => x.wording)).toEqual([NEWSLETTER_CONSENT_TEXT]);

    const [mail] = await waitForMail(t.app, email);
    expect(mail!.subject).toMatch(/Confirm/);
    expect(mail!.text).toContain('/newsletter/unsubscribe/');
    expect(mail!.html).toContain('/newsletter/confirm/');
    await settle();
    expect(await waitForMail(t.app, email)).toHaveLength(1);
  });

  it('takes learners and others too, as they said', async () => {
    const c = await client();
    for (const [email, status] of [
      ['a.learner@example.test', 'learner'],
      ['someone.else@example.test', 'other'],
    ] as const) {
      const res = await c.post('/api/subscriber', { email, status, page: '/learners' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rowsFor(email)).toEqual([expect.objectContaining({ status })]);
    }
  });

  it('confirms by link (reusable), unsubscribes by link, and refuses unknown tokens', async () => {
    const c = await client();
    const email = 'flow@example.test';
    await c.post('/api/subscriber', { email, status: 'employer' });
    const [mail] = await waitForMail(t.app, email);
    const confirm = linkIn(mail!.text, 'confirm');
    const unsubscribe = linkIn(mail!.text, 'unsubscribe');

    const ok = await press(c, confirm);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/?subscribed=1');
    expect((await rowsFor(email))[0]!.state).toBe('active');
    expect((await press(c, confirm)).headers.location).toBe('/?subscribed=1');

    for (const bad of ['/api/subscriber/confirm/x', `/api/subscriber/confirm/${'A'.repeat(43)}`]) {
      expect((await press(c, bad)).headers.location).toBe('/?subscribed=invalid');
    }
    expect((await press(c, `/api/subscriber/unsubscribe/${'B'.repeat(43)}`)).headers.location).toBe(
      '/?unsubscribed=invalid',
    );

    // Already active: the same answer, no new email, and a stranger cannot change the audience.
    await c.post('/api/subscriber', { email, status: 'learning-provider' });
    expect((await rowsFor(email))[0]!.status).toBe('employer');
    const off = await press(c, unsubscribe);
    expect(off.statusCode).toBe(303);
    expect(off.headers.location).toBe('/?unsubscribed=1');
    expect((await rowsFor(email))[0]!.state).toBe('unsubscribed');
    expect((await press(c, unsubscribe)).headers.location).toBe('/?unsubscribed=1');
    // The old confirmation link must not bring them back.
    expect((await press(c, confirm)).headers.location).toBe('/?subscribed=invalid');
    expect((await rowsFor(email))[0]!.state).toBe('unsubscribed');

    // Subscribing again after the resend window: pending, with a fresh confirmation email.
    await t.handle.db.execute(sql`delete from rate_limits where key like 'subscriber-confirm:%'`);
    await c.post('/api/subscriber', { email, status: 'employer' });
    expect((await rowsFor(email))[0]!.state).toBe('pending');
    const mails = await waitForMail(t.app, email, 2);
    expect(linkIn(mails[0]!.text, 'unsubscribe')).toBe(unsubscribe);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('opening a link (GET or HEAD, as mail scanners do) changes nothing and leads to its page', async () => {
    const c = await client();
    const email = 'scanner@example.test';
    await c.post('/api/subscriber', { email, status: 'employer' });
    const [mail] = await waitForMail(t.app, email);
    for (const kind of ['confirm', 'unsubscribe'] as const) {
      const url = linkIn(mail!.text, kind);
      const get = await c.get(url);
      expect(get.statusCode).toBe(303);
      expect(get.headers.location).toBe(url.replace('/api/subscriber/', '/newsletter/'));
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(303);
      expect((await rowsFor(email))[0]!.state).toBe('pending');
    }
    // The email's button goes to the page, not to the API.
    expect(mail!.html).toMatch(/href="http[^"]+\/newsletter\/confirm\/[\w-]+"/);
    // A script (not a browser form) confirming gets JSON.
    const json = await c.request('POST', linkIn(mail!.text, 'confirm'));
    expect(json.statusCode).toBe(200);
    expect((await rowsFor(email))[0]!.state).toBe('active');
  });

  it('accepts an RFC 8058 one-click POST with no cookies or XSRF token', async () => {
    const c = await client();
    const email = 'oneclick@example.test';
    await c.post('/api/subscriber', { email, status: 'employer' });
    const [mail] = await waitForMail(t.app, email);
    const res = await t.app.inject({
      method: 'POST',
      url: linkIn(mail!.text, 'unsubscribe'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await rowsFor(email))[0]!.state).toBe('unsubscribed');
  });

  it('limits attempts per address (429 with Retry-After)', async () => {
    const email = 'limited@example.test';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A new IP each time: the per-address limit must hold on its own.
      const c = await client();
      statuses.push((await c.post('/api/subscriber', { email, status: 'employer' })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const c = await client();
    const res = await c.post('/api/subscriber', { email, status: 'employer' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP', async () => {
    const c = await client();
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await c.post('/api/subscriber', { email: `ip${i}@example.test`, status: 'employer' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
