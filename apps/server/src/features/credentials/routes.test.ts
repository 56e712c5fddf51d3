// GET /api/user/credentials: the signed-in member's own badges, newest first, with their
// group (name and badge design) and the issuer's page; paging bounded; nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialsResponse } from '@techgold/contracts/credentials';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let learner: Client;

beforeAll(async () => {
  t = await createTestApp();
  learner = new Client(t.app, '10.24.0.1');
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/user/credentials', () => {
  it('401 for an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/credentials' });
    expect(res.statusCode).toBe(401);
  });

  it("answers the learner's credentials, newest first, in every group", async () => {
    const res = await learner.get('/api/user/credentials');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as CredentialsResponse;
    expect(body.total).toBe(5);
    expect(body.credentials.map((c) => c.group.name)).toEqual([
      'BSc (Hons) Software Engineering',
      'AWA-Outstanding Learner',
      'SKI-Secure Coding',
      'SKI-Cloud Fundamentals',
      'MEM-Learner Member',
    ]);
    const [first] = body.credentials;
    expect(first).toEqual({
      id: expect.any(Number),
      group: { name: 'BSc (Hons) Software Engineering', badge_design_id: expect.any(String) },
      issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      url: 'https://credentials.example.org/badges/cred-demo-104',
    });
  });

  it('pages with limit and offset, keeping the total', async () => {
    const page = (await learner.get('/api/user/credentials?limit=2&offset=3')).json();
    expect(page.total).toBe(5);
    expect(page.credentials.map((c: { group: { name: string } }) => c.group.name)).toEqual([
      'SKI-Cloud Fundamentals',
      'MEM-Learner Member',
    ]);
    const past = (await learner.get('/api/user/credentials?offset=50')).json();
    expect(past).toEqual({ credentials: [], total: 5 });
  });

  it('refuses out-of-range paging with a 4xx', async () => {
    for (const q of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc']) {
      const res = await learner.get(`/api/user/credentials?${q}`);
      expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, q).toBeLessThan(500);
    }
  });

  it("shows a member with none an empty list, never someone else's", async () => {
    const employee = new Client(t.app, '10.24.0.2');
    await employee.login('employee@harbour-systems.test');
    expect((await employee.get('/api/user/credentials')).json()).toEqual({
      credentials: [],
      total: 0,
    });
  });
});
