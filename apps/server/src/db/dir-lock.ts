// PGlite is single-process: two processes on one folder would corrupt it. A lock file names
// the owner, refuses a second process with a clear message and recovers from a crash.
//
// A pid alone is not an identity: after a crash (or a container restart) the recorded pid may
// belong to another live process, and the folder would stay locked for good. So the lock also
// records the owner's start time (/proc/<pid>/stat) and the boot id; an owner whose pid is
// alive but started at another time, or in another boot, is gone. Where /proc is missing
// (macOS) only the pid is checked.
import fs from 'node:fs';
import path from 'node:path';

export interface DirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

interface Owner {
  pid: number;
  /** Process start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  start?: string;
  boot?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOr(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

export function processStartTime(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

export const bootId = () => readOr('/proc/sys/kernel/random/boot_id');

/** The lock file's owner: JSON, or a bare pid written by earlier versions. */
function parseOwner(text: string): Owner | undefined {
  try {
    const value = JSON.parse(text) as Partial<Owner> | number;
    if (typeof value === 'number') return { pid: value };
    if (Number.isInteger(value.pid)) return value as Owner;
  } catch {
    // not JSON: unreadable, treated as stale
  }
  return undefined;
}

function ownerIsRunning(owner: Owner): boolean {
  if (owner.pid <= 0 || !isAlive(owner.pid)) return false;
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  const start = processStartTime(owner.pid);
  if (owner.start && start && owner.start !== start) return false;
  return true;
}

export function acquireDirLock(dataDir: string): DirLock {
  const file = path.join(dataDir, 'pgdata.lock');
  const me: Owner = { pid: process.pid, start: processStartTime(process.pid), boot: bootId() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = parseOwner(fs.readFileSync(file, 'utf8').trim());
      if (owner && owner.pid !== process.pid && ownerIsRunning(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another process (pid ${owner.pid}). ` +
            'Stop that process, or set DATA_DIR to another folder, or use DATABASE_URL for several processes.',
        );
      }
      // A stale lock from a process that died (or whose pid now belongs to another): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
