// PostgreSQL only (vitest.config.ts includes this folder when DATABASE_URL is set): a TCP
// proxy we control sits between the pool and the server; cutting it must give 503s within
// a few seconds, and restoring it must heal the process without a restart.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type DbHandle } from '../../src/db/client.ts';
import { Client, openTestDatabase, testConfig } from '../helpers.ts';

class TcpProxy {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private target: { host: string; port: number }) {}

  async start(port = 0) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** The database "goes away": live connections drop, new ones are refused. */
  async cut() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let proxy: TcpProxy;
let handle: DbHandle;
let app: App;

beforeAll(async () => {
  db = await openTestDatabase();
  const direct = new URL(db.url!);
  proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(db.url!);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const config = testConfig({ DATABASE_URL: viaProxy.toString() });
  handle = await openDatabase({
    databaseUrl: viaProxy.toString(),
    dataDir: config.dataDir,
    poolMax: 4,
  });
  // Workers on: the job system polls through the outage too and must not crash anything.
  app = await buildApp(config, {
    database: handle,
    ssr: false,
    workers: true,
    jobPollingSeconds: 0.5,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await db?.handle.close();
  await db?.drop();
});

it('answers 503 quickly while the database is unreachable and recovers by itself', async () => {
  const c = new Client(app);
  expect((await c.login()).statusCode).toBe(200);
  expect((await c.get('/api/user')).statusCode).toBe(200);

  await proxy.cut();
  const started = Date.now();
  const during = await c.get('/api/user');
  const elapsed = Date.now() - started;
  expect(during.statusCode).toBe(503);
  expect(during.headers['retry-after']).toBeDefined();
  expect(during.json().message).toMatch(/temporarily unavailable/);
  expect(elapsed).toBeLessThan(5000);
  expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
  // Liveness does not depend on the database.
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

  await proxy.start(proxy.port);
  await expect
    .poll(async () => (await c.get('/api/user')).statusCode, { timeout: 15_000, interval: 250 })
    .toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
});
