// 1. PostgreSQL restarts (pg_ctl restart -m fast) under 10 concurrent submitters. The process
//    stays up; every acknowledged submission is stored exactly once; during the gap answers
//    are 201 or 503 with Retry-After; answers come back within 2 s of the database accepting
//    connections. Before the fix: an unhandled 'error' on a checked-out pg Client
//    ("terminating connection due to administrator command") killed the process.
import { storedEnquiries, type FaultCase } from '../lib/context.ts';
import { compare, emails, Load, tally } from '../lib/load.ts';
import { seconds } from '../lib/report.ts';
import { ServerProcess } from '../lib/server.ts';
import { sleep } from '../lib/util.ts';

export const restart: FaultCase = {
  name: 'restart',
  title: '1 database restart under load',
  async run(ctx) {
    const t = this.title;
    const r = ctx.report;
    const { database, url } = await ctx.copyDatabase('restart');
    const server = await new ServerProcess('app', { DATABASE_URL: url }).start();
    try {
      await server.ready();
      const prefix = `restart${Date.now().toString(36)}`;
      const load = new Load({ base: () => server.base, workers: 10, prefix }).start();
      await load.untilAcked(30);
      let peakRss = server.rssMb();
      const rss = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 200);

      const restartAt = Date.now();
      ctx.log('  restarting PostgreSQL (pg_ctl restart -m fast)…');
      await ctx.cluster.restart();
      const acceptingAt = (await ctx.cluster.acceptingAt(30_000)) ?? Date.now();
      // Recovery: the first submission started after the database accepted connections
      // that was acknowledged.
      await sleep(3000);
      await load.stop();
      clearInterval(rss);

      const after = load.attempts.filter((a) => a.start >= acceptingAt && a.status === 201);
      const firstOk = Math.min(...after.map((a) => a.end));
      const recovery = firstOk - acceptingAt;
      const gap = load.attempts.filter((a) => a.end >= restartAt && a.start <= acceptingAt);
      const bad = load.attempts.filter(
        (a) => !(a.status === 201 || (a.status === 503 && a.retryAfter) || a.status === 204),
      );
      const stored = compare(
        emails(load.acked),
        emails(load.unacked),
        await storedEnquiries(ctx, database, prefix),
      );

      r.figure(t, 'process still running', server.running ? 'yes' : 'no', 'yes', server.running);
      r.figure(t, 'submissions acknowledged', load.acked.length, '> 0', load.acked.length > 0);
      r.figure(
        t,
        'acknowledged but not stored',
        stored.ackedMissing,
        '0',
        stored.ackedMissing === 0,
      );
      r.figure(t, 'stored more than once', stored.duplicates, '0', stored.duplicates === 0);
      const valid = (a: (typeof gap)[number]) =>
        a.status === 201 || (a.status === 503 && !!a.retryAfter);
      r.figure(t, 'answers during the gap', tally(gap), '201 or 503+Retry-After', gap.every(valid));
      r.figure(t, 'answers other than 201/503+Retry-After', bad.length, '0', bad.length === 0);
      if (bad.length) ctx.log(`  unexpected: ${tally(bad)}`);
      r.figure(t, 'restart took (s)', seconds(acceptingAt - restartAt), 'info');
      r.figure(
        t,
        'answers back after db accepts (s)',
        Number.isFinite(recovery) ? seconds(recovery) : 'never',
        '≤ 2',
        recovery <= 2000,
      );
      r.figure(
        t,
        'server errors logged',
        server.errors().length,
        '0',
        server.errors().length === 0,
      );
      for (const e of server.errors().slice(0, 5)) ctx.log(`  logged: ${e}`);
      r.figure(t, 'peak RSS (MB)', peakRss.toFixed(0), 'info');
    } finally {
      const exit = await server.stop();
      r.figure(t, 'exit code after SIGTERM', exit.code, '0', exit.code === 0);
    }
  },
};
