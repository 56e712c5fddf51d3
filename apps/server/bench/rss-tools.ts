// What the memory benchmarks share (upload-rss.ts, export-rss.ts): a large multipart upload
// streamed chunk by chunk, and the server's peak RSS sampled while some work runs.
import crypto from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import type { Browser } from '../faults/lib/http.ts';
import type { ServerProcess } from '../faults/lib/server.ts';
import { sleep } from '../faults/lib/util.ts';

export const MiB = 1024 * 1024;

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

export function post(server: ServerProcess, browser: Browser, size: number) {
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
export async function peakDuring<T>(server: ServerProcess, work: () => Promise<T>) {
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
