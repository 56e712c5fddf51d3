// Unknown routes answer the same words whatever was asked: nothing the caller sent is echoed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestContext } from '../../test/helpers.ts';
import { NOT_FOUND_MESSAGE, WHOLE_BODY_MESSAGE } from './errors.ts';

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

// Issue 34: the whole request body and a field that happens to be named `body` (an insight's)
// were told apart by nothing, so a bad `body` field read "The request body must be a JSON object."
describe('a field named body', () => {
  let author: Client;
  beforeAll(async () => {
    author = new Client(t.app, '10.12.0.1');
    expect((await author.login('author@techgold.test')).statusCode).toBe(200);
  });

  it('names the field when an insight body is not the editor document string', async () => {
    const res = await author.post('/api/insight', { title: 'T', live: 0, body: {} });
    expect(res.statusCode).toBe(422);
    const answer = res.json() as { message: string; errors: Record<string, string[]> };
    expect(answer.message).toBe('The body must be the editor document as a JSON string.');
    expect(answer.errors.body).toEqual(['The body must be the editor document as a JSON string.']);
  });

  it('still says the whole body must be an object when it is not one', async () => {
    const res = await author.post('/api/insight', '[1,2]', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: WHOLE_BODY_MESSAGE, errors: {} });
  });
});
