import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@techgold/contracts/messages';
import { consentWording, signupMessages } from '@techgold/contracts/signup';
import { createTestApp, waitForMail, type TestContext } from '../../../test/helpers.ts';
import { subjects } from './emails.ts';
import {
  accreditedPayload,
  enquiriesFrom,
  freshClient,
  joinPayload,
  uniqueEmail,
} from './test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF = 'staff@techgold.test';

async function enquiryRow(email: string) {
  const result = (await t.app.database.db.execute(
    sql`select e.*, c.form, c.kind as consent_kind, c.wording, c.ip
          from enquiries e left join consents c on c.enquiry_id = e.id
         where e.email = ${email}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

describe('POST /api/join-employers', () => {
  it('stores the enquiry as new with its consent and emails the enquirer and staff', async () => {
    const c = await freshClient(t, '10.77.0.1');
    const email = uniqueEmail('brightwater-data.test');
    const res = await c.post('/api/join-employers', joinPayload(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: signupMessages.submitted });
    const rows = await enquiryRow(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'join_employers',
      status: 'new',
      organisation: 'Brightwater Data',
      phone: '07700 900101',
      job_title: 'CTO',
      form: 'join-employers',
      consent_kind: 'privacy',
      wording: consentWording.enquiry,
      ip: '10.77.0.1',
    });
    const [ack] = await waitForMail(t.app, email);
    expect(ack!.subject).toBe(subjects.joinEmployersAck);
    const staff = await waitForMail(t.app, STAFF);
    expect(staff.find((m) => m.text.includes(email))?.subject).toBe(subjects.joinEmployersStaff);
  });

  it('requires every field', async () => {
    const c = await freshClient(t);
    const res = await c.post('/api/join-employers', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['address', 'email', 'employer', 'first_name', 'job_title', 'last_name', 'phone'].sort(),
    );
  });

  it.each([
    ['email', 'nope', 'Enter an email address in the correct format, like name@example.com'],
    ['phone', '12', 'Enter a phone number, like 01632 960 001 or 07700 900 982'],
    ['employer', 'x'.repeat(201), 'Organisation must be 200 characters or fewer'],
    ['job_title', '   ', 'Enter your job title'],
  ])('rejects %s = %j', async (field, value, message) => {
    const c = await freshClient(t);
    const res = await c.post('/api/join-employers', {
      ...joinPayload(uniqueEmail('x.test')),
      [field]: value,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
  });
});

describe('POST /api/get-accredited', () => {
  it('stores the enquiry with course type and title and emails both parties', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('dunmere-college.test');
    const res = await c.post('/api/get-accredited', accreditedPayload(email));
    expect(res.statusCode).toBe(201);
    const [row] = await enquiryRow(email);
    expect(row).toMatchObject({
      kind: 'get_accredited',
      status: 'new',
      course_type: 'apprenticeship',
      course_title: 'Level 4 Network Engineer Apprenticeship',
      organisation: 'Dunmere College',
      phone: '07700 900104',
      form: 'get-accredited',
    });
    expect((await waitForMail(t.app, email))[0]!.subject).toBe(subjects.getAccreditedAck);
    const staff = await waitForMail(t.app, STAFF);
    const note = staff.find((m) => m.text.includes(email));
    expect(note?.subject).toBe(subjects.getAccreditedStaff);
    expect(note?.text).toContain('Course type: Apprenticeship');
  });

  it('accepts the phone as `phone` (the old form binding) and stores it once', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('dunmere-college.test');
    const { phone_number, ...rest } = accreditedPayload(email);
    const res = await c.post('/api/get-accredited', { ...rest, phone: phone_number });
    expect(res.statusCode).toBe(201);
    expect((await enquiryRow(email))[0]).toMatchObject({ phone: phone_number });
  });

  it('names the phone field that was sent in its error', async () => {
    const c = await freshClient(t);
    const { phone_number: _p, ...rest } = accreditedPayload(uniqueEmail('x.test'));
    const viaPhone = await c.post('/api/get-accredited', { ...rest, phone: 'abc' });
    expect(viaPhone.json().errors).toEqual({
      phone: ['Enter a phone number, like 01632 960 001 or 07700 900 982'],
    });
    const neither = await c.post('/api/get-accredited', rest);
    expect(neither.json().errors).toEqual({
      phone_number: ['Enter your phone number'],
    });
  });

  it('requires every field and offers only the four course types', async () => {
    const c = await freshClient(t);
    const res = await c.post('/api/get-accredited', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'address',
        'course_title',
        'course_type',
        'email',
        'first_name',
        'job_title',
        'last_name',
        'organisation',
        'phone_number',
      ].sort(),
    );
    const wrongType = await c.post('/api/get-accredited', {
      ...accreditedPayload(uniqueEmail('x.test')),
      course_type: 'masterclass',
    });
    expect(wrongType.json().errors).toEqual({
      course_type: ['Select your course type from the list'],
    });
  });

  it('refuses a filled honeypot and sends nothing', async () => {
    const c = await freshClient(t);
    const email = uniqueEmail('x.test');
    const res = await c.post('/api/get-accredited', { ...accreditedPayload(email), website: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.correctErrors);
    expect(await enquiriesFrom(t, email)).toBe(0);
  });
});

describe('enquiry protections', () => {
  it('refuses a POST without the CSRF header (419)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/join-employers',
      payload: joinPayload('csrf@x.test'),
    });
    expect(res.statusCode).toBe(419);
  });

  it('answers malformed JSON, a non-object and an oversized body with 4xx', async () => {
    const c = await freshClient(t);
    const json = { 'content-type': 'application/json' };
    expect((await c.request('POST', '/api/get-accredited', '{', json)).statusCode).toBe(400);
    expect((await c.request('POST', '/api/get-accredited', '"x"', json)).statusCode).toBe(422);
    const big = await c.post('/api/get-accredited', { course_title: 'x'.repeat(1_100_000) });
    expect(big.statusCode).toBe(413);
  });

  it('limits one address to 5 enquiries an hour and one IP to 30', async () => {
    const email = uniqueEmail('busy.test');
    for (let i = 0; i < 5; i++) {
      const res = await (
        await freshClient(t)
      ).post('/api/join-employers', {
        ...joinPayload(email),
        job_title: `Role ${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const byEmail = await (await freshClient(t)).post('/api/join-employers', joinPayload(email));
    expect(byEmail.statusCode).toBe(429);
    expect(await enquiriesFrom(t, email)).toBe(5);

    const c = await freshClient(t);
    for (let i = 0; i < 30; i++) {
      const res = await c.post('/api/get-accredited', accreditedPayload(uniqueEmail('ip.test')));
      expect(res.statusCode).toBe(201);
    }
    const byIp = await c.post('/api/join-employers', joinPayload(uniqueEmail('ip.test')));
    expect(byIp.statusCode).toBe(429);
    expect(Number(byIp.headers['retry-after'])).toBeGreaterThan(0);
  });
});
