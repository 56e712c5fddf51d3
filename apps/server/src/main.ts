// Reads config, builds the app, listens, and shuts down gracefully on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/dir-lock.ts';
import { DemoDataError } from './db/prepare.ts';

const DEMO_LOGINS = [
  'learner@northbridge-university.test',
  'employee@harbour-systems.test',
  'author@techgold.test',
  'admin@techgold.test',
];

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, {
    // `npm run dev` passes --dev: Vite middleware with HMR instead of the built bundle.
    ssr: process.argv.includes('--dev') ? 'development' : 'production',
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const embedded = !config.DATABASE_URL;
  console.log(
    [
      '',
      `  Tech Industry Gold is running at ${config.publicBaseUrl}`,
      `  Database: ${embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Mail: ${config.SMTP_URL ? 'SMTP (SMTP_URL)' : `captured, see ${config.publicBaseUrl}/dev/mail`}`,
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
