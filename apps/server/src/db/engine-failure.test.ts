// The embedded engine can fail beyond repair (a WebAssembly trap): afterwards PGlite answers
// every query with no rows and no error, so `select 1` "succeeds" and a server would go on
// answering empty pages with a healthy readiness probe. Instead every query is refused (503),
// readiness fails, the failure is logged and reported once, so main.ts can exit for a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../../test/helpers.ts';
import { EmbeddedDatabaseFailedError } from './client.ts';

/** What broke the engine in the wild: a jsonb value nested 3,000 arrays deep. */
const BREAKS_THE_ENGINE = '['.repeat(3000) + ']'.repeat(3000);

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
    await expect(
      app.database.executeSql('select $1::jsonb as j', [BREAKS_THE_ENGINE]),
    ).rejects.toThrow();
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
