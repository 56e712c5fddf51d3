// `npm run bench:export-rss -w @techgold/server` (after `npm run build`): the built server's
// resident memory while it writes a member's data export holding a 100 MiB upload (the job
// streams the ZIP into storage) and while the member downloads it, against the same process's
// memory a moment before (decision 0064). The upload is generated as it is sent and the
// download is counted and dropped, so the client holds no copy either. Expected: the peak grows
// by a small, fixed amount, not by a share of the archive.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Browser } from '../faults/lib/http.ts';
import { ServerProcess } from '../faults/lib/server.ts';
import { sleep } from '../faults/lib/util.ts';
import { MiB, peakDuring, post } from './rss-tools.ts';

const SIZE = 100 * MiB;
const AUTHOR = 'author@techgold.test';

/** GETs `pathname`, counting and dropping the body; answers the status and the bytes. */
function download(server: ServerProcess, browser: Browser, pathname: string) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    http
      .get(`${server.base}${pathname}`, { headers: browser.headers('GET') }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-bench-export-'));
// Not production: the emailed link is read from the mail capture (/dev/mail), which production
// never serves. Memory behaves the same.
const server = await new ServerProcess('app', { DATA_DIR: dataDir, NODE_ENV: 'test' }).start();
try {
  await server.ready();
  const browser = new Browser(server.base);
  const login = await browser.login(AUTHOR);
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const uploaded = (await post(server, browser, SIZE)).status;
  if (uploaded !== 200) throw new Error(`100 MiB upload failed: ${uploaded}`);
  await sleep(2000);

  const baseline = server.rssMb();
  const made = await peakDuring(server, async () => {
    const queued = await browser.send('POST', '/api/account/privacy/export');
    if (queued.status !== 202) throw new Error(`export refused: ${queued.status}`);
    for (;;) {
      const overview = await browser.send('GET', '/api/account/privacy');
      const latest = (JSON.parse(overview.body) as { exports: { status: string }[] }).exports[0];
      if (latest?.status === 'ready') return;
      if (latest?.status === 'failed') throw new Error('the export failed');
      await sleep(200);
    }
  });
  // The email is queued with the ready mark; the mail worker delivers it within an interval.
  let link: RegExpExecArray | null = null;
  for (let tries = 0; !link && tries < 100; tries++) {
    const mail = await browser.send('GET', '/dev/mail', undefined, { accept: 'application/json' });
    const ready = (JSON.parse(mail.body) as { to: string; text: string }[]).find(
      (m) => m.to === AUTHOR && m.text.includes('/account/privacy/download/'),
    );
    link = /\/account\/privacy\/download\/(\d+)\/([\w-]+)/.exec(ready?.text ?? '');
    if (!link) await sleep(200);
  }
  if (!link) throw new Error('no download link was emailed');
  await sleep(1000);
  const beforeDownload = server.rssMb();
  const got = await peakDuring(server, () =>
    download(server, browser, `/api/account/privacy/export/${link[1]}/${link[2]}`),
  );
  if (got.result.status !== 200) throw new Error(`download failed: ${got.result.status}`);

  const growth = Math.max(made.peak, got.peak) - baseline;
  const rows: [string, string][] = [
    ['baseline RSS (MB)', baseline.toFixed(0)],
    ['peak RSS, writing the archive (MB)', made.peak.toFixed(0)],
    ['RSS before the download (MB)', beforeDownload.toFixed(0)],
    ['peak RSS, downloading it (MB)', got.peak.toFixed(0)],
    ['archive size (MiB)', (got.result.bytes / MiB).toFixed(1)],
    ['growth / archive size', `${((growth / (got.result.bytes / MiB)) * 100).toFixed(1)}%`],
    ['export job time (s)', made.seconds.toFixed(1)],
    ['download time (s)', got.seconds.toFixed(1)],
  ];
  for (const [k, v] of rows) console.log(`${k.padEnd(36)} ${v}`);
  const ok = got.result.bytes > SIZE && growth < 64;
  console.log(ok ? '✓ memory stays flat' : '✗ memory grew with the archive');
  process.exitCode = ok ? 0 : 1;
} finally {
  server.signal('SIGTERM');
  await server.exit;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
