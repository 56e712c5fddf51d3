// `npm run bench:upload-rss -w @techgold/server` (after `npm run build`): the built server's
// resident memory while a 256 MiB attachment streams to POST /api/upload, against the same
// process's memory a moment before (the baseline, measured in this run), and a 1 MiB upload
// for comparison. The file is generated as it is sent, so the client holds no copy either.
// Expected: the peak grows by a small fraction of the file (it is streamed, not buffered).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Browser } from '../faults/lib/http.ts';
import { ServerProcess } from '../faults/lib/server.ts';
import { sleep } from '../faults/lib/util.ts';

const MiB = 1024 * 1024;
const AUTHOR = 'author@techgold.test';

/** A multipart body holding one PDF-typed file of `size` bytes, produced chunk by chunk. */
function multipartBody(size: number) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = crypto.randomBytes(MiB);
  const fileBytes = size - '%PDF-1.4\n'.length;
  async function* parts() {
    yield head;
    for (let sent = 0; sent < fileBytes; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
    yield tail;
  }
  return {
    stream: Readable.from(parts()),
    length: head.length + fileBytes + tail.length,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

function post(server: ServerProcess, browser: Browser, size: number) {
  const body = multipartBody(size);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${server.base}/api/upload`,
      {
        method: 'POST',
        headers: browser.headers('POST', {
          'content-type': body.type,
          'content-length': String(body.length),
        }),
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    body.stream.pipe(req);
  });
}

/** Runs `work` while sampling RSS every 20 ms; answers the peak. */
async function peakDuring<T>(server: ServerProcess, work: () => Promise<T>) {
  let peak = server.rssMb();
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peak = Math.max(peak, server.rssMb());
      await sleep(20);
    }
  })();
  const started = Date.now();
  const result = await work();
  done = true;
  await sampler;
  return { result, peak, seconds: (Date.now() - started) / 1000 };
}

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
