import autocannon from 'autocannon';
import { DEMO_LEARNER, DEMO_ADMIN, signIn } from '../session.ts';
const base = 'http://127.0.0.1:4810';
const who = process.env.WHO === 'admin' ? DEMO_ADMIN : DEMO_LEARNER;
const s = await signIn(base, who);
const r = await autocannon({ url: base + process.env.P, connections: Number(process.env.C ?? 1), duration: Number(process.env.D ?? 10), headers: { cookie: s.cookie, 'accept-encoding': 'gzip' } });
console.log(process.env.P, 'req/s', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
