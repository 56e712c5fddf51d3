// Sequential timings: median and p90 of N requests per path, one at a time.
import { DEMO_ADMIN, DEMO_LEARNER, signIn } from '../session.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:4810';
const n = Number(process.env.N ?? 150);
const learner = await signIn(base, DEMO_LEARNER);
const admin = await signIn(base, DEMO_ADMIN);
const paths: [string, string][] = [
  ['/api/health', ''], ['/mentors', learner.cookie], ['/api/user', learner.cookie], ['/dashboard', learner.cookie],
  ['/platform/insights', learner.cookie], ['/notifications', learner.cookie], ['/admin/members', admin.cookie],
];
for (const [p, cookie] of paths) {
  const t: number[] = [];
  for (let i = 0; i < n + 20; i++) {
    const s = performance.now();
    const r = await fetch(base + p, { headers: { cookie, 'accept-encoding': 'gzip' }, redirect: 'manual' });
    await r.arrayBuffer();
    if (i >= 20) t.push(performance.now() - s);
    if (r.status !== 200) throw new Error(p + ' ' + r.status);
  }
  t.sort((a, b) => a - b);
  console.log(p.padEnd(22), 'median', t[n >> 1]!.toFixed(2), 'p90', t[Math.floor(n * 0.9)]!.toFixed(2));
}
