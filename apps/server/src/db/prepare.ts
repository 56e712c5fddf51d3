// Migrate on boot (both drivers), give an empty embedded database its demo data so
// `npm install && npm start` shows a working site, and sign any credential not yet signed.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { openDatabase, type DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { describeUpgrade } from './upgrade-pg17.ts';
import { hasDemoAccounts } from './seed/demo-accounts.ts';
import { isDatabaseEmpty } from './seed/is-empty.ts';

export class DemoDataError extends Error {
  constructor() {
    super(
      'This database holds the demo accounts, whose password is published in the README. ' +
        'Remove them (or use a fresh database) before running in production, or set ' +
        'DEMO_DATA=true for a demo deployment.',
    );
  }
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export async function openPreparedDatabase(
  config: Config,
  log: Log,
  onFatal?: (err: Error) => void,
) {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DATABASE_POOL_MAX,
    // Expected while the database restarts; requests meanwhile answer 503.
    onConnectionError: (err, state) =>
      log.warn({ err: { message: err.message }, state }, 'database connection lost'),
    onFatal,
    onUpgrade: (upgrade) => log.warn(upgrade, describeUpgrade(upgrade)),
  });
  try {
    await prepareDatabase(handle, config, log);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}

export async function prepareDatabase(handle: DbHandle, config: Config, log: Log): Promise<void> {
  await runMigrations(handle, config.DATABASE_URL);
  // The demo accounts' password is published: a real deployment must never hold them.
  if (!config.demoData && (await hasDemoAccounts(handle))) {
    throw new DemoDataError();
  }
  const seed = handle.driver === 'pglite' && config.SEED_ON_EMPTY && config.demoData;
  if (seed && (await isDatabaseEmpty(handle.db))) {
    log.info('empty embedded database: loading the demo data (first start only)');
    const { seedDemo } = await import('./seed/demo.ts');
    await seedDemo(handle.db);
    log.info('demo data loaded');
  }
  // Credentials are signed when issued; any without a copy signed at issue (issued before
  // that, or the demo seed's) are signed here, once, dated their issue (decision 0059).
  const { signPendingCredentials } = await import('../features/credentials/signed/sign-pending.ts');
  const signed = await signPendingCredentials(handle.db, config);
  if (signed) log.info({ signed }, 'credentials signed, dated their issue');
}
