// `npm run test:faults`: the fault suite (docs/decisions/0040). Builds the site when the build
// is missing or stale, starts a throwaway PostgreSQL cluster (never the shared one), runs each
// case against real child processes of the built server, and prints a table of figures.
// Exit 1 when any figure misses its expectation.
//
//   npm run test:faults                       every case
//   npm run test:faults -- restart fuzz       only these (names below)
//   FAULT_OUTAGE_SECONDS=10 npm run test:faults -- outage
//   FAULT_NO_BUILD=1 npm run test:faults      measure the existing build as it is (e.g. an
//                                             older release's, to see which cases it fails)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { embeddedKill } from './cases/embedded-kill.ts';
import { fuzz } from './cases/fuzz.ts';
import { mailOutage } from './cases/mail-outage.ts';
import { newsletterKill } from './cases/newsletter-kill.ts';
import { outage } from './cases/outage.ts';
import { restart } from './cases/restart.ts';
import { restoreDrill } from './cases/restore.ts';
import { sigtermPg, sigtermPglite } from './cases/sigterm.ts';
import { twoProcesses } from './cases/two-processes.ts';
import { PgCluster } from './lib/cluster.ts';
import type { Context, FaultCase } from './lib/context.ts';
import { Report, seconds } from './lib/report.ts';
import { ServerProcess } from './lib/server.ts';

const cases: FaultCase[] = [
  restart,
  outage,
  sigtermPg,
  sigtermPglite,
  mailOutage,
  twoProcesses,
  embeddedKill,
  newsletterKill,
  restoreDrill,
  fuzz,
];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !cases.some((c) => c.name === w));
if (unknown.length) {
  console.error(
    `Unknown case(s): ${unknown.join(', ')}. Cases: ${cases.map((c) => c.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = wanted.length ? cases.filter((c) => wanted.includes(c.name)) : cases;
const root = path.resolve(import.meta.dirname, '../../..');
const log = (line: string) => console.log(line);

function ensureBuilt() {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import('./scripts/lib/built-site.mjs').then((m) => m.ensureBuilt())",
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the build failed');
}

function cleanUp() {
  for (const s of ServerProcess.all) if (s.running) s.child.kill('SIGKILL');
}

async function main() {
  const began = Date.now();
  if (!process.env.FAULT_NO_BUILD) ensureBuilt();
  const report = new Report();
  const cluster = new PgCluster();
  process.on('SIGINT', () => {
    cleanUp();
    void cluster.destroy().finally(() => process.exit(130));
  });
  try {
    log(`Starting a throwaway PostgreSQL cluster (${cluster.bin}) in ${cluster.dir}…`);
    const clusterAt = Date.now();
    await cluster.init();
    await cluster.start();
    const template = 'faults';
    const dbUrl = await cluster.createDatabase(template);
    const handle = await openDatabase({ databaseUrl: dbUrl, dataDir: cluster.dir });
    await runMigrations(handle, dbUrl);
    await seedDemo(handle.db, { passwordHash: await hashPassword('Demo-Password-1') });
    await handle.close();
    log(
      `Cluster on port ${cluster.port}, demo data in "${template}" (${seconds(Date.now() - clusterAt)} s).`,
    );

    const ctx: Context = {
      report,
      cluster,
      template,
      async copyDatabase(name) {
        const database = `${name.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
        await cluster.query('postgres', `create database ${database} template ${template}`);
        return { database, url: cluster.url(database) };
      },
      outageSeconds: Number(process.env.FAULT_OUTAGE_SECONDS ?? 30),
      log,
    };
    for (const c of selected) {
      const started = Date.now();
      log(`\n▶ ${c.title}`);
      try {
        await c.run(ctx);
      } catch (err) {
        report.figure(
          c.title,
          'case ran to the end',
          (err as Error).message.split('\n')[0]!.slice(0, 120),
          'yes',
          false,
        );
        log(`  ${(err as Error).stack?.slice(0, 3000)}`);
      }
      cleanUp();
      const failed = report.failed(c.title).length;
      log(
        `  ${failed ? `✗ ${failed} figure(s) missed` : '✓ passed'} in ${seconds(Date.now() - started)} s`,
      );
    }
  } finally {
    cleanUp();
    await cluster.destroy();
  }
  log('\nFault suite figures:\n');
  report.print();
  const failed = report.failed();
  log(
    `\n${failed.length ? `✗ ${failed.length} figure(s) missed their expectation` : '✓ every case passed'} — ${seconds(Date.now() - began)} s in all.`,
  );
  process.exit(failed.length ? 1 : 0);
}

main().catch((err) => {
  cleanUp();
  console.error(err);
  process.exit(1);
});
