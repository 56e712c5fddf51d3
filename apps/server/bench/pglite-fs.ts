// `npx tsx bench/pglite-fs.ts` (in apps/server): how many file-system calls the installed
// PGlite makes per query, and how long a prepared primary-key read takes, on a scratch data
// folder. Issue 38's profile found PGlite 0.3.8 opening, truncating and closing
// `.s.PGSQL.5432.lock.out` in the data folder for every protocol message; this counts them, so
// an upgrade can be judged before and after.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const QUERIES = 5000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-pglite-fs-'));
try {
  const db = new PGlite(dir);
  await db.waitReady;
  await db.query('create table t (id int primary key, name text)');
  await db.query("insert into t select g, 'n' || g from generate_series(1, 1000) g");
  for (let i = 0; i < 500; i++) await db.query('select * from t where id = $1', [i]);

  // Count the synchronous fs calls NODEFS makes, by name and file, over ten queries.
  const counts = new Map<string, number>();
  const names = ['openSync', 'closeSync', 'truncateSync', 'ftruncateSync', 'fstatSync'] as const;
  const originals = names.map((name) => [name, fs[name]] as const);
  for (const [name, original] of originals) {
    (fs as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const file = typeof args[0] === 'string' ? args[0].replace(dir, '<data folder>') : '(by fd)';
      const key = `${name} ${file}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return (original as (...a: unknown[]) => unknown)(...args);
    };
  }
  for (let i = 0; i < 10; i++) await db.query('select * from t where id = $1', [i]);
  for (const [name, original] of originals) (fs as Record<string, unknown>)[name] = original;

  const started = performance.now();
  for (let i = 0; i < QUERIES; i++) await db.query('select * from t where id = $1', [i % 1000]);
  const perQuery = ((performance.now() - started) / QUERIES) * 1000;
  await db.close();

  // The package exports no package.json: read it beside its entry (dist/index.js).
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(
    fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  console.log(`PGlite ${version}: ${perQuery.toFixed(1)} µs a prepared primary-key read`);
  console.log(counts.size ? 'File-system calls per query:' : 'No file-system calls per query.');
  for (const [key, n] of counts) console.log(`  ${(n / 10).toString().padStart(4)}  ${key}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
