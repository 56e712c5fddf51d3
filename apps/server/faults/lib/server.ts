// The BUILT server (apps/server/dist/main.js) as a real child process: started with env vars
// like a deployment, its JSON log lines collected (errors counted), its memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitFor } from './util.ts';
import { request } from './http.ts';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const SESSION_SECRET = 'fault-suite-secret-fault-suite-secret-0123456789';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export class ServerProcess {
  /** Every process started, so the runner can kill leftovers on the way out. */
  static all = new Set<ServerProcess>();
  child!: ChildProcess;
  port = 0;
  logs: LogLine[] = [];
  stderr = '';
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private resolveExit!: (v: {
    code: number | null;
    signal: NodeJS.Signals | null;
    at: number;
  }) => void;

  constructor(
    readonly name: string,
    readonly env: Record<string, string>,
  ) {
    this.exit = new Promise((r) => (this.resolveExit = r));
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }
  get pid() {
    return this.child.pid!;
  }
  get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(port?: number) {
    this.port = port ?? (await freePort());
    // The suite's own DATABASE_URL (if any) must not leak into an embedded run.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    this.child = spawn(process.execPath, ['dist/main.js'], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_BASE_URL: `http://127.0.0.1:${this.port}`,
        LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'warn',
        RATE_LIMITS: 'false',
        SESSION_SECRET,
        MAIL_RETRY_DELAY_SECONDS: '1',
        // The cases sign in with the demo accounts and most capture mail instead of sending it:
        // a demo deployment, as far as newer releases' production checks are concerned.
        DEMO_DATA: 'true',
        ...this.env,
      },
    });
    let pending = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        try {
          this.logs.push(JSON.parse(line) as LogLine);
        } catch {
          // a partial or foreign line
        }
      }
    });
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.child.on('exit', (code, signal) => this.resolveExit({ code, signal, at: Date.now() }));
    ServerProcess.all.add(this);
    return this;
  }

  /** Waits until /api/ready answers 200; throws with the logs if the process dies first. */
  async ready(timeoutMs = 90_000) {
    const at = await waitFor(
      async () => {
        if (!this.running) throw new Error('exited');
        return (await request(`${this.base}/api/ready`, { timeoutMs: 2000 })).status === 200;
      },
      timeoutMs,
      200,
    );
    if (at === null || !this.running) {
      throw new Error(`${this.name} did not become ready:\n${this.describe()}`);
    }
    return at;
  }

  /** Error-level (and worse) log lines, and anything written to stderr. */
  errors(): string[] {
    const lines = this.logs
      .filter((l) => l.level >= 50)
      .map((l) => `${l.msg} ${JSON.stringify(l.err ?? '')}`.slice(0, 300));
    return this.stderr.trim() ? [...lines, `stderr: ${this.stderr.trim().slice(0, 500)}`] : lines;
  }

  count(msg: string) {
    return this.logs.filter((l) => l.msg.includes(msg)).length;
  }

  describe(lines = 15) {
    return [
      `exit: ${this.child.exitCode ?? this.child.signalCode ?? 'running'}`,
      ...this.logs.slice(-lines).map((l) => JSON.stringify(l).slice(0, 400)),
      this.stderr.slice(-2000),
    ].join('\n');
  }

  /** Resident memory of the process in MB (Linux /proc). */
  rssMb(): number {
    try {
      const status = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    } catch {
      return 0;
    }
  }

  signal(sig: NodeJS.Signals) {
    if (this.running) this.child.kill(sig);
    return Date.now();
  }

  /** SIGTERM and wait; SIGKILL after `timeoutMs`. */
  async stop(timeoutMs = 15_000) {
    if (!this.running) return this.exit;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => {
      console.log(
        `  ${this.name} did not exit ${timeoutMs / 1000} s after SIGTERM: SIGKILL\n${this.describe(30)}`,
      );
      this.child.kill('SIGKILL');
    }, timeoutMs);
    const result = await this.exit;
    clearTimeout(timer);
    return result;
  }
}
