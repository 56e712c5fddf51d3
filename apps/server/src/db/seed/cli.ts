// `npm run db:seed [-- --force] [-- --scale N]`: demo data (refuses a database that already
// holds data unless --force), and optionally the large benchmark dataset on top.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { isDatabaseEmpty } from './is-empty.ts';
import { seedDemo } from './demo.ts';
import { seedScale } from './scale.ts';
import { signPendingCredentials } from '../../features/credentials/signed/sign-pending.ts';

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, scale: { type: 'string' } },
});
const scale = values.scale === undefined ? 0 : Number(values.scale);
if (!Number.isInteger(scale) || scale < 0 || scale > 1000) {
  console.error('--scale must be a whole number from 1 to 1000');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await runMigrations(handle, config.DATABASE_URL);
  const empty = await isDatabaseEmpty(handle.db);
  if (!empty && values.force) {
    // Explicitly asked for: wipe every application table, then seed afresh.
    const { rows } = await handle.executeSql(
      "select string_agg(format('%I.%I', schemaname, tablename), ', ') as list from pg_tables where schemaname = 'public'",
    );
    const list = (rows[0] as { list: string | null }).list;
    if (list) await handle.executeSql(`truncate ${list} restart identity cascade`);
    console.log('--force: existing data removed.');
  }
  if (empty || values.force) {
    await seedDemo(handle.db);
    // The demo credentials are signed now, as issuing signs them, dated their issue.
    await signPendingCredentials(handle.db, config);
    console.log('Demo data loaded.');
  } else if (!scale) {
    console.log(
      'The database already holds data: nothing seeded (pass --scale N to add benchmark data).',
    );
  }
  if (scale) {
    const started = Date.now();
    await seedScale(handle.db, scale, (line) => console.log(line));
    console.log(`Scale ${scale} dataset added in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await handle.close();
}
