// The job system's workers (plugins/jobs.ts): one worker per queue this process works, and
// one dispatcher that asks the database, for all of them at once, which queues have a job due.
//
// Each worker used to ask by fetching on its own timer: nine or ten queues made an idle site
// send as many fetches (an UPDATE ... FOR UPDATE SKIP LOCKED each) every two seconds, and on
// the embedded database every one of them ran on the server's own thread (3% of a core with
// nobody visiting). Now an idle site sends one small indexed SELECT per interval (0056).
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** On close: how long a job being worked on may take to finish before it is handed back. */
const WORKER_STOP_WAIT_MS = 3000;

/** Waits for `work`, or `ms`, whichever ends first. */
async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

/** A sleep that `ring()` ends early; with no `ms`, only `ring()` ends it. */
function alarm() {
  let ring: (() => void) | undefined;
  return {
    async sleep(ms?: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        ring = resolve;
        if (ms !== undefined) timer = setTimeout(resolve, ms);
      });
      clearTimeout(timer);
      ring = undefined;
    },
    ring: () => ring?.(),
  };
}

/** Expected while the database restarts: a warning; anything else is an error. */
export function logJobError(log: FastifyBaseLogger, err: unknown, msg: string, extra = {}) {
  const { message, code } = (err ?? {}) as { message?: string; code?: string };
  const fields = { err: { message, code } };
  if (isDatabaseUnavailable(err))
    log.warn({ ...fields, ...extra }, `${msg} (database unavailable)`);
  else log.error({ err, ...extra }, msg);
}

export interface Worker {
  /** Jobs may be waiting: fetch now (or once more after the batch in hand). */
  wake(): void;
  /** Stops fetching, waits for the job in hand (bounded), hands back jobs not finished. */
  stop(): Promise<void>;
}

/**
 * A queue's worker: when woken, fetches batches until one comes back short, runs `handle` for
 * each job in turn and completes or fails it, then sleeps until woken again (by the
 * dispatcher below, which asks the database for all queues at once). Every query is awaited
 * here (pg-boss's own `work()` leaves its complete/fail promises unawaited, an unhandled
 * rejection when the database is away).
 */
export function startWorker<T>(
  boss: PgBoss,
  log: FastifyBaseLogger,
  queue: string,
  opts: { batchSize: number },
  handle: (data: T, job: { id: string; retryCount: number; retryLimit: number }) => Promise<void>,
): Worker {
  let stopping = false;
  const idle = alarm();
  /** Woken while working: look again before sleeping, so no wake-up is lost. */
  let again = false;
  const taken = new Set<string>();
  const settle = async (what: string, query: () => Promise<unknown>, jobId: string) => {
    try {
      await query();
    } catch (err) {
      // The job stays active until it expires, then pg-boss retries it.
      logJobError(log, err, `could not record the job as ${what}`, { queue, jobId });
    }
  };
  const loop = (async () => {
    while (!stopping) {
      again = false;
      // With metadata: a handler may need to know whether this is the job's last try.
      const fetched = boss.fetch<T>(queue, { batchSize: opts.batchSize, includeMetadata: true });
      const jobs = await fetched.catch((err) => {
        logJobError(log, err, 'could not fetch jobs', { queue });
        return [];
      });
      for (const job of jobs) taken.add(job.id);
      for (const job of jobs) {
        if (stopping) break;
        try {
          await handle(job.data, job);
          await settle('completed', () => boss.complete(queue, job.id), job.id);
        } catch (err) {
          const message = (err as Error).message;
          log.warn({ err: { message }, queue, jobId: job.id }, 'job failed; will retry');
          await settle('failed', () => boss.fail(queue, job.id, { message }), job.id);
        }
        taken.delete(job.id);
      }
      if (!stopping && !again && jobs.length < opts.batchSize) await idle.sleep();
    }
  })();
  return {
    wake() {
      again = true;
      idle.ring();
    },
    async stop() {
      stopping = true;
      idle.ring();
      await waitAtMost(loop, WORKER_STOP_WAIT_MS);
      // Taken but not finished: failed now, so the next process retries them soon instead of
      // after they expire.
      for (const jobId of taken) {
        const data = { message: 'the process shut down before finishing this job' };
        await settle('failed', () => boss.fail(queue, jobId, data), jobId);
      }
    },
  };
}

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * A job pg-boss's fetch would take now: its own conditions, on its partial index job_i5. These
 * are pg-boss's internals (its public work() polls each queue on its own, decision 0056), so
 * job-workers.test.ts fails when the installed pg-boss fetches, or indexes, by anything else.
 */
export const DUE_CONDITION = `state < 'active' AND start_after < now()`;

/** Queues among `$1` with a job that may be fetched now, each answered by the first such row. */
export const DUE_QUEUES = `
  SELECT q.name FROM unnest($1::text[]) AS q(name)
  WHERE EXISTS (
    SELECT 1 FROM pgboss.job j
    WHERE j.name = q.name AND ${DUE_CONDITION}
  )`;

/**
 * Every `intervalMs`, one query for which of `workers`' queues have a job due; their workers
 * are woken. Jobs queued inside a transaction, by other processes, by pg-boss's cron or
 * retried after a back-off are all found here, within one interval.
 */
export function startDispatcher(
  executeSql: ExecuteSql,
  log: FastifyBaseLogger,
  workers: ReadonlyMap<string, Worker>,
  intervalMs: number,
): { stop(): Promise<void> } {
  let stopping = false;
  const interval = alarm();
  const loop = (async () => {
    while (!stopping) {
      const names = [...workers.keys()];
      if (names.length > 0) {
        const due = await executeSql(DUE_QUEUES, [names]).then(
          (result) => (result.rows as { name: string }[]).map((row) => row.name),
          (err: unknown) => {
            logJobError(log, err, 'could not look for due jobs');
            return [];
          },
        );
        // Stopping: a worker woken now would take jobs only to hand them back.
        if (stopping) break;
        for (const name of due) workers.get(name)?.wake();
      }
      await interval.sleep(intervalMs);
    }
  })();
  return {
    /** Bounded like a worker's stop; a query still running is waited for by the plugin. */
    async stop() {
      stopping = true;
      interval.ring();
      await waitAtMost(loop, WORKER_STOP_WAIT_MS);
    },
  };
}
