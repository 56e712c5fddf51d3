// Found by the fault suite's fuzzing pass: a JSON body that is not an object (null, an array,
// a number) must be a client error on every form, never a 500. POST /api/get-accredited ran
// its phone check on `null` and answered 500.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { freshClient } from './test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forms = [
  '/api/verify-email',
  '/api/employer/verify-email',
  '/api/register',
  '/api/employer/register',
  '/api/join-employers',
  '/api/get-accredited',
];

it.each(forms)('%s answers 422 to a JSON body that is not an object', async (url) => {
  const c = await freshClient(t);
  for (const body of ['null', '[]', '[1,2]', '42', '"text"', 'true']) {
    const res = await c.post(url, body, { 'content-type': 'application/json' });
    expect([url, body, res.statusCode]).toEqual([url, body, 422]);
  }
});
