// `npm run db:migrate`: apply migrations to the configured database, sign any credential not
// yet signed, and exit.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { signPendingCredentials } from '../features/credentials/signed/sign-pending.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await runMigrations(handle, config.DATABASE_URL);
  console.log('Migrations applied.');
  // Credentials issued before signing moved to issue time get their one proof (decision 0059).
  const signed = await signPendingCredentials(handle.db, config);
  if (signed) console.log(`${signed} credentials signed, dated their issue.`);
} finally {
  await handle.close();
}
