// PUT /api/user: a member edits their own profile; bad input gets field errors and changes
// nothing; markup is kept as text; the sign-in email never changes here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@techgold/contracts/user';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';
import { profileMessages } from './service.ts';

const EMPLOYEE = 'employee@harbour-systems.test';

let t: TestContext;
let learner: Client;
let employee: Client;

beforeAll(async () => {
  t = await createTestApp();
  learner = new Client(t.app, '10.13.0.1');
  employee = new Client(t.app, '10.13.0.2');
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
  expect((await employee.login(EMPLOYEE)).statusCode).toBe(200);
});
afterAll(() => t.close());

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  contact_email: 'ada@example.org',
  phone_number: '01632 960 001',
  address: '1 Analytical Row\nLondon',
  gender_id: 1,
  ethnicity_id: 1,
  job_title: null,
  alerts_preference: true,
  marketing_preference: false,
  avatar_url: null,
};

const put = (client: Client, body: Record<string, unknown>) =>
  client.request('PUT', '/api/user', body);
const row = async (email: string) =>
  (await t.handle.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('PUT /api/user', () => {
  it('401 anonymous, 419 without the XSRF header', async () => {
    const anonymous = new Client(t.app, '10.13.0.9');
    await anonymous.csrf();
    expect((await put(anonymous, valid)).statusCode).toBe(401);
    expect(
      (await learner.request('PUT', '/api/user', valid, { 'x-xsrf-token': '' })).statusCode,
    ).toBe(419);
  });

  it('saves the profile and answers the updated record', async () => {
    const res = await put(learner, { ...valid, marketing_preference: true });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json() as CurrentUser;
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      // A new contact email waits for its emailed link (decision 0074); the old one stays.
      contact_email: 'ada.learner@example.org',
      pending_contact_email: 'ada@example.org',
      phone_number: '01632 960 001',
      address: '1 Analytical Row\nLondon',
      alerts_preference: true,
      marketing_preference: true,
      email: LEARNER,
    });
    expect((await learner.get('/api/user')).json()).toMatchObject({ first_name: 'Ada' });
  });

  it('never changes the sign-in email, even when sent', async () => {
    const res = await put(learner, { ...valid, email: 'new@example.org' });
    expect(res.statusCode).toBe(200);
    expect((await row(LEARNER)).email).toBe(LEARNER);
  });

  it('keeps markup as text', async () => {
    const res = await put(learner, { ...valid, first_name: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    expect((await row(LEARNER)).firstName).toBe('<script>alert(1)</script>');
  });

  it('answers every field error at once and writes nothing', async () => {
    const before = await row(LEARNER);
    const res = await put(learner, {
      ...valid,
      first_name: '',
      contact_email: 'not-an-email',
      phone_number: '12',
      gender_id: 999999,
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['contact_email', 'first_name', 'phone_number']);
    expect(await row(LEARNER)).toEqual(before);
  });

  it('checks the lists and rules that need the database', async () => {
    const res = await put(learner, { ...valid, gender_id: 999999, ethnicity_id: 999999 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Please check errors in form',
      errors: {
        gender_id: ['Select your gender from the list'],
        ethnicity_id: ['Select your ethnicity from the list'],
      },
    });
  });

  it('requires a job title from employer users only', async () => {
    const res = await put(employee, valid);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.job_title).toEqual([profileMessages.jobTitleRequired]);
    expect((await put(employee, { ...valid, job_title: 'Lead Engineer' })).statusCode).toBe(200);
    expect((await put(learner, valid)).statusCode).toBe(200);
  });

  it('accepts only our own uploads as the profile picture', async () => {
    for (const avatar_url of [
      'https://tracker.example/p.gif',
      'javascript:1',
      '/media/uploads/../x',
    ]) {
      const res = await put(learner, { ...valid, avatar_url });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.avatar_url).toEqual([profileMessages.avatar]);
    }
    const ok = await put(learner, { ...valid, avatar_url: '/media/uploads/abc123.webp' });
    expect(ok.json().avatar_url).toBe('/media/uploads/abc123.webp');
  });

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['oversized', JSON.stringify({ ...valid, address: 'x'.repeat(20_000) })],
  ])('refuses a body that is %s with a 4xx', async (_name, body) => {
    const res = await learner.request('PUT', '/api/user', body, {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
