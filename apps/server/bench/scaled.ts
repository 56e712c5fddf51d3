// Demo data vs scaled data, shared by the public and member suites: measure every suite on
// the demo data, stop the app, add seedScale(n)'s rows, start it again and measure once more.
// A page-sized answer must stay page-sized (bytes ≤ 1.25× demo) and p99 at scale must stay
// within 2× of the demo figure.
import { spawn, type ChildProcess } from 'node:child_process';
import type autocannon from 'autocannon';

export interface Started {
  url: string;
  child: ChildProcess;
}

export interface Result {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
  /** The bare ceiling measured right after this target; its ratio is to this. */
  ceilingRps?: number;
  /** The app's own /api/health measured right after it, when the target asks (`health`). */
  healthRps?: number;
}

/** req/s ÷ the ceiling measured next to it (the run's first ceiling where there is none). */
export const ratioOf = (r: Result, ceiling: Result) => r.rps / (r.ceilingRps ?? ceiling.rps);

export interface ScaledResult extends Result {
  bytes: number;
  /** Rows in the answer's list (`rowsKey`), when the target names one. */
  rows?: number;
}

export type Drive = (
  name: string,
  opts: autocannon.Options,
  /** Also sample this URL (the app's /api/health) right after, with the same connections. */
  health?: string,
) => Promise<Result>;

/** One target: `probe` is fetched once (bytes, and a 2xx check), `load` is what autocannon sends. */
export interface Target {
  name: string;
  probe: { url: string; init?: RequestInit };
  load: autocannon.Options;
  /** Runs after the measurement (e.g. undoes what the load changed). */
  after?: () => Promise<void>;
  /**
   * The answer's list field (e.g. 'insights'). When the demo data fills less of a page than
   * the scaled data, bytes are compared per row: a fuller page is not a bigger row.
   */
  rowsKey?: string;
  /** The app's /api/health: the row is also given as a ratio to it, sampled right after. */
  health?: string;
}

/** A named group of targets, built afresh for each app start (sessions are per start). */
export interface Suite {
  title: string;
  targets(app: Started): Promise<Target[]>;
}

export interface ScaledRun {
  /** The suite's title. */
  suite: string;
  label: string;
  scale: number;
  demo: ScaledResult[];
  scaled: ScaledResult[];
}

export interface ScaleDeps {
  drive: Drive;
  /** Starts the app again on the same database (after seeding). */
  restart(): Promise<Started>;
  /** Runs `db:seed --scale n` against the app's database while the app is stopped. */
  seedScale(n: number): Promise<void>;
}

/** Scaled p99 may be at most this many times the demo p99. */
const P99_LIMIT = 2;
/** Scaled responses may be at most this much larger (ids and counts grow a few digits). */
const BYTES_LIMIT = 1.25;

export async function stop(app: Started) {
  if (app.child.exitCode !== null) return;
  const exited = new Promise((r) => app.child.once('exit', r));
  app.child.kill('SIGTERM');
  await exited;
}

async function measure(label: string, app: Started, suite: Suite, drive: Drive, tag: string) {
  const results: ScaledResult[] = [];
  for (const t of await suite.targets(app)) {
    const probe = await fetch(t.probe.url, t.probe.init);
    const body = await probe.arrayBuffer();
    if (!probe.ok) throw new Error(`${label} ${t.name} ${tag}: probe answered ${probe.status}`);
    const r = await drive(`${label} ${t.name} ${tag}`, t.load, t.health);
    await t.after?.();
    const list = t.rowsKey
      ? (JSON.parse(Buffer.from(body).toString('utf8')) as Record<string, unknown>)[t.rowsKey]
      : undefined;
    const rows = Array.isArray(list) ? list.length : undefined;
    results.push({ ...r, name: t.name, bytes: body.byteLength, rows });
  }
  return results;
}

/** Measures each suite on `app`, scales its database, restarts and measures again. */
export async function benchScaled(
  label: string,
  app: Started,
  scale: number,
  suites: Suite[],
  deps: ScaleDeps,
): Promise<ScaledRun[]> {
  const demo: ScaledResult[][] = [];
  for (const s of suites) demo.push(await measure(label, app, s, deps.drive, '(demo)'));
  await stop(app);
  if (!scale)
    return suites.map((s, i) => ({ suite: s.title, label, scale, demo: demo[i]!, scaled: [] }));
  const seeded = Date.now();
  await deps.seedScale(scale);
  console.log(`${label}: scale ${scale} seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
  const scaledApp = await deps.restart();
  const runs: ScaledRun[] = [];
  for (const [i, s] of suites.entries()) {
    const scaled = await measure(label, scaledApp, s, deps.drive, `(scale ${scale})`);
    runs.push({ suite: s.title, label, scale, demo: demo[i]!, scaled });
  }
  await stop(scaledApp);
  return runs;
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

/** One table per suite: each target's demo row, then its scaled row with the check. */
export function printScaled(title: string, ceiling: Result, runs: ScaledRun[]) {
  const pad = (s: string, n: number) => s.padEnd(n);
  const health = runs.some((r) => r.demo.some((d) => d.healthRps !== undefined));
  const width = Math.max(
    38,
    ...runs.flatMap((r) => r.demo.map((d) => r.label.length + d.name.length + 3)),
  );
  console.log(
    `\n${title}: demo data vs scaled (ratio = req/s ÷ the ceiling measured right after it; ÷health = req/s ÷ the app's /api/health right after it; at scale p99 ≤ ${P99_LIMIT}× demo, bytes ≤ ${BYTES_LIMIT}× demo)`,
  );
  console.log(
    `${pad('target', width)}${pad('data', 10)}${pad('req/s', 9)}${pad('p99 ms', 9)}${pad('ratio', 8)}${health ? pad('÷health', 9) + pad('health', 8) : ''}${pad('bytes', 9)}${pad('non-2xx', 9)}check`,
  );
  let failures = 0;
  for (const run of runs) {
    run.demo.forEach((d, i) => {
      const s = run.scaled[i];
      const name = `${run.label} ${d.name}`;
      const line = (r: ScaledResult, data: string, check: string) =>
        console.log(
          `${pad(name, width)}${pad(data, 10)}${pad(r.rps.toFixed(0), 9)}${pad(r.p99.toFixed(1), 9)}${pad(ratioOf(r, ceiling).toFixed(3), 8)}${health ? pad(r.healthRps ? (r.rps / r.healthRps).toFixed(4) : '', 9) + pad(r.healthRps?.toFixed(0) ?? '', 8) : ''}${pad(String(r.bytes), 9)}${pad(String(r.non2xx), 9)}${check}`,
        );
      line(d, 'demo', d.non2xx ? 'FAIL non-2xx' : '');
      if (d.non2xx) failures++;
      if (!s) return;
      const p99x = s.p99 / Math.max(d.p99, 1);
      const perRow =
        d.rows !== undefined && s.rows !== undefined && d.rows > 0 && d.rows !== s.rows;
      const bytesx = perRow
        ? s.bytes / s.rows! / (d.bytes / d.rows!)
        : s.bytes / Math.max(d.bytes, 1);
      const ok = p99x <= P99_LIMIT && bytesx <= BYTES_LIMIT && s.non2xx === 0;
      if (!ok) failures++;
      const bytesNote = perRow
        ? `bytes/row ${bytesx.toFixed(2)}× (${d.rows} → ${s.rows} rows)`
        : `bytes ${bytesx.toFixed(2)}×`;
      line(s, `×${run.scale}`, `${ok ? 'OK' : 'FAIL'} p99 ${p99x.toFixed(2)}×, ${bytesNote}`);
    });
  }
  if (failures) console.log(`${failures} ${title.toLowerCase()} row(s) outside the limits`);
}
