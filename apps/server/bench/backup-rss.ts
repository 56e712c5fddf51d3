// `npm run bench:backup-rss -w @techgold/server` (after `npm run build`): memory through a
// backup and a restore (docs/decisions/0072), first with 1 MiB of uploads, then with 1 GiB.
// The backup is taken by the running built server (asked by `npm run backup`, as an operator
// would) and measured there, its verification included; the restore runs in this process and
// is measured here. Expected: the 1 GiB peaks are within a small, fixed amount of the 1 MiB
// ones (everything streams), not a share of the data.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_DIR, SESSION_SECRET, ServerProcess } from '../faults/lib/server.ts';
import { sleep } from '../faults/lib/util.ts';
import { loadConfig } from '../src/config.ts';
import { restoreBackup } from '../src/features/admin/backups/restore.ts';
import { readRecord } from '../src/features/admin/backups/store.ts';
import { MiB, peakDuring } from './rss-tools.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-bench-backup-'));
const dataDir = path.join(root, 'data');
const backupDir = path.join(root, 'backups');
const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_SCHEDULE: 'off' };

/** Writes `bytes` of uploads as 64 MiB files (random, so nothing compresses them). */
function addUploads(bytes: number, tag: string) {
  const dir = path.join(dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const chunk = crypto.randomBytes(MiB);
  for (let n = 0; n * 64 * MiB < bytes; n++) {
    const size = Math.min(64 * MiB, bytes - n * 64 * MiB);
    const fd = fs.openSync(path.join(dir, `bench${tag}${String(n).padStart(12, '0')}.bin`), 'w');
    for (let written = 0; written < size; written += MiB)
      fs.writeSync(fd, chunk, 0, Math.min(MiB, size - written));
    fs.closeSync(fd);
  }
}

/** `npm run backup`, then waits for the server to finish verifying it. */
async function backup(): Promise<string> {
  const file = await new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'backup'], {
      cwd: SERVER_DIR,
      env: { ...process.env, SESSION_SECRET, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code) =>
      code === 0 ? resolve(out.trim().split('\n').at(-1)!) : reject(new Error(`backup: ${code}`)),
    );
  });
  for (;;) {
    const record = await readRecord(backupDir, path.basename(file));
    if (record?.verification) {
      if (!record.verification.ok) throw new Error(record.verification.message);
      return file;
    }
    await sleep(100);
  }
}

/** Restores into a fresh folder in this process, sampling this process's RSS. */
async function restore(file: string) {
  const target = path.join(root, `restored-${path.basename(file)}`);
  const config = loadConfig({ ...process.env, DATA_DIR: target, NODE_ENV: 'test' });
  const rss = () => process.memoryUsage().rss / MiB;
  let peak = rss();
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
  const started = Date.now();
  await restoreBackup({ file, config });
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  fs.rmSync(target, { recursive: true, force: true });
  return { peak, seconds };
}

const server = await new ServerProcess('app', env).start();
const results: [string, string][] = [];
let ok = false;
try {
  await server.ready(180_000);
  addUploads(MiB, 'small');
  const baseline = server.rssMb();
  const small = await peakDuring(server, backup);
  // Retention keeps one backup a day (the newest): keep this one aside for its restore.
  const smallCopy = path.join(root, path.basename(small.result));
  fs.copyFileSync(small.result, smallCopy);
  addUploads(1024 * MiB, 'large');
  const large = await peakDuring(server, backup);
  const size = fs.statSync(large.result).size;
  server.signal('SIGTERM');
  await server.exit;

  const restoreBaseline = process.memoryUsage().rss / MiB;
  const smallRestore = await restore(smallCopy);
  const largeRestore = await restore(large.result);

  const backupGrowth = large.peak - small.peak;
  const restoreGrowth = largeRestore.peak - smallRestore.peak;
  results.push(
    ['server RSS before (MB)', baseline.toFixed(0)],
    ['server peak, backup of 1 MiB uploads (MB)', small.peak.toFixed(0)],
    ['server peak, backup of 1 GiB uploads (MB)', large.peak.toFixed(0)],
    ['1 GiB backup, written and verified (s)', large.seconds.toFixed(1)],
    ['1 GiB archive (MB)', (size / MiB).toFixed(0)],
    ['restore process RSS before (MB)', restoreBaseline.toFixed(0)],
    ['restore peak, 1 MiB uploads (MB)', smallRestore.peak.toFixed(0)],
    ['restore peak, 1 GiB uploads (MB)', largeRestore.peak.toFixed(0)],
    ['1 GiB restore (s)', largeRestore.seconds.toFixed(1)],
    [
      'growth with the data: backup / restore (MB)',
      `${backupGrowth.toFixed(0)} / ${restoreGrowth.toFixed(0)}`,
    ],
  );
  // Streamed means the 1 GiB run's peak is within a small fixed amount of the 1 MiB run's.
  ok = backupGrowth < 64 && restoreGrowth < 64;
} finally {
  if (server.running) {
    server.signal('SIGTERM');
    await server.exit;
  }
  fs.rmSync(root, { recursive: true, force: true });
}
for (const [k, v] of results) console.log(`${k.padEnd(46)} ${v}`);
console.log(ok ? '✓ memory stays flat as the data grows' : '✗ memory grew with the data');
process.exitCode = ok ? 0 : 1;
