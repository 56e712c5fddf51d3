import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDirLock, bootId, DataDirLockedError, processStartTime } from './dir-lock.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tig-lock-'));

describe('the embedded database folder lock', () => {
  it('refuses a second process while the first holds the folder', async () => {
    const dir = tmp();
    // Another live process owns the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(path.join(dir, 'pgdata.lock'), String(other.pid));
    try {
      expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDirLock(dir)).toThrow(/in use by another process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a crashed process, and releases it', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'pgdata.lock'), '999999999');
    const lock = acquireDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pgdata.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    lock.release();
    expect(fs.existsSync(path.join(dir, 'pgdata.lock'))).toBe(false);
  });

  // The crashed owner's pid now belongs to another live process (pid reuse after a crash or
  // a container restart): the lock records the owner's start time, which tells them apart.
  it.runIf(fs.existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      const dir = tmp();
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
      try {
        await new Promise((resolve) => other.once('spawn', resolve));
        const lockFile = path.join(dir, 'pgdata.lock');
        const start = processStartTime(other.pid!);
        expect(start).toMatch(/^\d+$/);
        // The real owner: refused.
        fs.writeFileSync(lockFile, JSON.stringify({ pid: other.pid, start, boot: bootId() }));
        expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
        // Same pid, another start time: the recorded owner is gone.
        const earlier = String(Number(start) - 1);
        fs.writeFileSync(
          lockFile,
          JSON.stringify({ pid: other.pid, start: earlier, boot: bootId() }),
        );
        const lock = acquireDirLock(dir);
        expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
        lock.release();
        // Same pid and start time, but recorded in an earlier boot.
        fs.writeFileSync(
          lockFile,
          JSON.stringify({ pid: other.pid, start, boot: 'an-earlier-boot' }),
        );
        acquireDirLock(dir).release();
      } finally {
        other.kill();
      }
    },
  );
});
