// `npm run bench`: starts the built server (embedded database; PostgreSQL too when
// DATABASE_URL is set) and a bare Fastify ceiling, drives each with autocannon, and prints
// requests/s and p99 as ratios to the ceiling. `-- --only member` (or core, public, console,
// member-pages, a comma list) runs some parts; the ceiling always runs. `--profile` also writes
// a CPU profile of the signed-in pages under load and prints where its time went (profile.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { consoleSuite } from './console.ts';
import autocannon from './load.ts';
import { memberSuite } from './member.ts';
import { memberPagesSuite } from './member-pages.ts';
import { profilePages } from './profile.ts';
import { publicSuite } from './public.ts';
import {
  benchScaled,
  stop,
  printScaled,
  ratioOf,
  seedWith,
  type Result,
  type ScaledRun,
  type Started,
  type Suite,
} from './scaled.ts';
import { DEMO_LEARNER, csrf, signIn } from './session.ts';

// member: the member API reads and the signed-in pages; member-pages: the pages alone.
const PARTS = ['core', 'public', 'member', 'member-pages', 'console'] as const;
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    // Scaled dataset for the public and member figures (0 skips it): small on PGlite to keep
    // the run to minutes, the full 100 (≈ 100k insights) on PostgreSQL.
    'scale-pglite': { type: 'string', default: '15' },
    'scale-pg': { type: 'string', default: '100' },
    // core (sign-in, /api/user, site data), public, member, console: a comma list; all by default.
    only: { type: 'string', default: PARTS.join(',') },
    // Leave the scaled PostgreSQL copy (tig_bench) for EXPLAIN; drop it by hand afterwards.
    'keep-db': { type: 'boolean', default: false },
    // A CPU profile of the signed-in pages under load, on each driver (bench/profile.ts).
    profile: { type: 'boolean', default: false },
    // Seconds of load per page while profiling.
    'profile-seconds': { type: 'string', default: '8' },
    // Only the profiles (no measured runs): a quick before/after of CPU per page.
    'profile-only': { type: 'boolean', default: false },
    // Node or V8 flags for every start of the app, space-separated (e.g. a heap setting, to
    // compare a run with it against one without).
    'node-flags': { type: 'string', default: '' },
  },
});
const only = new Set(values.only.split(','));
for (const p of only) {
  if (!(PARTS as readonly string[]).includes(p)) throw new Error(`--only: unknown part "${p}"`);
}
const suites: Suite[] = [];
if (only.has('public')) suites.push(publicSuite);
if (only.has('member')) suites.push(memberSuite);
if (only.has('member') || only.has('member-pages')) suites.push(memberPagesSuite);
if (only.has('console')) suites.push(consoleSuite);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const serverDir = path.resolve(import.meta.dirname, '..');
const secret = 'bench-secret-bench-secret-bench-secret-0123456789';

function start(cmd: string[], env: Record<string, string>, readyPattern: RegExp): Promise<Started> {
  return new Promise((resolve, reject) => {
    // The embedded run must not inherit the caller's DATABASE_URL.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, cmd, {
      cwd: serverDir,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = readyPattern.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`process exited (${code}):\n${out}`)));
  });
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const givenFlags = values['node-flags'].split(' ').filter(Boolean);

async function startApp(extra: Record<string, string>, nodeFlags: string[] = []): Promise<Started> {
  const port = await freePort();
  return start(
    [...givenFlags, ...nodeFlags, 'dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // A demo deployment: the demo data and captured mail (production refuses both otherwise).
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false', // login would otherwise be limited to 5/min
      SESSION_SECRET: secret,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...extra,
    },
    new RegExp(`running at http://127\\.0\\.0\\.1:(${port})`),
  );
}

/** Set once the ceiling server is up: each target's neighbouring ceiling sample. */
let ceilingUrl: string | null = null;

async function drive(name: string, opts: autocannon.Options, health?: string): Promise<Result> {
  // Warm up first (JIT, connection pool, caches, the database's buffers) and measure only the
  // steady state: otherwise a freshly started process's first second sets p99.
  await autocannon({ duration: warmup, connections, ...opts });
  const r = await autocannon({ duration, connections, ...opts });
  // The ceiling again, straight after: this machine's speed drifts within a run (the ceiling
  // measured once at the start was 16,000–28,000 req/s from run to run, and one cached page
  // read 0.44 and 0.81 of it in one run), so each target is divided by its neighbour.
  const neighbour = ceilingUrl
    ? await autocannon({ duration: Math.max(2, duration / 2), connections, url: ceilingUrl })
    : null;
  const healthSample = health
    ? await autocannon({
        duration: Math.max(2, duration / 2),
        connections: opts.connections ?? connections,
        url: health,
      })
    : null;
  return {
    name,
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
    ...(neighbour ? { ceilingRps: neighbour.requests.average } : {}),
    ...(healthSample ? { healthRps: healthSample.requests.average } : {}),
  };
}

async function benchApp(label: string, app: Started): Promise<Result[]> {
  if (!only.has('core')) return [];
  const base = app.url;
  const { cookie: userCookie } = await signIn(base);
  const login = await csrf(base);
  const results = [
    await drive(`${label} GET /api/site/data`, { url: `${base}/api/site/data` }),
    // The member's record kept by this process and current (docs/decisions/0054).
    await drive(`${label} GET /api/user (signed in)`, {
      url: `${base}/api/user`,
      headers: { cookie: userCookie },
    }),
    await drive(`${label} POST /api/login`, {
      url: `${base}/api/login`,
      method: 'POST',
      // argon2 is deliberately slow: fewer connections than cores×2 would just queue.
      connections: Math.min(connections, 8),
      headers: {
        cookie: login.cookie,
        'x-xsrf-token': login.token,
        'content-type': 'application/json',
      },
      body: JSON.stringify(DEMO_LEARNER),
    }),
  ];
  return results;
}

function print(ceiling: Result, rows: Result[]) {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `\n${pad('target', 44)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('ratio', 8)}${pad('non-2xx', 9)}ceiling next to it`,
  );
  for (const r of [ceiling, ...rows]) {
    console.log(
      `${pad(r.name, 44)}${pad(r.rps.toFixed(0), 10)}${pad(r.p99.toFixed(1), 9)}${pad(ratioOf(r, ceiling).toFixed(3), 8)}${pad(String(r.non2xx), 9)}${r.ceilingRps?.toFixed(0) ?? ''}`,
    );
  }
}

const startedAt = Date.now();
const children: ChildProcess[] = [];
const cleanup = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', cleanup);
const track = (s: Started) => (children.push(s.child), s);

const ceilingServer = await start(
  ['--import', 'tsx', 'bench/ceiling.ts'],
  { PORT: '0' },
  /listening (\d+)/,
);
children.push(ceilingServer.child);
const ceiling = await drive('ceiling: bare Fastify 2 KB JSON', {
  url: `${ceilingServer.url}/ceiling`,
});
ceilingUrl = `${ceilingServer.url}/ceiling`;

const rows: Result[] = [];
const runs: ScaledRun[] = [];
const herds: string[] = [];

/** bench/herd.ts in its own process: 200 visitors at once for one cold page, renders counted. */
async function herd(databaseUrl: string) {
  if (!only.has('public')) return;
  const { DATABASE_URL: _caller, ...withoutDatabaseUrl } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/herd.ts'], {
    cwd: serverDir,
    // PGlite's run: no DATABASE_URL at all (the caller's must not leak in).
    env: {
      ...withoutDatabaseUrl,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SESSION_SECRET: secret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((r) => child.on('exit', r));
  const line = out.trim().split('\n').at(-1) ?? '';
  if (!line.startsWith('{')) {
    herds.push(`herd on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} failed: see its output above`);
    return;
  }
  const r = JSON.parse(line) as Record<string, unknown>;
  herds.push(
    `${String(r.driver).padEnd(12)}${r.requests} requests at once for one cold page: ` +
      `${r.renders} render(s), ${r.ok} answered 200, ${r.identical ? 'all the same page' : 'DIFFERENT pages'}, ${r.ms} ms`,
  );
}

/**
 * GET /api/user from a server that keeps no member records (MEMBER_RECORD_CACHE_MAX_BYTES=0):
 * the record built on every request, as for a session's first read (docs/decisions/0054).
 * Its own process beside the main one: on PostgreSQL the same database, on PGlite a fresh
 * directory (one process per embedded database), seeded on start.
 */
async function userBuiltEachTime(label: string, env: Record<string, string>): Promise<Result> {
  const ownDir = env.DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'tig-bench-'));
  const app = track(
    await startApp({
      ...env,
      ...(ownDir ? { DATA_DIR: ownDir } : {}),
      MEMBER_RECORD_CACHE_MAX_BYTES: '0',
    }),
  );
  try {
    const { cookie } = await signIn(app.url);
    return await drive(`${label} GET /api/user (built each time)`, {
      url: `${app.url}/api/user`,
      headers: { cookie },
    });
  } finally {
    // Gone before the next measurement starts, and its embedded database with it.
    const exited = new Promise((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGTERM');
    await exited;
    if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
  }
}

/** The core rows, then the suites on the demo data and at `scale` (which stops `app`). */
async function benchDriver(
  label: string,
  app: Started,
  scale: number,
  env: Record<string, string>,
) {
  if (values['profile-only']) return stop(app);
  rows.push(...(await benchApp(label, app)));
  if (only.has('core')) rows.push(await userBuiltEachTime(label, env));
  if (suites.length === 0) return;
  runs.push(
    ...(await benchScaled(label, app, scale, suites, {
      drive,
      restart: () => startApp(env).then(track),
      // PGlite's env has no DATABASE_URL: the caller's must not leak into its seeding.
      seedScale: seedWith(serverDir, {
        ...process.env,
        DATABASE_URL: '',
        ...env,
        SESSION_SECRET: secret,
      }),
    })),
  );
}

const profiles: string[] = [];
/** --profile: the signed-in pages under load in a process of their own, CPU-profiled. */
async function profile(label: string, env: Record<string, string>) {
  if (!values.profile) return;
  profiles.push(
    await profilePages(label, {
      start: (flags) => startApp(env, flags).then(track),
      targets: (app) => memberPagesSuite.targets(app),
      seconds: Number(values['profile-seconds']),
      connections: 16,
      autocannon,
    }),
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-bench-'));
if (values.profile) {
  // Its own embedded database (seeded on start), gone before the measured runs begin.
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-bench-'));
  await profile('PGlite', { DATA_DIR: profileDir });
  fs.rmSync(profileDir, { recursive: true, force: true });
}
const embedded = track(await startApp({ DATA_DIR: dataDir }));
await benchDriver('PGlite', embedded, Number(values['scale-pglite']), { DATA_DIR: dataDir });
embedded.child.kill('SIGTERM');
await herd('');

if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists tig_bench with (force)');
  await admin.query('create database tig_bench');
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/tig_bench';
  const seeded = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: url.toString(), SESSION_SECRET: secret },
    stdio: 'inherit',
  });
  const code = await new Promise((r) => seeded.on('exit', r));
  if (code !== 0) throw new Error(`seeding tig_bench exited ${code}`);
  const pgEnv = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  await profile('PostgreSQL', pgEnv);
  const pgApp = track(await startApp(pgEnv));
  await benchDriver('PostgreSQL', pgApp, Number(values['scale-pg']), pgEnv);
  pgApp.child.kill('SIGTERM');
  await herd(url.toString());
  if (values['keep-db']) {
    console.log(`\nKept the scaled database: ${url.toString()} (drop it when done)`);
  } else {
    // The scaled copy is about 1.25 M rows: do not leave it behind on the developer's server.
    const tidy = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await tidy.connect();
    await tidy.query('drop database if exists tig_bench with (force)');
    await tidy.end();
  }
}

print(ceiling, rows);
for (const suite of suites) {
  printScaled(
    suite.title,
    ceiling,
    runs.filter((r) => r.suite === suite.title),
  );
}
for (const p of profiles) console.log(p);
if (herds.length) console.log(`\nThundering herd (bench/herd.ts)\n${herds.join('\n')}`);
console.log(
  `\n(${duration}s per target after ${warmup}s warm-up, ${connections} connections; ${os.cpus().length} cores; ${((Date.now() - startedAt) / 60_000).toFixed(1)} min)`,
);
cleanup();
process.exit(0);
