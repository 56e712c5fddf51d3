// Reads config, builds the app, listens, and shuts down gracefully on SIGTERM/SIGINT.
import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/dir-lock.ts';
import { DemoDataError } from './db/prepare.ts';
import { isDatabaseUnavailable } from './lib/db-errors.ts';
import { prettyLogs } from './lib/log-format.ts';
import { reactBuild } from './lib/react-build.ts';
import { gracefulStop, type GracefulStop } from './lib/shutdown.ts';

const DEMO_LOGINS = [
  'learner@northbridge-university.test',
  'employee@harbour-systems.test',
  'author@techgold.test',
  'admin@techgold.test',
  'editor@techgold.test',
];

/**
 * SIGTERM: stop accepting, let in-flight requests finish (SHUTDOWN_GRACE_SECONDS, then their
 * connections are closed), stop the job workers (a job not finished is handed back for the
 * next process), wait for the job system's queries, close the database, exit 0. A hard stop
 * 10 s after the grace exits 1 should anything hang.
 */
function stop(app: App, http: GracefulStop, config: Config, signal: string, exitCode = 0) {
  app.log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
  const force = setTimeout(
    () => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    },
    (config.SHUTDOWN_GRACE_SECONDS + 10) * 1000,
  );
  force.unref();
  http.close(config.SHUTDOWN_GRACE_SECONDS * 1000).then(
    () => process.exit(exitCode),
    (err) => {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    },
  );
}

async function main() {
  const config = loadConfig();
  // Set once the app is built; signals and rejections before that are handled without it.
  const state: { app?: App; http?: GracefulStop; signalled?: string } = {};
  // Registered before the database opens: a SIGTERM during boot (migrations, demo seeding)
  // lets the boot finish and then stops cleanly, instead of killing a write half-way.
  const onSignal = (signal: string) => {
    if (state.signalled) return;
    state.signalled = signal;
    if (state.app && state.http) stop(state.app, state.http, config, signal);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  // Libraries sometimes leave a query's promise unawaited (pg-boss's internal workers); when
  // the database is away that rejection is expected and must not kill the process. Anything
  // else keeps Node's default: log and exit.
  process.on('unhandledRejection', (reason) => {
    const log = state.app?.log;
    if (isDatabaseUnavailable(reason)) {
      const message = (reason as Error).message;
      if (log) log.warn({ err: { message } }, 'unawaited query failed: database unavailable');
      return;
    }
    if (log) log.fatal({ err: reason }, 'unhandled rejection');
    else console.error('Unhandled rejection:', reason);
    process.exit(1);
  });

  const app = await buildApp(config, {
    // `npm run dev` passes --dev: Vite middleware with HMR instead of the built bundle.
    ssr: process.argv.includes('--dev') ? 'development' : 'production',
    // A failed embedded engine answers nothing correctly again: stop (exit 1) so the
    // supervisor starts a fresh process on the same data, rather than 503 forever.
    onDatabaseFailure: () => {
      if (state.signalled) return;
      state.signalled = 'embedded database failure';
      if (state.app && state.http) stop(state.app, state.http, config, state.signalled, 1);
      else process.exit(1);
    },
    // `npm start` and `npm run dev` at a terminal: readable lines; JSON lines everywhere else.
    prettyLogs: prettyLogs(config),
  });
  const http = gracefulStop(app);
  Object.assign(state, { app, http });
  if (state.signalled) {
    return stop(app, http, config, state.signalled, state.signalled.startsWith('SIG') ? 0 : 1);
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  const embedded = !config.DATABASE_URL;
  const dev = process.argv.includes('--dev');
  const react = dev ? 'development' : reactBuild(config.webBuildDir);
  if (react === 'development' && !dev) {
    app.log.warn(
      "NODE_ENV is not production: pages render with React's development build, several times slower (npm start sets it)",
    );
  }
  console.log(
    [
      '',
      `  Tech Industry Gold is running at ${config.publicBaseUrl}`,
      `  Database: ${embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Mail: ${config.SMTP_URL ? 'SMTP (SMTP_URL)' : `captured, see ${config.publicBaseUrl}/dev/mail`}`,
      `  Mode: ${config.APP_ENV} (APP_ENV); pages rendered with React's ${react} build`,
      ...(embedded && config.demoData
        ? ['', '  Demo logins (password Demo-Password-1):', ...DEMO_LOGINS.map((e) => `    ${e}`)]
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof DemoDataError
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
