// CPU ms per request of the server process (utime+stime from /proc), at 16 connections.
import autocannon from 'autocannon';
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { DEMO_ADMIN, DEMO_LEARNER, signIn } from '../session.ts';
const base = 'http://127.0.0.1:4810';
const pid = execSync("pgrep -f 'node .*dist/main.js' | head -1").toString().trim();
const cpu = () => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const l = await signIn(base, DEMO_LEARNER); const a = await signIn(base, DEMO_ADMIN);
const paths = (process.env.PATHS ?? '/api/user,/mentors,/dashboard,/platform/insights,/notifications,/admin/members').split(',');
const rounds = Number(process.env.R ?? 4);
const res = new Map<string, number[]>();
for (let r = 0; r < rounds; r++) for (const p of paths) {
  const c0 = cpu();
  const out = await autocannon({ url: base + p, connections: 16, amount: p.startsWith('/api') ? 3000 : 300, headers: { cookie: p.startsWith('/admin') ? a.cookie : l.cookie, 'accept-encoding': 'gzip' } });
  const ms = (cpu() - c0) / (out.requests.total);
  if (out.non2xx) throw new Error(p + ' non2xx');
  if (r > 0) res.set(p, [...(res.get(p) ?? []), ms]);
}
for (const [p, v] of res) console.log(p.padEnd(20), 'CPU ms/req', v.map((x) => x.toFixed(2)).join(' '), ' min', Math.min(...v).toFixed(2));
