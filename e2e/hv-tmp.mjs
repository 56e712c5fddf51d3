import { HtmlValidate } from 'html-validate';
const v = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'attribute-case': 'off', 'valid-id': 'off' } });
const base = 'http://127.0.0.1:4627';
const pages = process.argv.slice(2);
const counts = {};
for (const p of pages) {
  const html = await (await fetch(base + p)).text();
  const r = await v.validateString(html);
  for (const m of r.results.flatMap((x) => x.messages)) {
    const k = `${m.ruleId}: ${m.message}`;
    counts[k] = (counts[k] ?? 0) + 1;
    if (process.env.V) console.log(p, m.ruleId, m.message, m.selector);
  }
}
console.log(Object.entries(counts).sort((a,b)=>b[1]-a[1]).map(([k,n])=>`${n}\t${k}`).join('\n'));
