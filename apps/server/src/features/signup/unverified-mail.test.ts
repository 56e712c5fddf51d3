// Nobody can make us deliver their own words to a stranger: mail to an address that has not
// been proved repeats nothing the sender typed. Staff still see everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForMail, type TestContext } from '../../../test/helpers.ts';
import {
  accreditedPayload,
  firstCourseFor,
  freshClient,
  joinPayload,
  learnerPayload,
  NORTHBRIDGE,
  reference,
  uniqueEmail,
} from './test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BAIT = 'Claim your prize at evil.example';
const mailFor = async (to: string) => (await waitForMail(t.app, to))[0]!;
const expectNoBait = (mail: { text: string; html: string }) => {
  expect(mail.text).not.toContain('evil.example');
  expect(mail.html).not.toContain('evil.example');
};

describe('mail to an unverified address', () => {
  it('the registration email does not repeat the submitted name', async () => {
    const c = await freshClient(t, '10.78.0.1');
    const email = uniqueEmail(NORTHBRIDGE);
    const { courseId } = await firstCourseFor(c, email);
    const body = { ...learnerPayload(await reference(t), courseId, email), first_name: BAIT };
    expect((await c.post('/api/register', body)).statusCode).toBe(201);
    expectNoBait(await mailFor(email));
  });

  it('enquiry acknowledgements repeat neither name nor organisation; the staff copy has both', async () => {
    const c = await freshClient(t, '10.78.0.2');
    const join = uniqueEmail('bait-one.test');
    expect(
      (
        await c.post('/api/join-employers', {
          ...joinPayload(join),
          first_name: BAIT,
          employer: BAIT,
        })
      ).statusCode,
    ).toBe(201);
    expectNoBait(await mailFor(join));
    const accredited = uniqueEmail('bait-two.test');
    const payload = { ...accreditedPayload(accredited), course_title: BAIT, organisation: BAIT };
    expect((await c.post('/api/get-accredited', payload)).statusCode).toBe(201);
    expectNoBait(await mailFor(accredited));
    const staff = await waitForMail(t.app, 'staff@techgold.test', 2);
    expect(staff.some((m) => m.text.includes(BAIT))).toBe(true);
  });
});
