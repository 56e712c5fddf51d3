// GET /metrics: the numbers an operator watches, in Prometheus' text format (prom-client).
// Request durations are timed by one onResponse hook for every request Fastify answers, and
// labelled by the route's pattern (never the raw URL, whose ids would make a series each) and
// status class. Everything else is read when Prometheus scrapes, so the requests pay nothing
// for it. Open to loopback clients (request.ip, which honours TRUST_PROXY), or to a bearer
// METRICS_TOKEN; never cached.
import crypto from 'node:crypto';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { countOutbox } from '../../features/admin/outbox/repository.ts';
import { newestFileIn, type LatestBackupReader } from './backups.ts';
import { oldestDueJobAges, pgbossExists } from './repository.ts';

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: client.Registry;
      /**
       * Where the backup gauges read the newest backup from: the backup feature passes its own
       * reader once it keeps a record of them (the default lists the backup folder's files).
       */
      registerBackups(latest: LatestBackupReader): void;
    };
  }
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
const isLoopback = (ip: string) => /^(::ffff:)?127\./.test(ip) || ip === '::1';

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header?.startsWith('Bearer ')) return sameToken(header.slice(7).trim(), token);
  return isLoopback(request.ip);
}

/** Seconds: fast API reads through slow pages and uploads. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const { config } = app;
    const registry = new client.Registry();
    // Heap, event-loop lag (and its percentiles), GC, handles, CPU: prom-client's own.
    client.collectDefaultMetrics({ register: registry });

    const duration = new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    // One child a (method, route, class): prom-client otherwise builds a key from the labels
    // on every observation.
    const children = new Map<
      string,
      client.Histogram.Internal<'method' | 'route' | 'status_class'>
    >();
    const observe = (request: FastifyRequest, reply: FastifyReply) => {
      // A page loader's reads and the anonymous cache's renders are injected requests, part of
      // the visitor's request that made them: counted once, as that one.
      if ('_lightMyRequest' in request.raw) return;
      // No route matched: one series for all of them, whatever the URL.
      const route = request.routeOptions.url ?? '(unmatched)';
      const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
      const key = `${request.method} ${route} ${statusClass}`;
      let child = children.get(key);
      if (!child) {
        child = duration.labels(request.method, route, statusClass);
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
    };
    app.addHook('onResponse', (request, reply, done) => {
      observe(request, reply);
      done();
    });
    // Fresh copies the anonymous cache answers at the front door, before Fastify, are not
    // timed (they are counted as its hits below); its replays through Fastify are.

    new client.Gauge({
      name: 'techgold_db_connections',
      help: 'Database connections in use, and queries waiting for one (PGlite: one connection; the rest of the queries in flight wait)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.database.poolStats();
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'open' }, stats.size);
      },
    });

    // Read from the database once a scrape, shared by the gauges below.
    let queueRead: Promise<QueueNumbers> | null = null;
    const queues = () => (queueRead ??= readQueues(app).finally(() => (queueRead = null)));
    new client.Gauge({
      name: 'techgold_queue_depth',
      help: 'Jobs waiting in each pg-boss queue (created or waiting to retry)',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const [queue, depth] of (await queues()).depth) this.set({ queue }, depth);
      },
    });
    new client.Gauge({
      name: 'techgold_queue_oldest_job_age_seconds',
      help: "How long each queue's oldest due job has waited (0 when none waits)",
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const { depth, age } = await queues();
        for (const queue of depth.keys()) this.set({ queue }, age.get(queue) ?? 0);
      },
    });
    new client.Gauge({
      name: 'techgold_mail_outbox',
      help: 'Mail in the outbox: waiting to be sent, and failed for good (the console lists them)',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const { db } = app.database;
        // The site's own outbox table (decision 0082), there from the first migration on.
        this.set({ state: 'waiting' }, await countOutbox(db, 'waiting'));
        this.set({ state: 'failed' }, await countOutbox(db, 'failed'));
      },
    });

    new client.Counter({
      name: 'techgold_anon_cache_requests_total',
      help: 'Anonymous page and read requests the cache could answer: from memory (hit, stale) or by rendering (miss)',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        const { store, frontDoor } = app.anonCache;
        this.reset();
        if (!store) return;
        // The front door answers fresh copies before Fastify sees the request.
        this.inc({ result: 'hit' }, store.lookups.hit + (frontDoor?.answered ?? 0));
        this.inc({ result: 'stale' }, store.lookups.stale);
        this.inc({ result: 'miss' }, store.lookups.miss);
      },
    });

    let latestBackup: LatestBackupReader = newestFileIn(
      config.BACKUP_DIR ? path.resolve(config.BACKUP_DIR) : path.join(config.dataDir, 'backups'),
    );
    let backupRead: ReturnType<LatestBackupReader> | null = null;
    const backup = () => (backupRead ??= latestBackup().finally(() => (backupRead = null)));
    new client.Gauge({
      name: 'techgold_backup_last_success_timestamp_seconds',
      help: 'When the newest backup finished (0: none yet)',
      registers: [registry],
      async collect() {
        this.set((await backup())?.finishedAt ?? 0);
      },
    });
    new client.Gauge({
      name: 'techgold_backup_last_size_bytes',
      help: 'Size of the newest backup (0: none yet)',
      registers: [registry],
      async collect() {
        this.set((await backup())?.sizeBytes ?? 0);
      },
    });

    app.decorate('metrics', {
      registry,
      registerBackups(reader: LatestBackupReader) {
        latestBackup = reader;
      },
    });

    app.get(METRICS_PATH, { config: { access: 'public' } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!allowed(request, config.METRICS_TOKEN)) {
        reply.header('www-authenticate', 'Bearer');
        return reply.code(401).send({
          message: 'Metrics are open to this machine, or with the metrics token.',
        });
      }
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['database', 'anon-cache', 'jobs'] },
);

interface QueueNumbers {
  depth: Map<string, number>;
  age: Map<string, number>;
}

async function readQueues(app: FastifyInstance): Promise<QueueNumbers> {
  const { boss } = app.jobs;
  const { db } = app.database;
  if (!(await pgbossExists(db))) return { depth: new Map(), age: new Map() };
  const names = (await boss.getQueues()).map((q) => q.name);
  const depth = new Map<string, number>();
  for (const name of names) depth.set(name, await boss.getQueueSize(name));
  return { depth, age: await oldestDueJobAges(db) };
}
