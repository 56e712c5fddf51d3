// Background jobs on pg-boss, on whichever database the app uses (PGlite through our
// executeSql adapter). Email goes through the outbox: `enqueueMail(tx, …)` inserts the job
// in the caller's transaction, so a committed change always has its email on the way.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { executeInTx, type Queryable } from '../db/client.ts';
import { purgeIdempotencyKeys } from '../lib/idempotency.ts';
import { createMailer, type MailMessage } from '../lib/mailer.ts';

export const MAIL_QUEUE = 'mail-send';
const MAINTENANCE_QUEUE = 'maintenance';

export interface Jobs {
  boss: PgBoss;
  /** Queue an email inside `tx`; it is sent after commit and retried until accepted. */
  enqueueMail(tx: Queryable, message: MailMessage): Promise<void>;
  /**
   * A feature's background queue: created now, its handler run by this process's workers
   * (when it runs any), each job retried with back-off when the handler throws.
   */
  define<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Queue a job (inside `tx` when given, so it exists only if the transaction commits). */
  send<T extends object>(queue: string, data: T, tx?: Queryable): Promise<void>;
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

export default fp<JobsOptions>(
  async function jobsPlugin(app: FastifyInstance, opts) {
    const handle = app.database;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => handle.executeSql(text, values) },
      schema: 'pgboss',
      // Maintenance and monitoring need only one process; every process may run them safely.
      supervise: true,
      schedule: true,
      migrate: true,
    } as PgBoss.ConstructorOptions);
    boss.on('error', (err) => app.log.error({ err }, 'job system error'));
    await boss.start();
    const retryDelay = app.config.MAIL_RETRY_DELAY_SECONDS;
    await boss.createQueue(MAIL_QUEUE, {
      name: MAIL_QUEUE,
      // "Retried with back-off until accepted": 30 tries with exponential back-off span days.
      retryLimit: 30,
      retryDelay,
      retryBackoff: true,
      expireInSeconds: 120,
      retentionDays: 14,
    });
    await boss.createQueue(MAINTENANCE_QUEUE, { name: MAINTENANCE_QUEUE });

    const mailer = createMailer(app.config, handle.db, app.log);

    const inTx = (tx?: Queryable) =>
      tx
        ? ({
            db: { executeSql: (text: string, values?: unknown[]) => executeInTx(tx, text, values) },
          } as PgBoss.SendOptions)
        : {};

    app.decorate('jobs', {
      boss,
      async enqueueMail(tx: Queryable, message: MailMessage) {
        await boss.send(MAIL_QUEUE, message, inTx(tx));
      },
      async define<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
        await boss.createQueue(queue, {
          name: queue,
          retryLimit: 10,
          retryDelay: 5,
          retryBackoff: true,
          expireInSeconds: 120,
          retentionDays: 7,
        });
        if (!opts.workers) return;
        // A batch per poll (a burst of requests must not queue behind the interval); each job
        // completes or fails on its own, so one failure retries only itself.
        const poll = { pollingIntervalSeconds: opts.pollingIntervalSeconds, batchSize: 20 };
        await boss.work<T>(queue, poll, async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data);
              await boss.complete(queue, job.id);
            } catch (err) {
              app.log.warn(
                { err: { message: (err as Error).message }, queue },
                'job failed; will retry',
              );
              await boss.fail(queue, job.id, { message: (err as Error).message });
            }
          }
        });
      },
      async send<T extends object>(queue: string, data: T, tx?: Queryable) {
        await boss.send(queue, data, inTx(tx));
      },
    });

    if (opts.workers) {
      const poll = { pollingIntervalSeconds: opts.pollingIntervalSeconds, batchSize: 5 };
      await boss.work<MailMessage>(MAIL_QUEUE, poll, async (jobs) => {
        // A batch: each message is its own job, so fail only the ones that failed.
        for (const job of jobs) {
          try {
            await mailer.send(job.data);
            await boss.complete(MAIL_QUEUE, job.id);
          } catch (err) {
            app.log.warn(
              { err: { message: (err as Error).message }, jobId: job.id },
              'mail not accepted; will retry',
            );
            await boss.fail(MAIL_QUEUE, job.id, { message: (err as Error).message });
          }
        }
      });
      await boss.work(MAINTENANCE_QUEUE, async () => {
        await app.purgeExpiredSessions();
        await app.purgeRateLimits();
        // PGlite runs no autovacuum (PostgreSQL does): keep its planner statistics fresh.
        if (handle.driver === 'pglite') await handle.executeSql('analyze');
        // Idempotency records only need to outlive a client's retries.
        await purgeIdempotencyKeys(handle.db);
      });
      await boss.schedule(MAINTENANCE_QUEUE, '17 * * * *');
    }

    app.addHook('onClose', async () => {
      await mailer.close();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database', 'session', 'rate-limit'] },
);
