// 6. The embedded database (PGlite in DATA_DIR) is killed with SIGKILL in the middle of
//    writes: the next start takes the folder lock over, the data opens intact, and every
//    acknowledged submission is there exactly once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FaultCase } from '../lib/context.ts';
import { embeddedEnquiries } from '../lib/embedded.ts';
import { compare, emails, Load, tally } from '../lib/load.ts';
import { seconds } from '../lib/report.ts';
import { ServerProcess } from '../lib/server.ts';
import { sleep } from '../lib/util.ts';

export const embeddedKill: FaultCase = {
  name: 'embedded-kill',
  title: '6 embedded db killed mid-write',
  async run(ctx) {
    const t = this.title;
    const r = ctx.report;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-faults-data-'));
    // No demo data: the enquiry form needs none, and the first start stays quick.
    const env = { DATA_DIR: dataDir, SEED_ON_EMPTY: 'false' };
    const first = await new ServerProcess('first', env).start();
    let second: ServerProcess | undefined;
    try {
      await first.ready(120_000);
      const prefix = `kill${Date.now().toString(36)}`;
      const load = new Load({ base: () => first.base, workers: 10, prefix }).start();
      await load.untilAcked(40);
      await sleep(500);
      first.signal('SIGKILL');
      await first.exit;
      await load.stop(0);
      const lockLeft = fs.existsSync(path.join(dataDir, 'pgdata.lock'));

      second = await new ServerProcess('second', env).start();
      const startedAt = Date.now();
      let readyAt: number | null = null;
      try {
        readyAt = await second.ready(120_000);
      } catch (err) {
        ctx.log(`  ${(err as Error).message.slice(0, 1500)}`);
      }
      const exit = await second.stop();
      const rows = await embeddedEnquiries(dataDir, prefix);
      const stored = compare(emails(load.acked), emails(load.unacked), rows);

      r.figure(t, 'answers before the kill', tally(load.attempts), 'info');
      r.figure(t, 'lock file left by the killed process', lockLeft ? 'yes' : 'no', 'info');
      r.figure(
        t,
        'next start ready (s)',
        readyAt === null ? 'never' : seconds(readyAt - startedAt),
        'ready',
        readyAt !== null,
      );
      r.figure(t, 'next start exit code after SIGTERM', exit.code, '0', exit.code === 0);
      r.figure(t, 'acknowledged submissions', load.acked.length, '> 0', load.acked.length > 0);
      r.figure(
        t,
        'acknowledged but not stored',
        stored.ackedMissing,
        '0',
        stored.ackedMissing === 0,
      );
      r.figure(t, 'stored more than once', stored.duplicates, '0', stored.duplicates === 0);
      r.figure(t, 'stored without an answer (in flight at the kill)', stored.storedUnacked, 'info');
      r.figure(
        t,
        'errors logged by the next start',
        second.errors().length,
        '0',
        second.errors().length === 0,
      );
      for (const e of second.errors().slice(0, 5)) ctx.log(`  logged: ${e}`);
    } finally {
      await first.stop();
      await second?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
