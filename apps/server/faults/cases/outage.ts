// 2. PostgreSQL is down for FAULT_OUTAGE_SECONDS (default 30). Reads and writes answer 503
//    with Retry-After, each quickly (no request waits past the pool's 3 s connection timeout);
//    /api/ready says not ready while /api/health stays 200; the process recovers by itself.
import type { FaultCase } from '../lib/context.ts';
import { Browser, errorCode, joinPayload, request } from '../lib/http.ts';
import { seconds } from '../lib/report.ts';
import { ServerProcess } from '../lib/server.ts';
import { sleep, waitFor } from '../lib/util.ts';

interface Probe {
  kind: string;
  status: number | null;
  retryAfter: boolean;
  ms: number;
}

export const outage: FaultCase = {
  name: 'outage',
  title: '2 database down',
  async run(ctx) {
    const t = `${this.title} ${ctx.outageSeconds} s`;
    const r = ctx.report;
    const { url } = await ctx.copyDatabase('outage');
    const server = await new ServerProcess('app', { DATABASE_URL: url }).start();
    let peakRss = 0;
    try {
      await server.ready();
      const member = new Browser(server.base);
      const login = await member.login();
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);

      ctx.log(`  stopping PostgreSQL for ${ctx.outageSeconds} s…`);
      await ctx.cluster.stop('fast');
      const downAt = Date.now();
      const probes: Probe[] = [];
      const probe = async (
        kind: string,
        run: () => Promise<{ status: number; headers: Record<string, unknown>; ms: number }>,
      ) => {
        const started = Date.now();
        try {
          const res = await run();
          probes.push({
            kind,
            status: res.status,
            retryAfter: !!res.headers['retry-after'],
            ms: res.ms,
          });
        } catch (err) {
          probes.push({ kind, status: null, retryAfter: false, ms: Date.now() - started });
          ctx.log(`  ${kind}: ${errorCode(err)}`);
        }
      };
      let n = 0;
      const anonymous = new Browser(server.base);
      await anonymous.csrf();
      // Four clients for the whole outage: a member's read, a public read, a write, probes.
      const clients = [
        () => probe('member read', () => member.send('GET', '/api/user')),
        () => probe('public read', () => request(`${server.base}/api/courses?limit=5`)),
        () =>
          probe('write', () =>
            anonymous.send('POST', '/api/join-employers', joinPayload(`outage-${n++}@load.test`)),
          ),
        async () => {
          await probe('ready', () => request(`${server.base}/api/ready`));
          await probe('health', () => request(`${server.base}/api/health`));
        },
      ];
      while (Date.now() - downAt < ctx.outageSeconds * 1000) {
        await Promise.all(clients.map((c) => c()));
        peakRss = Math.max(peakRss, server.rssMb());
        await sleep(250);
      }
      const alive = server.running;
      await ctx.cluster.start();
      const acceptingAt = (await ctx.cluster.acceptingAt(30_000)) ?? Date.now();
      const readyAt = await waitFor(
        async () => (await request(`${server.base}/api/ready`, { timeoutMs: 5000 })).status === 200,
        30_000,
        50,
      );
      const userAt = await waitFor(
        async () => (await member.send('GET', '/api/user')).status === 200,
        30_000,
        50,
      );
      const write = await anonymous.send(
        'POST',
        '/api/join-employers',
        joinPayload(`outage-after-${Date.now()}@load.test`),
      );

      const of = (kind: string) => probes.filter((p) => p.kind === kind);
      const dataProbes = probes.filter((p) => p.kind !== 'health');
      const not503 = dataProbes.filter(
        (p) => p.status !== 503 || (p.kind !== 'ready' && !p.retryAfter),
      );
      const slowest = Math.max(...dataProbes.map((p) => p.ms));
      const health = of('health');
      r.figure(t, 'process running through the outage', alive ? 'yes' : 'no', 'yes', alive);
      r.figure(t, 'requests during the outage', dataProbes.length, 'info');
      r.figure(t, 'of which not 503 (+Retry-After)', not503.length, '0', not503.length === 0);
      r.figure(
        t,
        'slowest answer (s)',
        seconds(slowest),
        '< 3.5 (pool timeout 3 s)',
        slowest < 3500,
      );
      r.figure(
        t,
        '/api/ready during the outage',
        [...new Set(of('ready').map((p) => p.status))].join(','),
        '503',
        of('ready').every((p) => p.status === 503),
      );
      r.figure(
        t,
        '/api/health during the outage',
        [...new Set(health.map((p) => p.status))].join(','),
        '200',
        health.every((p) => p.status === 200),
      );
      const readyS = readyAt === null ? Infinity : readyAt - acceptingAt;
      const userS = userAt === null ? Infinity : userAt - acceptingAt;
      r.figure(
        t,
        'ready again after db accepts (s)',
        Number.isFinite(readyS) ? seconds(readyS) : 'never',
        '≤ 2',
        readyS <= 2000,
      );
      r.figure(
        t,
        'member read again after db accepts (s)',
        Number.isFinite(userS) ? seconds(userS) : 'never',
        '≤ 2',
        userS <= 2000,
      );
      r.figure(t, 'write after recovery', write.status, '201', write.status === 201);
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
      if (!(await ctx.cluster.acceptingAt(0))) await ctx.cluster.start().catch(() => undefined);
      const exit = await server.stop();
      r.figure(t, 'exit code after SIGTERM', exit.code, '0', exit.code === 0);
    }
  },
};
