// Deeply nested JSON is refused before it becomes objects, on every route that reads a body
// (issue: a 6 KB body nesting 3,000 arrays deep once ended the process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, JSON_TOO_DEEP_MESSAGE } from '../lib/json-depth.ts';
import { parseRouteTree } from '../../faults/lib/routes.ts';
import { Client, createTestApp, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
let staff: Client;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  // The admin is staff and may write insights: the widest access of the demo accounts.
  staff = new Client(t.app, '10.12.0.1');
  expect((await staff.login('admin@techgold.test')).statusCode).toBe(200);
});
afterAll(() => t.close());

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const send = (method: string, url: string, payload: string) =>
  staff.request(method, url, payload, { 'content-type': 'application/json' });

describe('JSON bodies nesting deeper than the bound', () => {
  it('every route that takes a body refuses one with a 400 and its message, never a 5xx', async () => {
    const routes = parseRouteTree(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) &&
        r.path.startsWith('/api/') &&
        !r.path.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const refusedForDepth: string[] = [];
    for (const route of routes) {
      const url = route.path.replace(/:[^/]+/g, '1');
      for (const body of [arrays(3000), objects(JSON_DEPTH_MAX + 1)]) {
        const res = await send(route.method, url, body);
        const where = `${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 100)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        // Refused before the body is read (no access, a record that is not theirs, a route
        // that takes no JSON) is fine; any route that read it must have refused it for depth.
        if (![401, 403, 404, 415].includes(res.statusCode)) {
          expect(res.statusCode, where).toBe(400);
          expect(res.json().message, where).toBe(JSON_TOO_DEEP_MESSAGE);
          refusedForDepth.push(`${route.method} ${route.path}`);
        }
      }
    }
    // Not vacuous: the sign-in, profile, sign-up, authoring and save routes all read bodies.
    expect(new Set(refusedForDepth).size).toBeGreaterThan(10);
  });

  it('a body at the bound is parsed as usual (the route answers on its merits)', async () => {
    const res = await send('POST', '/api/login', objects(JSON_DEPTH_MAX));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).not.toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('prototype poisoning is still refused by the JSON parser', async () => {
    const res = await send('POST', '/api/login', '{"__proto__":{"x":1},"email":"a@b.test"}');
    expect(res.statusCode).toBe(400);
  });

  it('the server still answers afterwards', async () => {
    expect((await staff.get('/api/user')).statusCode).toBe(200);
    expect((await staff.get('/api/insights/public')).statusCode).toBe(200);
  });
});
