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
import { newKeyFile, writeKeyFile } from '../features/credentials/signed/issuer-keys.ts';

/** A credential signing key file of its own, as a deployment mounts one. */
async function signingKeyFile() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tig-prep-keys-')), 'keys.json');
  await writeKeyFile(file, await newKeyFile());
  return file;
}

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
          // Production on a shared database is given its credential signing keys (0059):
          // preparing the database signs the demo credentials with them.
          CREDENTIAL_SIGNING_KEYS_FILE: await signingKeyFile(),
        }
      : {};
    try {
      await expect(prepareDatabase(db.handle, production(env), log)).rejects.toBeInstanceOf(
        DemoDataError,
      );
      await prepareDatabase(db.handle, production({ ...env, DEMO_DATA: 'true' }), log);
      // A demo deployment boots with its credentials signed, each dated its issue.
      const { rows } = await db.handle.executeSql(
        `select count(*)::int as unsigned from credentials
          where signed_at is null or signed_at <> issued_at`,
      );
      expect((rows[0] as { unsigned: number }).unsigned).toBe(0);
    } finally {
      await db.handle.close();
      await db.drop();
    }
  });
});
