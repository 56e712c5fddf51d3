// Background jobs on pg-boss, on whichever database the app uses (PGlite through our
// executeSql adapter). Email goes through our outbox (decision 0082): `enqueueMail(tx, …)`
// writes a mail_outbox row and the pg-boss job that delivers it in the caller's transaction,
// so a committed change always has its email on the way; the worker records each try on the
// row, and nothing of ours reads pg-boss's tables to learn how mail went.
//
// Faults (docs/decisions/0040): queues are created under the migrations' advisory lock, so
// processes booting together on an empty database do not deadlock; our workers are our own
// fetch loops (job-workers.ts: one query per interval finds the queues with work, and only
// their workers fetch), so every query they make is awaited and a lost connection is a
// logged warning, never an unhandled rejection; on close the workers stop, jobs taken but
// not finished are failed (the next process retries them) and every pg-boss query is waited
// for before the database plugin closes the database (onClose hooks run in reverse order of
// registration).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { executeInTx, type Queryable } from '../db/client.ts';
import { withMigrationLock } from '../db/migrate.ts';
import { purgeIdempotencyKeys } from '../lib/idempotency.ts';
import { inFlight } from '../lib/in-flight.ts';
import { deliverMail, type MailJob } from '../lib/mail-outbox/deliver.ts';
import { insertMail, purgeFinishedMail } from '../lib/mail-outbox/repository.ts';
import { createMailer, type MailMessage } from '../lib/mailer.ts';
import { logJobError, startDispatcher, startWorker, type Worker } from './job-workers.ts';

export const MAIL_QUEUE = 'mail-send';
const MAINTENANCE_QUEUE = 'maintenance';
/** On close: how long pg-boss's own queries (maintenance, cron) may take to finish. */
const QUERY_DRAIN_WAIT_MS = 2000;

export interface Jobs {
  boss: PgBoss;
  /**
   * Queue an email inside `tx`; it is sent after commit and retried until accepted. Answers
   * its mail_outbox row's id, for callers that report delivery (the newsletter).
   */
  enqueueMail(tx: Queryable, message: MailMessage): Promise<string>;
  /**
   * A feature's background queue: created now, its handler run by this process's workers
   * (when it runs any), each job retried with back-off when the handler throws.
   */
  define<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  /**
   * A queue other code sends to before any handler exists here (e.g. "insight published",
   * consumed by the notifications fan-out). Its jobs wait, up to retention, for a worker.
   */
  declare(queue: string): Promise<void>;
  /** Runs `queue` on a cron schedule (UTC) in whichever process picks it up; once per slot. */
  schedule(queue: string, cron: string): Promise<void>;
  /**
   * Queue a job (inside `tx` when given, so it exists only if the transaction commits);
   * `startAfterSeconds` delays it (the newsletter's batches keep their rate this way).
   */
  send<T extends object>(
    queue: string,
    data: T,
    tx?: Queryable,
    options?: { startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Whether the job `id` of `queue` is still waiting to run (created, or to be retried). */
  waiting(queue: string, id: string): Promise<boolean>;
}

/** What a service needs to queue mail (services take this, never the whole job system). */
export type MailQueue = Pick<Jobs, 'enqueueMail'>;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  /** Run workers in this process (tests of pure API behaviour may turn them off). */
  workers: boolean;
  pollingIntervalSeconds: number;
}

/** Retries `work` when PostgreSQL picked it as a deadlock victim (40P01). */
async function retryOnDeadlock<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= tries) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

export default fp<JobsOptions>(
  async function jobsPlugin(app: FastifyInstance, opts) {
    const handle = app.database;
    // Every query pg-boss makes on its own (maintenance, cron, our workers' fetches) is
    // counted, so closing waits for them instead of closing the database under them.
    const queries = inFlight();
    const trackedSql = (text: string, values?: unknown[]) =>
      queries.track(handle.executeSql(text, values));
    const boss = new PgBoss({
      db: { executeSql: trackedSql },
      schema: 'pgboss',
      // Maintenance and monitoring need only one process; every process may run them safely.
      supervise: true,
      schedule: true,
      migrate: true,
    } as PgBoss.ConstructorOptions);
    boss.on('error', (err) => logJobError(app.log, err, 'job system error'));
    const retryDelay = app.config.MAIL_RETRY_DELAY_SECONDS;
    const setUp = async () => {
      await boss.start();
      await retryOnDeadlock(() =>
        boss.createQueue(MAIL_QUEUE, {
          name: MAIL_QUEUE,
          // "Retried with back-off until accepted": 30 tries with exponential back-off span days.
          retryLimit: 30,
          retryDelay,
          retryBackoff: true,
          expireInSeconds: 120,
          retentionDays: 14,
        }),
      );
      await retryOnDeadlock(() => boss.createQueue(MAINTENANCE_QUEUE, { name: MAINTENANCE_QUEUE }));
    };
    // Creating a queue alters pg-boss's partitioned job table: two processes doing it at once
    // on an empty database deadlock, so it runs under the lock migrations take.
    const databaseUrl = app.config.DATABASE_URL;
    if (handle.driver === 'pg' && databaseUrl) await withMigrationLock(databaseUrl, setUp);
    else await setUp();

    const mailer = createMailer(app.config, handle.db, app.log);

    const inTx = (tx?: Queryable) =>
      tx
        ? ({
            db: { executeSql: (text: string, values?: unknown[]) => executeInTx(tx, text, values) },
          } as PgBoss.SendOptions)
        : {};

    // A feature's queue: retried with back-off; jobs not yet picked up wait up to 14 days.
    const createFeatureQueue = (queue: string) =>
      retryOnDeadlock(() =>
        boss.createQueue(queue, {
          name: queue,
          retryLimit: 10,
          retryDelay: 5,
          retryBackoff: true,
          expireInSeconds: 120,
          retentionDays: 14,
        }),
      );

    // One worker per queue worked here, woken by the dispatcher's one query per interval.
    const workers = new Map<string, Worker>();
    const intervalMs = opts.pollingIntervalSeconds * 1000;
    const dispatcher = opts.workers
      ? startDispatcher(trackedSql, app.log, workers, intervalMs)
      : null;
    app.decorate('jobs', {
      boss,
      async enqueueMail(tx: Queryable, message: MailMessage) {
        // Our outbox row first, then its job under the same id, both in the caller's
        // transaction: the change, its email and the email's delivery commit together.
        const outboxId = await insertMail(tx, message);
        await boss.send(MAIL_QUEUE, { outboxId } satisfies MailJob, { ...inTx(tx), id: outboxId });
        return outboxId;
      },
      declare: createFeatureQueue,
      async schedule(queue: string, cron: string) {
        if (opts.workers) await boss.schedule(queue, cron);
      },
      async define<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
        await createFeatureQueue(queue);
        if (!opts.workers) return;
        // A second worker would replace the first in the map, and nobody would stop that one.
        if (workers.has(queue)) throw new Error(`job queue ${queue} is defined twice`);
        // A batch per fetch: a burst of requests must not queue behind the interval.
        workers.set(queue, startWorker<T>(boss, app.log, queue, { batchSize: 20 }, handler));
      },
      async send<T extends object>(
        queue: string,
        data: T,
        tx?: Queryable,
        options?: { startAfterSeconds?: number },
      ) {
        // Not a wake-up for this process's worker, even outside a transaction: the job would
        // then run beside the request that queued it, and a password reset for a known address
        // (more work than for an unknown one) would show in that request's timing. The
        // dispatcher finds it within an interval, as before.
        // A Date, not a number of seconds: pg-boss binds the number as a timestamp too, which
        // PostgreSQL refuses.
        const delay = options?.startAfterSeconds;
        const startAfter = delay ? { startAfter: new Date(Date.now() + delay * 1000) } : {};
        return boss.send(queue, data, { ...inTx(tx), ...startAfter });
      },
      async waiting(queue: string, id: string) {
        const job = await boss.getJobById(queue, id);
        return job?.state === 'created' || job?.state === 'retry';
      },
    });

    if (opts.workers) {
      workers.set(
        MAIL_QUEUE,
        startWorker<MailJob | MailMessage>(
          boss,
          app.log,
          MAIL_QUEUE,
          { batchSize: 5 },
          (data, job) => deliverMail(handle.db, mailer, data, job),
        ),
      );
      workers.set(
        MAINTENANCE_QUEUE,
        startWorker(boss, app.log, MAINTENANCE_QUEUE, { batchSize: 1 }, async () => {
          await app.purgeExpiredSessions();
          await app.purgeRateLimits();
          // PGlite runs no autovacuum (PostgreSQL does): keep its planner statistics fresh.
          if (handle.driver === 'pglite') await handle.executeSql('analyze');
          // Idempotency records only need to outlive a client's retries.
          await purgeIdempotencyKeys(handle.db);
          // Sent and failed mail leaves the outbox after the console's history (decision 0082).
          await purgeFinishedMail(handle.db);
        }),
      );
      await boss.schedule(MAINTENANCE_QUEUE, '17 * * * *');
    }

    // Runs before the database plugin's onClose (hooks run in reverse order of registration,
    // and this plugin depends on 'database'), so the database is still open throughout.
    app.addHook('onClose', async () => {
      await dispatcher?.stop();
      await Promise.all([...workers.values()].map((w) => w.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: 1000 });
      if (!(await queries.idle(QUERY_DRAIN_WAIT_MS))) {
        app.log.warn({ running: queries.count }, 'job system queries still running at close');
      }
      await mailer.close();
    });
  },
  { name: 'jobs', dependencies: ['database', 'session', 'rate-limit'] },
);
