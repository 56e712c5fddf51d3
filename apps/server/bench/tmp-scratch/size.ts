import { DEMO_ADMIN, DEMO_LEARNER, signIn } from '../session.ts';
const base = 'http://127.0.0.1:4810';
const l = await signIn(base, DEMO_LEARNER); const a = await signIn(base, DEMO_ADMIN);
for (const [p, c] of [['/mentors', l], ['/dashboard', l], ['/platform/insights', l], ['/notifications', l], ['/admin/members', a]] as const) {
  const r = await fetch(base + p, { headers: { cookie: c.cookie } }); const t = await r.text();
  const scripts = [...t.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!.length);
  const links = (t.match(/<a /g) ?? []).length;
  const svgs = (t.match(/<svg/g) ?? []).length;
  console.log(p, 'html', t.length, 'inline-script bytes', scripts.reduce((x, y) => x + y, 0), 'links', links, 'svgs', svgs, 'class bytes', [...t.matchAll(/class="([^"]*)"/g)].reduce((x, m) => x + m[1]!.length, 0));
  if (process.env.DUMP === p) (await import("node:fs")).writeFileSync("/tmp/dump.html", t);
}
