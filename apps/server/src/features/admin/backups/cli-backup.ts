// `npm run backup`: writes one backup to BACKUP_DIR (default DATA_DIR/backups), verifies it and
// prints its path. On the embedded database a running site holds the database, so the backup
// is asked of it (its socket in DATA_DIR) and taken there while it serves.
import net from 'node:net';
import { ConfigError, loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { controlSocketPath } from './jobs.ts';
import { BackupError } from './archive.ts';
import { createBackup } from './create.ts';
import { verifyBackup } from './verify.ts';

/** The serving process's answer, or null when no site is running on this DATA_DIR. */
function askServingProcess(dataDir: string): Promise<{ file?: string; error?: string } | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let answer = '';
    socket.once('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.once('end', () => {
      try {
        resolve(JSON.parse(answer) as { file?: string; error?: string });
      } catch {
        reject(new Error('The running site gave no answer about the backup.'));
      }
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
  });
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const answer = await askServingProcess(config.dataDir);
    if (answer) {
      if (answer.error || !answer.file) {
        console.error(`Backup failed: ${answer.error ?? 'no file'}`);
        return 1;
      }
      console.log(answer.file);
      return 0;
    }
  }
  const handle = config.DATABASE_URL ? undefined : await openDatabase({ dataDir: config.dataDir });
  try {
    const { file, record } = await createBackup({ config, handle });
    console.log(file);
    const verification = await verifyBackup(config, record.file);
    console.error(`${verification.ok ? 'Verified' : 'NOT verified'}: ${verification.message}`);
    return verification.ok ? 0 : 1;
  } finally {
    await handle?.close();
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  if (err instanceof ConfigError || err instanceof BackupError) console.error(err.message);
  else console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
