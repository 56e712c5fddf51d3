// The public side under load (issue 3): the news and course-finder API calls and the server
// render of / and /courses, first on the demo data, then again after seedScale(n) has added
// n×1000 insights and n×100 courses. A page-sized answer must stay page-sized, and p99 at
// scale must stay within 2× of the demo figure.
import { spawn, type ChildProcess } from 'node:child_process';
import type autocannon from 'autocannon';

interface Started {
  url: string;
  child: ChildProcess;
}

interface Result {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

export interface PublicResult extends Result {
  path: string;
  bytes: number;
}

export interface PublicRun {
  label: string;
  scale: number;
  demo: PublicResult[];
  scaled: PublicResult[];
}

export interface PublicDeps {
  drive(name: string, opts: autocannon.Options): Promise<Result>;
  /** Starts the app again on the same database (after seeding). */
  restart(): Promise<Started>;
  /** Runs `db:seed --scale n` against the app's database while the app is stopped. */
  seedScale(n: number): Promise<void>;
}

const TARGETS = [
  { name: 'GET /api/insights/public', path: '/api/insights/public' },
  { name: 'GET /api/courses', path: '/api/courses' },
  { name: 'SSR /', path: '/' },
  { name: 'SSR /courses', path: '/courses' },
];

/** Scaled p99 may be at most this many times the demo p99. */
const P99_LIMIT = 2;
/** Scaled responses may be at most this much larger (ids and counts grow a few digits). */
const BYTES_LIMIT = 1.25;

async function stop(app: Started) {
  if (app.child.exitCode !== null) return;
  const exited = new Promise((r) => app.child.once('exit', r));
  app.child.kill('SIGTERM');
  await exited;
}

async function measure(label: string, app: Started, deps: PublicDeps, tag: string) {
  const results: PublicResult[] = [];
  for (const t of TARGETS) {
    const url = `${app.url}${t.path}`;
    const probe = await fetch(url);
    const bytes = (await probe.arrayBuffer()).byteLength;
    const r = await deps.drive(`${label} ${t.name} ${tag}`, { url });
    results.push({ ...r, path: t.path, bytes });
  }
  return results;
}

/** Benchmarks the public targets on `app`, scales its database, restarts and repeats. */
export async function benchPublic(
  label: string,
  app: Started,
  scale: number,
  deps: PublicDeps,
): Promise<PublicRun> {
  const demo = await measure(label, app, deps, '(demo)');
  if (!scale) {
    await stop(app);
    return { label, scale, demo, scaled: [] };
  }
  await stop(app);
  const seeded = Date.now();
  await deps.seedScale(scale);
  console.log(`${label}: scale ${scale} seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
  const scaledApp = await deps.restart();
  const scaled = await measure(label, scaledApp, deps, `(scale ${scale})`);
  await stop(scaledApp);
  return { label, scale, demo, scaled };
}

/** Spawns the seed CLI with `env`: DATABASE_URL when given, else PGlite in DATA_DIR. */
export function seedWith(serverDir: string, given: NodeJS.ProcessEnv) {
  const { DATABASE_URL, ...rest } = given;
  const env = DATABASE_URL ? given : rest;
  return (n: number) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/db/seed/cli.ts', '--scale', String(n)],
        { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`seed --scale ${n} exited ${code}`)),
      );
    });
}

export function printPublic(ceiling: Result, runs: PublicRun[]) {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `\nPublic side: demo data vs scaled (ratio = req/s ÷ ceiling; at scale p99 ≤ ${P99_LIMIT}× demo, bytes ≤ ${BYTES_LIMIT}× demo)`,
  );
  console.log(
    `${pad('target', 38)}${pad('data', 10)}${pad('req/s', 9)}${pad('p99 ms', 9)}${pad('ratio', 8)}${pad('bytes', 9)}${pad('non-2xx', 9)}check`,
  );
  let failures = 0;
  for (const run of runs) {
    run.demo.forEach((d, i) => {
      const s = run.scaled[i];
      const name = `${run.label} ${TARGETS[i]!.name}`;
      const line = (r: PublicResult, data: string, check: string) =>
        console.log(
          `${pad(name, 38)}${pad(data, 10)}${pad(r.rps.toFixed(0), 9)}${pad(r.p99.toFixed(1), 9)}${pad((r.rps / ceiling.rps).toFixed(3), 8)}${pad(String(r.bytes), 9)}${pad(String(r.non2xx), 9)}${check}`,
        );
      line(d, 'demo', '');
      if (!s) return;
      const p99x = s.p99 / Math.max(d.p99, 1);
      const bytesx = s.bytes / Math.max(d.bytes, 1);
      const ok = p99x <= P99_LIMIT && bytesx <= BYTES_LIMIT && s.non2xx === 0;
      if (!ok) failures++;
      line(
        s,
        `×${run.scale}`,
        `${ok ? 'OK' : 'FAIL'} p99 ${p99x.toFixed(2)}×, bytes ${bytesx.toFixed(2)}×`,
      );
    });
  }
  if (failures) console.log(`${failures} public target(s) outside the scale limits`);
}
