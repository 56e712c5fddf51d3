// Unknown routes answer the same words whatever was asked: nothing the caller sent is echoed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { NOT_FOUND_MESSAGE } from './errors.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an unknown API route', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['GET', '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['GET', `/api/${'probe'.repeat(200)}`],
  ])('%s probe #%# gets a generic 404', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NOT_FOUND_MESSAGE });
    expect(res.body).not.toMatch(/script|probe|no-such/);
  });
});
