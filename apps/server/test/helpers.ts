// Test harness: a fresh copy of the seeded database per test file, the app built on it,
// and a cookie-keeping client that speaks CSRF like the web client does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DbHandle } from '../src/db/client.ts';
import { templateDatabaseUrl } from './db-template.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';
export const LEARNER = 'learner@northbridge-university.test';

export async function openTestDatabase(): Promise<{
  handle: DbHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dump = fs.readFileSync(inject('pgliteDump'));
    const handle = await openDatabase({
      dataDir: os.tmpdir(),
      pgliteLoadDataDir: new Blob([dump]),
    });
    return { handle, drop: async () => undefined };
  }
  const { default: pg } = await import('pg');
  const name = `tig_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  const url = templateDatabaseUrl(baseUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir(), poolMax: 5 });
  return {
    handle,
    url,
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tig-data-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    MAIL_RETRY_DELAY_SECONDS: '1',
    ...env,
  });
}

export interface TestContext {
  app: App;
  handle: DbHandle;
  /** The app's configuration: a second server on the same database is built from it. */
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const db = await openTestDatabase();
  const config = testConfig(db.url ? { DATABASE_URL: db.url, ...env } : env);
  const app = await buildApp(config, {
    database: db.handle,
    ssr: false,
    workers: true,
    jobPollingSeconds: 0.5,
  });
  await app.ready();
  return {
    app,
    handle: db.handle,
    config,
    async close() {
      await app.close();
      await db.handle.close();
      await db.drop();
    },
  };
}

type Body = Record<string, unknown> | string | Buffer | undefined;

const isJson = (body: Body): body is Record<string, unknown> =>
  typeof body === 'object' && !Buffer.isBuffer(body);

/** A browser-like client: keeps cookies, primes and echoes XSRF-TOKEN. */
export class Client {
  cookies = new Map<string, string>();
  ip: string;
  constructor(
    private app: App,
    ip = '10.0.0.1',
  ) {
    this.ip = ip;
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async csrf() {
    return this.request('GET', '/sanctum/csrf-cookie');
  }

  async request(method: string, url: string, body?: Body, headers: Record<string, string> = {}) {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.ip,
      headers: {
        cookie: this.cookieHeader(),
        ...(xsrf && method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...(isJson(body) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload: isJson(body) ? JSON.stringify(body) : body,
    });
    return this.store(res);
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  async login(email = LEARNER, password = DEMO_PASSWORD) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf();
    return this.post('/api/login', { email, password });
  }
}

/** Captured mail (no SMTP_URL), newest first; waits for the job worker to deliver. */
export async function waitForMail(app: App, to: string, count = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: '/dev/mail',
      headers: { accept: 'application/json' },
    });
    const mail = (
      res.json() as { to: string; subject: string; text: string; html: string }[]
    ).filter((m) => m.to === to);
    if (mail.length >= count) return mail;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mail(s) to ${to}, got ${mail.length}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
