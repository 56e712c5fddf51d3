// `npm run bench:herd -w @techgold/server`, after `npm run build` (`npm run bench` runs it on
// each driver): the thundering herd. The built site runs in this process, on a fresh embedded
// database with the demo data, or on DATABASE_URL (a scratch database: it is migrated and
// given the demo data, as `npm start` would); then 200 visitors ask for the same page
// at the same moment, before anyone has. The anonymous cache must render it once and give all
// 200 the same page. Renders are counted as they happen, not inferred from timing.
// Prints one JSON line: { driver, requests, renders, ok, identical, ms }.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const VISITORS = 200;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-herd-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'false',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'herd-secret-herd-secret-herd-secret-0123456789',
  PUBLIC_BASE_URL: 'http://127.0.0.1',
});
const app = await buildApp(config, { ssr: 'production', workers: false });
// Page renders, counted where they happen: every request for the page that gets past the
// cache's hook (registered first; it answers hits itself) is rendered, the cache's own fills
// and any visitor it passes through alike. The loader's API read is not a page render.
let renders = 0;
app.addHook('onRequest', async (request) => {
  if (request.url.startsWith('/courses?')) renders += 1;
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
if (!app.anonCache.store)
  throw new Error('bench:herd: the anonymous cache is off (ANON_CACHE=false)');

// One connection per visitor (Node's agent opens as many sockets as there are requests).
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
function visit(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
// A query string nobody has asked for: a cold page, as after a content change.
const url = `http://127.0.0.1:${port}/courses?location=Leeds&herd=${Date.now()}`;
const started = performance.now();
const answers = await Promise.all(Array.from({ length: VISITORS }, () => visit(url)));
const ms = performance.now() - started;
const result = {
  driver: config.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  requests: VISITORS,
  renders,
  ok: answers.filter((a) => a.status === 200).length,
  identical: new Set(answers.map((a) => a.body)).size === 1,
  ms: Math.round(ms),
};
console.log(JSON.stringify(result));
agent.destroy();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.renders === 1 && result.ok === VISITORS && result.identical ? 0 : 1);
