// Part of the fuzz pass: deeply nested JSON sent by a signed-in author to the embedded
// database, the combination that once took the site down (a 6 KB insight body whose block
// tunes nested 3,000 arrays deep ended the process; lists nested ~630 deep gave a validator
// crash; a jsonb value nested ~1,500 deep broke PGlite for every later query while
// /api/health said 200). Expected: every request refused with a 4xx, nothing logged at error
// level, and the same server still serving news and sign-in afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from '../lib/context.ts';
import { Browser, request } from '../lib/http.ts';
import { ServerProcess } from '../lib/server.ts';

const AUTHOR = 'author@techgold.test';

const arrays = (n: number) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown;
function nestedItems(depth: number): unknown[] {
  let items: unknown[] = [];
  for (let level = depth; level >= 1; level--) items = [{ content: `L${level}`, items }];
  return items;
}
const doc = (...blocks: unknown[]) => JSON.stringify({ time: 1, blocks, version: '2.31.0' });

/** Each hostile save: the insight body string, or a raw request body. */
function hostileBodies(edit: string): Array<{ name: string; raw: string }> {
  const save = (body: string) =>
    JSON.stringify({ edit, title: 'Deep', live: 0, body, thumbnail: null });
  const para = { type: 'paragraph', data: { text: 'x' } };
  return [
    { name: 'tunes 3,000 deep', raw: save(doc({ ...para, tunes: { a: arrays(3000) } })) },
    { name: 'tunes 1,500 deep', raw: save(doc({ ...para, tunes: { a: arrays(1500) } })) },
    {
      name: 'list items 630 deep',
      raw: save(doc({ type: 'list', data: { style: 'unordered', items: nestedItems(630) } })),
    },
    {
      name: 'list meta 1,500 deep',
      raw: save(
        doc({ type: 'list', data: { style: 'ordered', meta: { a: arrays(1500) }, items: [] } }),
      ),
    },
    { name: 'request body 3,000 deep', raw: '['.repeat(3000) + ']'.repeat(3000) },
    { name: 'request body 40,000 deep', raw: '{"a":'.repeat(40_000) + '1' + '}'.repeat(40_000) },
  ];
}

export interface DeepNestingResult {
  sent: number;
  fiveXX: string[];
  /** After the hostile requests: the news list, a sign-in and readiness, each 200. */
  afterwards: Record<string, number>;
  running: boolean;
  errors: string[];
  exitCode: number | null;
}

export async function deepNestingOnEmbedded(ctx: Context, rounds = 20): Promise<DeepNestingResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-faults-deep-'));
  // The embedded database with the demo data (the author account), as `npm start` runs it.
  const server = await new ServerProcess('deep', { DATA_DIR: dataDir, DEMO_DATA: 'true' }).start();
  const fiveXX: string[] = [];
  let sent = 0;
  const afterwards: Record<string, number> = {};
  try {
    await server.ready(180_000);
    const author = new Browser(server.base);
    const login = await author.login(AUTHOR);
    if (login.status !== 200) throw new Error(`author sign-in: ${login.status} ${login.body}`);
    const created = await author.send('POST', '/api/insight');
    const { id, edit } = JSON.parse(created.body) as { id: number; edit: string };
    for (let round = 0; round < rounds; round++) {
      for (const { name, raw } of hostileBodies(edit)) {
        for (const [method, url] of [
          ['PUT', `/api/insight/${id}`],
          ['PUT', '/api/user'],
        ] as const) {
          sent++;
          const res = await request(`${server.base}${url}`, {
            method,
            headers: author.headers(method, { 'content-type': 'application/json' }),
            body: raw,
            timeoutMs: 30_000,
          });
          if (res.status >= 500) fiveXX.push(`${name} ${method} ${url} → ${res.status}`);
        }
      }
    }
    afterwards.news = (await request(`${server.base}/api/insights/public`)).status;
    afterwards.signIn = (await new Browser(server.base).login(AUTHOR)).status;
    afterwards.ready = (await request(`${server.base}/api/ready`)).status;
    ctx.log(`  deep nesting: ${sent} hostile saves, afterwards ${JSON.stringify(afterwards)}`);
  } catch (err) {
    ctx.log(`  deep nesting: ${(err as Error).message}\n${server.describe()}`);
  }
  const running = server.running;
  const errors = server.errors();
  const exit = await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { sent, fiveXX, afterwards, running, errors, exitCode: exit.code };
}
