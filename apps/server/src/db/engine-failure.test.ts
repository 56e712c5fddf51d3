// The embedded engine can fail beyond repair (a WebAssembly trap): afterwards PGlite answers
// every query with no rows and no error, so `select 1` "succeeds" and a server would go on
// answering empty pages with a healthy readiness probe. Instead every query is refused (503),
// readiness fails, the failure is logged and reported once, so main.ts can exit for a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../../test/helpers.ts';
import { EmbeddedDatabaseFailedError } from './client.ts';

/**
 * Makes the engine trap on its next statement. What trapped PGlite 0.3 in the wild, a jsonb
 * value nested 3,000 arrays deep, is an ordinary error on PGlite 0.5, which then goes on
 * answering, and nothing tried since traps it (decision 0097). So the trap is raised where one
 * reaches the caller: the engine's flush of its answer, which runs after every statement,
 * throws WebAssembly's RuntimeError, as its "memory access out of bounds" did.
 */
function trapOnNextStatement(target: App) {
  const client = (target.database.db as unknown as { $client: { mod: Record<string, unknown> } })
    .$client;
  const { RuntimeError } = (
    globalThis as unknown as { WebAssembly: { RuntimeError: ErrorConstructor } }
  ).WebAssembly;
  client.mod._pgl_pq_flush = () => {
    throw new RuntimeError('memory access out of bounds');
  };
}

let app: App;
const failures: Error[] = [];
const logged: Array<{ level: number; msg: string }> = [];

beforeAll(async () => {
  const config = testConfig({ SEED_ON_EMPTY: 'false', LOG_LEVEL: 'warn' });
  app = await buildApp(config, {
    ssr: false,
    workers: false,
    onDatabaseFailure: (err) => failures.push(err),
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logged.push(JSON.parse(line)) },
    },
  });
  await app.ready();
});
afterAll(() => app.close());

describe('when the embedded database engine fails', () => {
  it('is ready before', async () => {
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('reports the failure once, refuses every later query, and readiness fails', async () => {
    trapOnNextStatement(app);
    await expect(app.database.executeSql('select 1 as x')).rejects.toThrow(
      'memory access out of bounds',
    );
    expect(failures).toHaveLength(1);
    expect(logged.some((l) => l.level === 60 && /embedded database has failed/.test(l.msg))).toBe(
      true,
    );

    await expect(app.database.executeSql('select 1 as x')).rejects.toBeInstanceOf(
      EmbeddedDatabaseFailedError,
    );
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    // A page's data answers 503 (try again), never an empty 200.
    const news = await app.inject('/api/insights/public');
    expect(news.statusCode).toBe(503);
    expect(failures).toHaveLength(1);
  });

  it('liveness still answers, so the process is not killed mid-stop', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});
