import autocannon from 'autocannon';
import { DEMO_ADMIN, DEMO_LEARNER, signIn } from '../session.ts';
const base = 'http://127.0.0.1:4810';
const l = await signIn(base, DEMO_LEARNER); const a = await signIn(base, DEMO_ADMIN);
const run = (p: string, cookie: string, d = Number(process.env.D ?? 6)) => autocannon({ url: base + p, connections: 16, duration: d, headers: { cookie, 'accept-encoding': 'gzip' } });
const paths = (process.env.PATHS ?? '/mentors,/dashboard,/platform/insights,/notifications,/admin/members').split(',');
await run('/dashboard', l.cookie, 3);
for (const p of paths) {
  const r = await run(p, p.startsWith('/admin') ? a.cookie : l.cookie);
  const h = await run('/api/health', '', 3);
  console.log(p.padEnd(20), 'req/s', r.requests.average.toFixed(0).padStart(5), 'p50', String(r.latency.p50).padStart(4), 'p99', String(r.latency.p99).padStart(5), 'health', h.requests.average.toFixed(0), 'ratio', (r.requests.average / h.requests.average).toFixed(4), r.non2xx ? 'NON2XX ' + r.non2xx : '');
}
