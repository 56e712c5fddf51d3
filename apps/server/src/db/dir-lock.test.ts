import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from './dir-lock.ts';

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
    expect(fs.readFileSync(path.join(dir, 'pgdata.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'pgdata.lock'))).toBe(false);
  });
});
