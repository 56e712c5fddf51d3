import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@techgold/contracts/messages';
import { consentWording, signupMessages } from '@techgold/contracts/signup';
import { createTestApp, LEARNER, waitForMail, type TestContext } from '../../../test/helpers.ts';
import { subjects } from './emails.ts';
import {
  countRows,
  employerPayload,
  firstCourseFor,
  freshClient,
  HARBOUR,
  learnerPayload,
  linkParts,
  NORTHBRIDGE,
  reference,
  uniqueEmail,
  usersWithEmail,
  type Reference,
} from './test-fixtures.ts';

let t: TestContext;
let ref: Reference;
let northbridgeCourse: number;
beforeAll(async () => {
  t = await createTestApp();
  ref = await reference(t);
  northbridgeCourse = (await firstCourseFor(await freshClient(t), `x@${NORTHBRIDGE}`)).courseId;
});
afterAll(() => t.close());

const PASSWORD = 'Fresh-Password-42';

async function userRow(email: string) {
  const result = (await t.app.database.db.execute(
    sql`select id, status, user_type_id, school_id, course_id, employer_id, job_title, start_year,
          password_hash, alerts_preference from users where email = ${email}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0]!;
}

const THIS_YEAR = new Date().getFullYear();

describe('POST /api/register (learner)', () => {
  it('creates an active learner and emails a 7-day set-password link that leads to sign-in', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail(NORTHBRIDGE);
    const res = await c.post('/api/register', learnerPayload(ref, northbridgeCourse, email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: signupMessages.registered, pending_review: false });

    const user = await userRow(email);
    expect(user).toMatchObject({ status: 'active', user_type_id: 1, start_year: 2024 });
    expect(user.course_id).toBe(northbridgeCourse);
    expect(user.password_hash).toBeNull();
    const consents = await countRows(
      t,
      sql`select count(*) as n from consents where user_id = ${user.id as number}
          and form = 'join-the-community' and kind in ('privacy', 'alerts')`,
    );
    expect(consents).toBe(2);
    const code = await countRows(
      t,
      sql`select count(*) as n from one_time_codes where user_id = ${user.id as number}
          and purpose = 'set_password' and expires_at > now() + interval '6 days 23 hours'`,
    );
    expect(code).toBe(1);

    const [mail] = await waitForMail(t.app, email);
    expect(mail!.subject).toBe(subjects.confirm);
    expect(mail!.text).not.toContain('review');
    const link = linkParts(mail!.text);
    expect(link.user_id).toBe(user.id);
    expect((await c.post('/api/confirm-email', link)).statusCode).toBe(200);
    const set = await c.post('/api/set-password', { ...link, password: PASSWORD });
    expect(set.statusCode).toBe(200);
    expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('registers an unmatched learner against the placeholder, pending review, unable to sign in', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('gmail.com');
    const match = await firstCourseFor(c, email);
    expect(match.needsReview).toBe(true);
    const res = await c.post('/api/register', learnerPayload(ref, match.courseId, email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: signupMessages.registeredReview, pending_review: true });
    expect(await userRow(email)).toMatchObject({
      status: 'pending_review',
      school_id: match.schoolId,
    });

    const [mail] = await waitForMail(t.app, email);
    expect(mail!.text).toContain('our team will review your account');
    const link = linkParts(mail!.text);
    expect((await c.post('/api/set-password', { ...link, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const login = await c.login(email, PASSWORD);
    expect(login.statusCode).toBe(403);
  });

  it('answers an existing account exactly as a new one and emails the owner instead', async () => {
    const c = await freshClient(t);
    const fresh = await c.post(
      '/api/register',
      learnerPayload(ref, northbridgeCourse, uniqueEmail(NORTHBRIDGE)),
    );
    const existing = await c.post('/api/register', {
      ...learnerPayload(ref, northbridgeCourse, LEARNER.toUpperCase()),
      first_name: 'Mallory',
    });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.json()).toEqual(fresh.json());
    expect(await usersWithEmail(t, LEARNER)).toBe(1);
    const [mail] = await waitForMail(t.app, LEARNER);
    expect(mail!.subject).toBe(subjects.existing);
    expect(mail!.text).toContain(
      'You already have a Tech Industry Gold account — sign in or reset your password.',
    );
    expect(mail!.text).not.toContain('Mallory');
    expect(mail!.text).not.toMatch(/set-password/);
  });

  it('reports every missing required field at once', async () => {
    const c = await freshClient(t);
    const res = await c.post('/api/register', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'contact_email',
        'course_id',
        'email',
        'ethnicity_id',
        'first_name',
        'gender_id',
        'last_name',
        'start_year',
      ].sort(),
    );
    expect(res.json().errors.first_name).toEqual(['Enter your first name']);
  });

  it.each([
    ['start_year', 2019, `Start year must be between 2020 and ${THIS_YEAR}`],
    ['start_year', THIS_YEAR + 1, `Start year must be between 2020 and ${THIS_YEAR}`],
    ['contact_email', 'nope', 'Enter a contact email in the correct format, like name@example.com'],
    ['first_name', 'x'.repeat(101), 'First name must be 100 characters or fewer'],
    ['last_name', 'Line\nbreak', 'Last name must not contain control characters such as tabs'],
    ['phone_number', 'call me', 'Enter a phone number, like 01632 960 001 or 07700 900 982'],
    ['gender_id', 'abc', 'Select your gender from the list'],
  ])('rejects %s = %j', async (field, value, message) => {
    const c = await freshClient(t);
    const body = {
      ...learnerPayload(ref, northbridgeCourse, uniqueEmail(NORTHBRIDGE)),
      [field]: value,
    };
    const res = await c.post('/api/register', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
  });

  it('rejects unknown gender and ethnicity ids and a course of another provider', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail(NORTHBRIDGE);
    const other = await firstCourseFor(c, uniqueEmail('nowhere.test'));
    const res = await c.post('/api/register', {
      ...learnerPayload(ref, other.courseId, email),
      gender_id: 999_999,
      ethnicity_id: 999_999,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      gender_id: ['Select your gender from the list'],
      ethnicity_id: ['Select your ethnicity from the list'],
      course_id: ['Select your course from the list'],
    });
    expect(await usersWithEmail(t, email)).toBe(0);
  });

  it('accepts the numbers as strings, as native selects send them', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail(NORTHBRIDGE);
    const body = learnerPayload(ref, northbridgeCourse, email);
    const res = await c.post('/api/register', {
      ...body,
      gender_id: String(body.gender_id),
      course_id: String(body.course_id),
      start_year: '2021',
      phone_number: '',
    });
    expect(res.statusCode).toBe(201);
    expect(await userRow(email)).toMatchObject({ start_year: 2021 });
  });

  it('refuses a filled honeypot with 422 and stores nothing', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail(NORTHBRIDGE);
    const res = await c.post('/api/register', {
      ...learnerPayload(ref, northbridgeCourse, email),
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.correctErrors,
      errors: { website: ['Please leave this field empty.'] },
    });
    expect(await usersWithEmail(t, email)).toBe(0);
  });

  it('limits one address to 5 registrations an hour (429 with Retry-After)', async () => {
    const email = uniqueEmail(NORTHBRIDGE);
    for (let i = 0; i < 5; i++) {
      const c = await freshClient(t);
      const res = await c.post('/api/register', {
        ...learnerPayload(ref, northbridgeCourse, email),
        first_name: `Try${'a'.repeat(i)}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const limited = await (
      await freshClient(t)
    ).post('/api/register', learnerPayload(ref, northbridgeCourse, email));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await usersWithEmail(t, email)).toBe(1);
  });
});

describe('POST /api/employer/register', () => {
  it('creates a business user (type 2) linked to the matched employer, with consent', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail(`dept.${HARBOUR}`);
    const res = await c.post('/api/employer/register', employerPayload(ref, email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: signupMessages.registered, pending_review: false });
    const user = await userRow(email);
    expect(user).toMatchObject({
      status: 'active',
      user_type_id: 2,
      job_title: 'Engineering Manager',
    });
    expect(user.employer_id).toBe(
      (await c.post('/api/employer/verify-email', { email })).json().match.id,
    );
    expect(user.course_id).toBeNull();
    const marketing = await countRows(
      t,
      sql`select count(*) as n from consents where user_id = ${user.id as number}
          and form = 'employee-signup' and kind = 'marketing' and wording = ${consentWording.marketing}`,
    );
    expect(marketing).toBe(1);
    const [mail] = await waitForMail(t.app, email);
    expect(mail!.subject).toBe(subjects.confirm);
    expect(linkParts(mail!.text).user_id).toBe(user.id);
  });

  it('refuses an address that matches no employer', async () => {
    const c = await freshClient(t);
    const res = await c.post('/api/employer/register', employerPayload(ref, 'a@hotmail.com'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [messages.noEmployerMatch] });
  });

  it('requires what the form shows, job title included', async () => {
    const c = await freshClient(t);
    const res = await c.post('/api/employer/register', { email: `x@${HARBOUR}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'address',
        'contact_email',
        'ethnicity_id',
        'first_name',
        'gender_id',
        'job_title',
        'last_name',
        'phone_number',
      ].sort(),
    );
  });

  it('answers an existing employer account like a new one', async () => {
    const c = await freshClient(t);
    const res = await c.post('/api/employer/register', employerPayload(ref, `employee@${HARBOUR}`));
    expect(res.statusCode).toBe(201);
    expect(res.json().pending_review).toBe(false);
    const [mail] = await waitForMail(t.app, `employee@${HARBOUR}`);
    expect(mail!.subject).toBe(subjects.existing);
  });
});
