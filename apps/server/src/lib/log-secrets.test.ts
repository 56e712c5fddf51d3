// Issue 34: subscriber confirmation and newsletter unsubscribe tokens were logged in full;
// only set-password and export links were redacted, by regular expressions in app.ts. Routes
// now declare their secret parameters (config.logSecrets) and the request logger redacts
// exactly those. This drives every emailed-link route and page and reads what the log kept.
import crypto from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { Client, LEARNER, openTestDatabase, testConfig } from '../../test/helpers.ts';
import { loggableUrl, REDACTED, SECRET_PAGES } from './log-secrets.ts';

/** method path → its secret parameters. A route with a token in its URL is added here. */
const SECRET_ROUTES: Record<string, string[]> = {
  'GET /api/subscriber/confirm/:token': ['token'],
  'POST /api/subscriber/confirm/:token': ['token'],
  'GET /api/subscriber/unsubscribe/:token': ['token'],
  'POST /api/subscriber/unsubscribe/:token': ['token'],
  'GET /api/newsletter/unsubscribe/:token': ['token'],
  'POST /api/newsletter/unsubscribe/:token': ['token'],
  'GET /api/alerts/unsubscribe/:token': ['token'],
  'POST /api/alerts/unsubscribe/:token': ['token'],
  'GET /api/account/privacy/export/:id/:token': ['token'],
  'GET /api/insight/:id/:key': ['key'],
  'DELETE /api/insight/:id/:key': ['key'],
  'POST /api/insight/tag/:insightId/:key/:tagId': ['key'],
  'DELETE /api/insight/tag/:insightId/:key/:tagId': ['key'],
};

const lines: string[] = [];
const routes: { method: string; url: string; secrets: readonly string[] }[] = [];
let app: App;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await openTestDatabase();
  drop = async () => {
    await db.handle.close();
    await db.drop();
  };
  app = await buildApp(
    testConfig({ LOG_LEVEL: 'info', ...(db.url ? { DATABASE_URL: db.url } : {}) }),
    {
      database: db.handle,
      ssr: false,
      workers: false,
      logStream: { write: (line) => void lines.push(line) },
      onRoute: (route: RouteOptions) => {
        const secrets = (route.config as { logSecrets?: readonly string[] } | undefined)
          ?.logSecrets;
        if (!secrets) return;
        for (const method of ([] as string[]).concat(route.method)) {
          if (method !== 'HEAD') routes.push({ method, url: route.url, secrets });
        }
      },
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const token = () => crypto.randomBytes(32).toString('base64url');

describe('secrets in URLs', () => {
  it('are declared by exactly the routes that carry them', () => {
    const declared = Object.fromEntries(
      routes.map((r) => [`${r.method} ${r.url}`, [...r.secrets]]),
    );
    expect(declared).toEqual(SECRET_ROUTES);
  });

  it('never reach the log from an emailed-link route, signed in or not', async () => {
    const member = new Client(app, '10.66.0.1');
    await member.csrf();
    expect((await member.login(LEARNER)).statusCode).toBe(200);
    const anonymous = new Client(app, '10.66.0.2');
    await anonymous.csrf();
    const sent: string[] = [];
    for (const key of Object.keys(SECRET_ROUTES)) {
      const [method, path] = key.split(' ') as [string, string];
      for (const client of [anonymous, member]) {
        const secret = token();
        sent.push(secret);
        const url = path.replace(/:(token|key)/, secret).replace(/:\w+/g, '1');
        const res = await client.request(method, url, method === 'GET' ? undefined : {});
        expect(res.statusCode, key).toBeLessThan(500);
      }
    }
    const log = lines.join('');
    expect(log).toContain(REDACTED);
    for (const secret of sent) expect(log).not.toContain(secret);
  });

  it('never reach the log from a page opened from an emailed link, or its data', async () => {
    const sent: string[] = [];
    for (const { path } of SECRET_PAGES) {
      for (const suffix of ['', '.data', '?utm_source=email']) {
        const secret = token();
        sent.push(secret);
        const url = path.replace(/:(token|code|key)\b/, secret).replace(/:\w+/g, 'stop') + suffix;
        await app.inject({ method: 'GET', url });
      }
    }
    const log = lines.join('');
    for (const secret of sent) expect(log).not.toContain(secret);
  });

  it('keeps the rest of the URL, and redacts a whole path that does not line up with its route', () => {
    const route = { url: '/api/subscriber/confirm/:token', config: { logSecrets: ['token'] } };
    expect(loggableUrl({ url: '/api/subscriber/confirm/abc?x=1', routeOptions: route })).toBe(
      `/api/subscriber/confirm/${REDACTED}?x=1`,
    );
    expect(loggableUrl({ url: '/api/subscriber//confirm/abc', routeOptions: route })).toBe(
      REDACTED,
    );
    expect(
      loggableUrl({
        url: '/api/thing?token=abc&page=2',
        routeOptions: { url: '/api/thing', config: { logSecrets: ['token'] } },
      }),
    ).toBe(`/api/thing?token=${REDACTED}&page=2`);
    expect(loggableUrl({ url: '/news/community?page=2' })).toBe('/news/community?page=2');
  });
});
