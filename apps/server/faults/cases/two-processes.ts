// 5. Two processes behind Debian's nginx, one database. Both start at once on an EMPTY
//    database and both come up (pg-boss queue creation used to deadlock: `deadlock detected`);
//    a session made through one works through the other (shared SESSION_SECRET); then one is
//    killed with SIGKILL under load: nginx sends new requests to the other and no acknowledged
//    submission is lost.
import { hashPassword } from '../../src/features/auth/passwords.ts';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';
import { storedEnquiries, type FaultCase } from '../lib/context.ts';
import { Browser } from '../lib/http.ts';
import { compare, emails, Load, tally } from '../lib/load.ts';
import { Nginx } from '../lib/nginx.ts';
import { seconds } from '../lib/report.ts';
import { ServerProcess } from '../lib/server.ts';
import { sleep } from '../lib/util.ts';

export const twoProcesses: FaultCase = {
  name: 'two-processes',
  title: '5 two processes behind nginx',
  async run(ctx) {
    const t = this.title;
    const r = ctx.report;
    const database = `tig_fresh_${Date.now().toString(36)}`;
    const url = await ctx.cluster.createDatabase(database);
    const a = new ServerProcess('a', { DATABASE_URL: url });
    const b = new ServerProcess('b', { DATABASE_URL: url });
    let nginx: Nginx | undefined;
    try {
      const started = Date.now();
      await Promise.all([a.start(), b.start()]);
      const boots = await Promise.allSettled([a.ready(), b.ready()]);
      const up = boots.filter((x) => x.status === 'fulfilled').length;
      r.figure(
        t,
        'processes up after a simultaneous start on an empty db',
        `${up} of 2`,
        '2 of 2',
        up === 2,
      );
      if (up < 2) {
        for (const s of [a, b]) ctx.log(`  ${s.name}: ${s.describe().slice(0, 1500)}`);
        return;
      }
      r.figure(t, 'both ready after (s)', seconds(Date.now() - started), 'info');

      // Accounts to sign in with (the app never seeds PostgreSQL by itself).
      const handle = await openDatabase({ databaseUrl: url, dataDir: '/tmp' });
      await seedDemo(handle.db, { passwordHash: await hashPassword('Demo-Password-1') });
      await handle.close();

      const browser = new Browser(a.base);
      const login = await browser.login();
      const viaB = await browser.send('GET', '/api/user', undefined, {}, b.base);
      const user =
        viaB.status === 200 ? (JSON.parse(viaB.body) as { email?: string }).email : undefined;
      r.figure(
        t,
        'signed in through a, /api/user through b',
        `${login.status}, ${viaB.status}`,
        '200, 200',
        login.status === 200 && viaB.status === 200 && !!user,
      );
      const logoutViaB = await browser.send('POST', '/api/logout', undefined, {}, b.base);
      r.figure(
        t,
        'CSRF token from a accepted by b (logout)',
        logoutViaB.status,
        '2xx',
        logoutViaB.status >= 200 && logoutViaB.status < 300,
      );

      nginx = new Nginx([a.port, b.port]);
      await nginx.start();
      const proxy = nginx.base;
      const prefix = `lb${Date.now().toString(36)}`;
      const load = new Load({ base: () => proxy, workers: 10, prefix }).start();
      await load.untilAcked(30);
      await sleep(1000);
      const killAt = a.signal('SIGKILL');
      await sleep(4000);
      await load.stop();

      const later = load.attempts.filter((x) => x.start > killAt + 500);
      const laterFailed = later.filter((x) => x.status !== 201);
      const atKill = load.attempts.filter((x) => x.start <= killAt + 500 && x.end >= killAt);
      const stored = compare(
        emails(load.acked),
        emails(load.unacked),
        await storedEnquiries(ctx, database, prefix),
      );
      r.figure(
        t,
        'answers around the kill',
        tally(atKill) || 'none',
        'info (retried with the same key)',
      );
      r.figure(
        t,
        'answers from 0.5 s after the kill',
        tally(later),
        'all 201',
        laterFailed.length === 0 && later.length > 0,
      );
      r.figure(t, 'acknowledged submissions', load.acked.length, '> 0', load.acked.length > 0);
      r.figure(t, 'never acknowledged', load.unacked.length, '0', load.unacked.length === 0);
      r.figure(
        t,
        'acknowledged but not stored',
        stored.ackedMissing,
        '0',
        stored.ackedMissing === 0,
      );
      r.figure(t, 'stored more than once', stored.duplicates, '0', stored.duplicates === 0);
      r.figure(t, 'survivor errors logged', b.errors().length, '0', b.errors().length === 0);
      for (const e of b.errors().slice(0, 5)) ctx.log(`  logged: ${e}`);
    } finally {
      await nginx?.stop();
      await a.stop();
      const exit = await b.stop();
      r.figure(t, 'survivor exit code after SIGTERM', exit.code, '0', exit.code === 0);
      await ctx.cluster
        .query('postgres', `drop database if exists ${database} with (force)`)
        .catch(() => undefined);
    }
  },
};
