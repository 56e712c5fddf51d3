// `npm run bench -- --only member-pages --profile`: the signed-in pages under load in an app
// started with V8's CPU profiler (--cpu-prof), then where the busy time went: the top 15
// functions and the top 15 packages by self time. Only samples taken while the load ran count
// (V8's sample times and process.hrtime share the system's monotonic clock), so start-up,
// migrations and seeding stay out. The .cpuprofile file is kept for Chrome DevTools.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { stop, type Started, type Target } from './scaled.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileDeps {
  start(nodeFlags: string[]): Promise<Started>;
  targets(app: Started): Promise<Target[]>;
  /** Per target. */
  seconds: number;
  connections: number;
  autocannon: typeof autocannon;
}

/** Which package (or part of the app) a frame's code belongs to. */
export function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native code)';
  if (url.startsWith('wasm://')) return '(WebAssembly: PGlite)';
  const at = url.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const [first, second] = url.slice(at + '/node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  if (url.startsWith('node:')) return '(Node internals)';
  if (url.includes('/apps/server/dist/')) return 'app: server';
  if (url.includes('/apps/web/build/')) return 'app: web build';
  return url;
}

function label(frame: CallFrame): string {
  const file = frame.url
    ? frame.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/apps\//, '')
    : '';
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} ${file}:${frame.lineNumber + 1}` : name;
}

/** One target's load: its time window (µs, the profile's clock) and the answers it got. */
export interface Window {
  name: string;
  from: number;
  to: number;
  answered: number;
  /** The server process's own CPU time (user + system) over the window, ms; null off Linux. */
  cpuMs: number | null;
}

/**
 * A process's CPU time so far (user + system, ms) from /proc: unlike the profile's samples,
 * which tick on while the process waits for a core, it counts only time actually run, so it
 * stays steady when other work shares the machine. Null where /proc is missing.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the
    // 14th field and stime the 15th, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Busy (non-idle) sampled time inside [from, to] (µs). */
function busyIn(profile: CpuProfile, idle: Set<number>, from: number, to: number): number {
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]!;
    if (at >= from && at <= to && !idle.has(id)) busy += profile.timeDeltas[i + 1] ?? 0;
  });
  return busy;
}

/**
 * Busy CPU per answer for each target (steadier than req/s on a machine others are using
 * too), then self time by function and by package over all the windows.
 */
export function summarise(profile: CpuProfile, windows: Window[], top = 15): string {
  const idle = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  const perTarget = windows.map((w) => {
    const busy = busyIn(profile, idle, w.from, w.to);
    const each = w.answered ? `${(busy / 1000 / w.answered).toFixed(1)} ms` : 'no answers';
    const cpu =
      w.answered && w.cpuMs !== null
        ? `, ${(w.cpuMs / w.answered).toFixed(1)} ms of process CPU time`
        : '';
    return `    ${w.name.padEnd(30)} ${String(w.answered).padStart(6)} answers  ${each} of busy CPU each${cpu}`;
  });
  const from = Math.min(...windows.map((w) => w.from));
  const to = Math.max(...windows.map((w) => w.to));
  return [...perTarget, summariseSelf(profile, from, to, top)].join('\n');
}

/** Self time by function and by package, busy samples only, between `from` and `to` (µs). */
function summariseSelf(profile: CpuProfile, from: number, to: number, top: number): string {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  let all = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]!;
    if (at < from || at > to) return;
    // Each sample stands for the time until the next one.
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const frame = frames.get(id)!;
    all += dt;
    if (frame.functionName === '(idle)') return;
    busy += dt;
    const fn = label(frame);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    const pkg = packageOf(frame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
  });
  const table = (title: string, rows: Map<string, number>) => {
    const sorted = [...rows].sort((a, b) => b[1] - a[1]).slice(0, top);
    return [
      `  ${title}`,
      ...sorted.map(
        ([name, us]) =>
          `    ${((100 * us) / Math.max(busy, 1)).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
      ),
    ].join('\n');
  };
  return [
    `  busy ${(busy / 1000).toFixed(0)} ms of ${(all / 1000).toFixed(0)} ms sampled (${((100 * busy) / Math.max(all, 1)).toFixed(0)}% busy); % of busy time, self time`,
    table(`top ${top} functions`, byFunction),
    table(`top ${top} packages`, byPackage),
  ].join('\n');
}

/** Loads the pages one after another for `seconds` in all, CPU-profiled; answers the summary. */
export async function profilePages(label: string, deps: ProfileDeps): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-profile-'));
  const app = await deps.start(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const targets = await deps.targets(app);
  const each = deps.seconds;
  // Warm up (JIT, caches) outside the measured windows.
  for (const t of targets) await deps.autocannon({ ...t.load, duration: 2 });
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const windows: Window[] = [];
  for (const t of targets) {
    const from = now();
    const cpuBefore = processCpuMs(app.child.pid);
    const r = await deps.autocannon({ ...t.load, connections: deps.connections, duration: each });
    const cpuAfter = processCpuMs(app.child.pid);
    const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    windows.push({ name: t.name, from, to: now(), answered: r.requests.total, cpuMs });
  }
  // The profile is written as the process exits (it exits 0 on SIGTERM).
  await stop(app);
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return `\nCPU profile (${label}): none written in ${dir}`;
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  return [
    `\nCPU profile of the signed-in pages on ${label} (${targets.map((t) => t.name).join(', ')}; ${each.toFixed(0)} s each at ${deps.connections} connections): ${path.join(dir, file)}`,
    summarise(profile, windows),
  ].join('\n');
}
