// Unsubscribe links are made with a key of their own: rotating SESSION_SECRET (a routine
// security step) must not break the links in every newsletter already sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app.ts';
import {
  Client,
  createTestApp,
  testConfig,
  waitForMail,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let rotated: App;
beforeAll(async () => {
  t = await createTestApp();
  // A second process on the same database whose session secret has been rotated.
  rotated = await buildApp(
    testConfig({ SESSION_SECRET: 'a-completely-different-secret-0123456789abcdef' }),
    { database: t.handle, ssr: false, workers: false },
  );
  await rotated.ready();
});
afterAll(async () => {
  await rotated?.close();
  await t.close();
});

const unsubscribeIn = (text: string) => /\/newsletter\/unsubscribe\/([\w-]+)/.exec(text)![1]!;

describe('newsletter unsubscribe links', () => {
  it('stay the same, and keep working, after the session secret changes', async () => {
    const email = 'rotation@example.test';
    const before = new Client(t.app, '10.55.0.1');
    await before.csrf();
    expect((await before.post('/api/subscriber', { email, status: 'employer' })).statusCode).toBe(
      200,
    );
    const [first] = await waitForMail(t.app, email);
    const token = unsubscribeIn(first!.text);
    expect(token).toMatch(/^k1-/);

    // Ask again through the rotated process once the resend window has passed.
    await t.handle.db.execute(sql`delete from rate_limits where key like 'subscriber-confirm:%'`);
    const after = new Client(rotated, '10.55.0.2');
    await after.csrf();
    expect((await after.post('/api/subscriber', { email, status: 'employer' })).statusCode).toBe(
      200,
    );
    const mails = await waitForMail(t.app, email, 2);
    expect(unsubscribeIn(mails[0]!.text)).toBe(token);

    const res = await after.request('POST', `/api/subscriber/unsubscribe/${token}`);
    expect(res.statusCode).toBe(200);
  });
});
