// `npm run bench:upload-rss -w @techgold/server` (after `npm run build`): the built server's
// resident memory while a 256 MiB attachment streams to POST /api/upload, against the same
// process's memory a moment before (the baseline, measured in this run), and a 1 MiB upload
// for comparison. The file is generated as it is sent, so the client holds no copy either.
// Expected: the peak grows by a small fraction of the file (it is streamed, not buffered).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser } from '../faults/lib/http.ts';
import { ServerProcess } from '../faults/lib/server.ts';
import { sleep } from '../faults/lib/util.ts';
import { MiB, peakDuring, post } from './rss-tools.ts';

const AUTHOR = 'author@techgold.test';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-bench-upload-'));
const server = await new ServerProcess('app', { DATA_DIR: dataDir }).start();
try {
  await server.ready();
  const browser = new Browser(server.base);
  const login = await browser.login(AUTHOR);
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  // Warm the route (and sharp's and the parser's first-use allocations) before the baseline.
  const warm = await post(server, browser, MiB);
  if (warm.status !== 200) throw new Error(`warm-up upload failed: ${warm.status} ${warm.text}`);
  await sleep(1000);

  const baseline = server.rssMb();
  const small = await peakDuring(server, () => post(server, browser, MiB));
  await sleep(1000);
  const big = await peakDuring(server, () => post(server, browser, 256 * MiB));
  if (big.result.status !== 200)
    throw new Error(`256 MiB upload failed: ${big.result.status} ${big.result.text}`);
  const stored = JSON.parse(big.result.text) as { file: { size: number } };

  const growth = big.peak - baseline;
  const rows: [string, string][] = [
    ['baseline RSS (MB)', baseline.toFixed(0)],
    ['peak RSS, 1 MiB upload (MB)', small.peak.toFixed(0)],
    ['peak RSS, 256 MiB upload (MB)', big.peak.toFixed(0)],
    ['peak / baseline', `${(big.peak / baseline).toFixed(2)}×`],
    ['growth / file size', `${((growth / 256) * 100).toFixed(1)}%`],
    ['stored bytes', String(stored.file.size)],
    ['256 MiB upload time (s)', big.seconds.toFixed(1)],
  ];
  for (const [k, v] of rows) console.log(`${k.padEnd(32)} ${v}`);
  // Streamed means the growth is a small, fixed amount, not a share of the file.
  const ok = growth < 64;
  console.log(ok ? '✓ memory stays bounded' : '✗ memory grew with the file');
  process.exitCode = ok ? 0 : 1;
} finally {
  server.signal('SIGTERM');
  await server.exit;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
