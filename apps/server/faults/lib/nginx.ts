// Debian's nginx on loopback in front of several app processes: a minimal config in a temp
// folder, run in the foreground (daemon off), as the postgres user when we are root.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ids } from './cluster.ts';
import { freePort, tryConnect, waitFor } from './util.ts';

/** Debian installs it in /usr/sbin, which a non-root PATH may lack. */
const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export class Nginx {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-faults-nginx-'));
  port = 0;
  private child?: ChildProcess;
  log = '';

  constructor(private upstreams: number[]) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.port = await freePort();
    const d = this.dir;
    const conf = `
worker_processes 1;
daemon off;
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${d}/body;
  proxy_temp_path ${d}/proxy;
  fastcgi_temp_path ${d}/fastcgi;
  uwsgi_temp_path ${d}/uwsgi;
  scgi_temp_path ${d}/scgi;
  upstream app {
${this.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${this.port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
    fs.writeFileSync(path.join(d, 'nginx.conf'), conf);
    const args = ['-c', path.join(d, 'nginx.conf'), '-p', d, '-e', path.join(d, 'error.log')];
    const root = process.getuid?.() === 0;
    if (root) fs.chownSync(d, ...ids('postgres'));
    this.child = root
      ? spawn('runuser', ['-u', 'postgres', '--', NGINX, ...args], {
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stderr!.on('data', (c) => (this.log += c));
    const up = await waitFor(
      async () => (await tryConnect(this.port)) === 'connected',
      10_000,
      100,
    );
    if (up === null) throw new Error(`nginx did not start:\n${this.log}${this.errorLog()}`);
  }

  errorLog() {
    try {
      return fs.readFileSync(path.join(this.dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  }

  async stop() {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      // nginx runs as another user when we are root; signal through its master's pid file.
      child.kill('SIGQUIT');
      try {
        process.kill(Number(fs.readFileSync(path.join(this.dir, 'nginx.pid'), 'utf8')), 'SIGQUIT');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
