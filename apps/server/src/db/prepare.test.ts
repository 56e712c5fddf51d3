// Production never gets the demo data: an empty embedded database stays empty, and a database
// holding the demo accounts (published password) refuses to start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { openDatabase } from './client.ts';
import { DemoDataError, prepareDatabase } from './prepare.ts';
import { isDatabaseEmpty } from './seed/is-empty.ts';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const production = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.org:587',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tig-prep-')),
    ...env,
  });

describe('prepareDatabase in production', () => {
  it('does not load the demo data into an empty embedded database', async () => {
    const handle = await openDatabase({ dataDir: os.tmpdir(), inMemory: true });
    try {
      await prepareDatabase(handle, production(), log);
      expect(await isDatabaseEmpty(handle.db)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('refuses a database holding the demo accounts, unless DEMO_DATA=true', async () => {
    const db = await openTestDatabase();
    const env: Record<string, string> = db.url
      ? {
          DATABASE_URL: db.url,
          SESSION_SECRET: 'x'.repeat(40),
          // Production on a shared database is given its credential signing keys (0059); the
          // file is read when the app starts, which this test does not do.
          CREDENTIAL_SIGNING_KEYS_FILE: path.join(os.tmpdir(), 'tig-prep-signing-keys.json'),
        }
      : {};
    try {
      await expect(prepareDatabase(db.handle, production(env), log)).rejects.toBeInstanceOf(
        DemoDataError,
      );
      await prepareDatabase(db.handle, production({ ...env, DEMO_DATA: 'true' }), log);
    } finally {
      await db.handle.close();
      await db.drop();
    }
  });
});
