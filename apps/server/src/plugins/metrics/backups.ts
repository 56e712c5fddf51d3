// The backups' gauges: when the newest backup was taken and how big it is. Until the backup
// feature reports its own (registerBackups in index.ts takes its reader), the newest file in
// the backup folder stands for it: BACKUP_DIR, else DATA_DIR/backups; none there reads 0.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface LatestBackup {
  /** When it finished (seconds since the epoch). */
  finishedAt: number;
  sizeBytes: number;
}

export type LatestBackupReader = () => Promise<LatestBackup | null>;

/** The newest regular file in `dir` by modification time, or null (no folder, no files). */
export function newestFileIn(dir: string): LatestBackupReader {
  return async () => {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch {
      return null;
    }
    let newest: LatestBackup | null = null;
    for (const name of names) {
      // An archive still being written is not a backup yet.
      if (name.startsWith('.') || name.endsWith('.partial') || name.endsWith('.tmp')) continue;
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      if (!stat?.isFile()) continue;
      const finishedAt = stat.mtimeMs / 1000;
      if (!newest || finishedAt > newest.finishedAt) {
        newest = { finishedAt, sizeBytes: stat.size };
      }
    }
    return newest;
  };
}
