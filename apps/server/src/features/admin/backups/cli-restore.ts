// `npm run restore -- FILE [--force]`: restores a backup into an empty DATA_DIR or DATABASE_URL
// with the site stopped (restore.ts says what is checked first).
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../config.ts';
import { BackupError } from './archive.ts';
import { restoreBackup } from './restore.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => !a.startsWith('--'));

try {
  if (files.length !== 1) {
    console.error('Usage: npm run restore -- FILE [--force]');
    process.exitCode = 2;
  } else {
    const config = loadConfig();
    const report = await restoreBackup({
      file: path.resolve(files[0]!),
      config,
      force,
      log: (line) => console.log(line),
    });
    const rows = Object.values(report.manifest.row_counts).reduce((a, b) => a + b, 0);
    console.log(
      `Restored the backup of ${report.manifest.created_at}: ${rows} rows, ${report.uploads} uploads, migration level ${report.migratedFrom}${report.migratedTo !== report.migratedFrom ? ` migrated forward to ${report.migratedTo}` : ''}, in ${report.seconds.toFixed(1)} s.`,
    );
    for (const note of report.notes) console.log(note);
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof BackupError) console.error(err.message);
  else console.error(`Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
