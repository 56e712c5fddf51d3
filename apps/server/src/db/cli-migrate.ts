// `npm run db:migrate`: apply migrations to the configured database and exit.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await runMigrations(handle, config.DATABASE_URL);
  console.log('Migrations applied.');
} finally {
  await handle.close();
}
