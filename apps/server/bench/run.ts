// `npm run bench`: starts the built server (embedded database; PostgreSQL too when
// DATABASE_URL is set) and a bare Fastify ceiling, drives each with autocannon, and prints
// requests/s and p99 as ratios to the ceiling.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchPublic, printPublic, seedWith, type PublicRun } from './public.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    // Scaled dataset for the public-side figures (0 skips it): small on PGlite to keep the
    // run to minutes, the full 100 (≈ 100k insights) on PostgreSQL.
    'scale-pglite': { type: 'string', default: '15' },
    'scale-pg': { type: 'string', default: '100' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const serverDir = path.resolve(import.meta.dirname, '..');
const secret = 'bench-secret-bench-secret-bench-secret-0123456789';

interface Started {
  url: string;
  child: ChildProcess;
}

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

async function startApp(extra: Record<string, string>): Promise<Started> {
  const port = await freePort();
  return start(
    ['dist/main.js'],
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

async function csrf(base: string, cookie = '') {
  const res = await fetch(`${base}/sanctum/csrf-cookie`, { headers: { cookie } });
  const jar = new Map(
    cookie ? cookie.split('; ').map((c) => c.split('=') as [string, string]) : [],
  );
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const [k, v] = pair!.split('=');
    jar.set(k!, v!);
  }
  const header = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return { cookie: header, token: decodeURIComponent(jar.get('XSRF-TOKEN')!) };
}

async function loginCookie(base: string) {
  const { cookie, token } = await csrf(base);
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'learner@northbridge-university.test',
      password: 'Demo-Password-1',
    }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const session = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tig_session='))!
    .split(';')[0];
  return `${cookie}; ${session}`;
}

interface Result {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

async function drive(name: string, opts: autocannon.Options): Promise<Result> {
  // Warm up first (JIT, connection pool, caches, the database's buffers) and measure only the
  // steady state: otherwise a freshly started process's first second sets p99.
  await autocannon({ duration: warmup, connections, ...opts });
  const r = await autocannon({ duration, connections, ...opts });
  return { name, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

async function benchApp(label: string, app: Started): Promise<Result[]> {
  const base = app.url;
  const userCookie = await loginCookie(base);
  const login = await csrf(base);
  const results = [
    await drive(`${label} GET /api/site/data`, { url: `${base}/api/site/data` }),
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
      body: JSON.stringify({
        email: 'learner@northbridge-university.test',
        password: 'Demo-Password-1',
      }),
    }),
  ];
  return results;
}

function print(ceiling: Result, rows: Result[]) {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `\n${pad('target', 44)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('ratio', 8)}non-2xx`,
  );
  for (const r of [ceiling, ...rows]) {
    console.log(
      `${pad(r.name, 44)}${pad(r.rps.toFixed(0), 10)}${pad(r.p99.toFixed(1), 9)}${pad((r.rps / ceiling.rps).toFixed(3), 8)}${r.non2xx}`,
    );
  }
}

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

const rows: Result[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-bench-'));
const embedded = await startApp({ DATA_DIR: dataDir });
children.push(embedded.child);
rows.push(...(await benchApp('PGlite', embedded)));
const publicRuns: PublicRun[] = [];
publicRuns.push(
  await benchPublic('PGlite', embedded, Number(values['scale-pglite']), {
    drive,
    restart: () => startApp({ DATA_DIR: dataDir }).then(track),
    seedScale: seedWith(serverDir, { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }),
  }),
);
embedded.child.kill('SIGTERM');

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
  await new Promise((r) => seeded.on('exit', r));
  const pgApp = await startApp({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  children.push(pgApp.child);
  rows.push(...(await benchApp('PostgreSQL', pgApp)));
  const pgEnv = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  publicRuns.push(
    await benchPublic('PostgreSQL', pgApp, Number(values['scale-pg']), {
      drive,
      restart: () => startApp(pgEnv).then(track),
      seedScale: seedWith(serverDir, { ...process.env, ...pgEnv, SESSION_SECRET: secret }),
    }),
  );
  pgApp.child.kill('SIGTERM');
  // The scaled copy is about 1.25 M rows: do not leave it behind on the developer's server.
  const tidy = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await tidy.connect();
  await tidy.query('drop database if exists tig_bench with (force)');
  await tidy.end();
}

print(ceiling, rows);
printPublic(ceiling, publicRuns);
console.log(
  `\n(${duration}s per target after ${warmup}s warm-up, ${connections} connections; ${os.cpus().length} cores)`,
);
cleanup();
process.exit(0);
