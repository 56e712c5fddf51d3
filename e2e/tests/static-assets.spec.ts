import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './base-test.ts';

// The page's scripts and styles go out as the build compressed them (brotli or gzip, written
// once at build time by apps/web/scripts/precompress.mjs), not compressed again per request,
// and cached for a year under their hashed names.
const clientDir = path.resolve(import.meta.dirname, '../../apps/web/build/client');

test('assets are sent pre-compressed as built, cacheable for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const asset = assets.find((a) => a.endsWith('.js'))!;
  expect(asset).toBeTruthy();

  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const res = await request.get(asset, { headers: { 'accept-encoding': encoding } });
    const headers = res.headers();
    expect(headers['content-encoding'], encoding).toBe(encoding);
    // The very file the build wrote: its length, sent as is (compressing on the fly would
    // stream without one).
    expect(Number(headers['content-length']), encoding).toBe(
      fs.statSync(path.join(clientDir, `${asset}${suffix}`)).size,
    );
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['vary']?.toLowerCase()).toContain('accept-encoding');
  }
  const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).length).toBe(fs.statSync(path.join(clientDir, asset)).size);
});
