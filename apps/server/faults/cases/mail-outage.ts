// 4. The mail server is down (nothing listens on SMTP_URL) for several retry intervals while
//    10 submitters send enquiries: every submission answers 2xx; once the sink listens again,
//    every email (the enquirer's acknowledgement and the staff notification) arrives exactly
//    once.
import { storedEnquiries, type FaultCase } from '../lib/context.ts';
import { compare, emails, Load, tally } from '../lib/load.ts';
import { seconds } from '../lib/report.ts';
import { ServerProcess } from '../lib/server.ts';
import { SmtpSink } from '../lib/smtp-sink.ts';
import { freePort, sleep, waitFor } from '../lib/util.ts';

const STAFF = 'staff@techgold.test';

export const mailOutage: FaultCase = {
  name: 'mail-outage',
  title: '4 mail server outage',
  async run(ctx) {
    const t = this.title;
    const r = ctx.report;
    const sink = new SmtpSink(await freePort());
    const { database, url } = await ctx.copyDatabase('mail');
    const server = await new ServerProcess('app', {
      DATABASE_URL: url,
      SMTP_URL: sink.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
    }).start();
    try {
      await server.ready();
      const prefix = `mail${Date.now().toString(36)}`;
      const downAt = Date.now();
      const load = new Load({ base: () => server.base, workers: 10, prefix, pauseMs: 500 }).start();
      await sleep(4000);
      await load.stop(0);
      // Down for 12 s in all: several retry intervals (1 s doubling: 1, 2, 4, 8 s).
      await sleep(Math.max(0, downAt + 12_000 - Date.now()));
      const retried = server.count('mail not accepted') + server.count('job failed; will retry');
      await sink.start();
      const upAt = Date.now();
      const acked = emails(load.acked);
      const expected = acked.length * 2;
      const delivered = () =>
        acked.filter((e) => sink.count(e) > 0 && sink.count(STAFF, e) > 0).length * 2;
      const allAt = await waitFor(async () => delivered() === expected, 90_000, 250);
      await sleep(3000); // late duplicates would show here
      const duplicates = acked.reduce(
        (n, e) => n + Math.max(0, sink.count(e) - 1) + Math.max(0, sink.count(STAFF, e) - 1),
        0,
      );
      // Our outbox (decision 0082) says the same as the sink: every email sent, tries counted.
      const outbox = await ctx.cluster.query<{ state: string; n: string; retried: string }>(
        database,
        `select state::text as state, count(*) as n, count(*) filter (where attempts > 1) as retried
           from mail_outbox where to_address like $1 group by state`,
        [`${prefix}-%`],
      );
      const outboxSent = Number(outbox.find((o) => o.state === 'sent')?.n ?? 0);
      const outboxRetried = outbox.reduce((n, o) => n + Number(o.retried), 0);
      const non2xx = load.attempts.filter((a) => a.status === null || a.status >= 300);
      const stored = compare(
        acked,
        emails(load.unacked),
        await storedEnquiries(ctx, database, prefix),
      );

      r.figure(t, 'submissions while mail was down', load.submissions.length, 'info');
      r.figure(t, 'answers', tally(load.attempts), 'all 201', non2xx.length === 0);
      r.figure(
        t,
        'acknowledged but not stored',
        stored.ackedMissing,
        '0',
        stored.ackedMissing === 0,
      );
      r.figure(t, 'failed send attempts logged', retried, '> 0', retried > 0);
      r.figure(
        t,
        'emails expected / delivered',
        `${expected} / ${delivered()}`,
        'equal',
        allAt !== null,
      );
      r.figure(
        t,
        'all delivered after sink returned (s)',
        allAt === null ? 'never' : seconds(allAt - upAt),
        'info',
      );
      r.figure(t, 'emails delivered twice', duplicates, '0', duplicates === 0);
      r.figure(
        t,
        "enquirers' emails the outbox marks sent",
        `${outboxSent} / ${acked.length}`,
        'equal',
        outboxSent === acked.length && outbox.every((o) => o.state === 'sent'),
      );
      r.figure(t, 'outbox emails with more than one try', outboxRetried, '> 0', outboxRetried > 0);
      r.figure(
        t,
        'server errors logged',
        server.errors().length,
        '0',
        server.errors().length === 0,
      );
      for (const e of server.errors().slice(0, 5)) ctx.log(`  logged: ${e}`);
    } finally {
      const exit = await server.stop();
      r.figure(t, 'exit code after SIGTERM', exit.code, '0', exit.code === 0);
      await sink.stop();
    }
  },
};
