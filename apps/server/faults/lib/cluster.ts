// A throwaway PostgreSQL cluster from Debian's binaries, in a temp folder, on a free port,
// with its unix socket inside that folder. Never the shared server on 5432. As root, every
// command runs as the `postgres` OS user (initdb and postgres refuse to run as root).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitFor } from './util.ts';

function findBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL binaries not found: apt-get install postgresql');
  return path.join(root, versions[0], 'bin');
}

export class PgCluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-faults-pg-'));
  readonly data = path.join(this.dir, 'data');
  readonly bin = findBin();
  readonly asPostgres = process.getuid?.() === 0;
  port = 0;

  /** Runs a PostgreSQL binary (as postgres when we are root); rejects on a non-zero exit. */
  private run(name: string, args: string[]): Promise<string> {
    const cmd = path.join(this.bin, name);
    const [file, argv] = this.asPostgres
      ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]]
      : [cmd, args];
    return new Promise((resolve, reject) => {
      const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: this.dir });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve(out)
          : reject(new Error(`${name} ${args.join(' ')} → ${code}\n${out}`)),
      );
    });
  }

  async init() {
    this.port = await freePort();
    if (this.asPostgres) fs.chownSync(this.dir, ...ids('postgres'));
    await this.run('initdb', [
      '-D',
      this.data,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    fs.appendFileSync(
      path.join(this.data, 'postgresql.conf'),
      [
        `port = ${this.port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${this.dir}'`,
        'max_connections = 200',
        'shared_buffers = 64MB',
        '',
      ].join('\n'),
    );
  }

  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start() {
    return this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  stop(mode: 'fast' | 'immediate' = 'fast') {
    return this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  restart() {
    return this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', '-t', '60', 'restart']);
  }

  /** The moment a new connection and a query succeed (polled every 25 ms), or null. */
  acceptingAt(timeoutMs: number) {
    return waitFor(() => this.query('postgres', 'select 1').then(() => true), timeoutMs, 25);
  }

  async query<Row = Record<string, unknown>>(
    database: string,
    text: string,
    values: unknown[] = [],
  ) {
    const client = new pg.Client({
      connectionString: this.url(database),
      connectionTimeoutMillis: 2000,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async createDatabase(name: string) {
    await this.query('postgres', `create database ${name}`);
    return this.url(name);
  }

  async destroy() {
    await this.stop('immediate').catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** uid and gid of an OS user, from /etc/passwd. */
export function ids(user: string): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`no OS user ${user}`);
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
