import { DEMO_ADMIN, DEMO_LEARNER, signIn } from '../session.ts';
const base = 'http://127.0.0.1:4810';
const s = await signIn(base, process.env.WHO === 'admin' ? DEMO_ADMIN : DEMO_LEARNER);
await new Promise((r) => setTimeout(r, 1500));
console.log('=====MARK');
for (let i = 0; i < 3; i++) { const w = await fetch(base + process.env.P, { headers: { cookie: s.cookie } }); await w.text(); }
await new Promise((r) => setTimeout(r, 3000));
console.log("=====GO");
const r = await fetch(base + process.env.P, { headers: { cookie: s.cookie } }); await r.text(); console.log(r.status);
