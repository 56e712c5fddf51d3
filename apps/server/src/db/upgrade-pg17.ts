// The embedded database moved from PGlite 0.3 (PostgreSQL 17) to PGlite 0.5 (PostgreSQL 18):
// about three times faster a query, and no file-system calls on each one (docs/decisions/0097).
// PostgreSQL 18 cannot open a PostgreSQL 17 data folder, so a folder (or an embedded backup)
// written before the move is read with the old engine, dumped with pg_dump and loaded into the
// new one, here, once. The old folder is kept beside the new one, never deleted by the site.
import fs from 'node:fs';
import path from 'node:path';
import { countRows } from './row-counts.ts';
import type { SqlResult } from './client.ts';

/** The PostgreSQL major version of the embedded engine this code ships (PGlite 0.5.17). */
export const EMBEDDED_POSTGRES_MAJOR = 18;
/** The one older version whose folders and backups can be upgraded: PGlite 0.3's. */
export const UPGRADABLE_POSTGRES_MAJOR = 17;

interface Engine {
  query(text: string): Promise<SqlResult>;
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

/** The PostgreSQL major version a data folder was written by, or null when it holds none yet. */
export function folderPostgresMajor(dir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const major = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(major)) throw new Error(`${dir}/PG_VERSION does not name a version`);
  return major;
}

/** Why this code cannot open or upgrade a version, in words an operator can act on; else null. */
export function unopenable(major: number, where: string): string | null {
  if (major === EMBEDDED_POSTGRES_MAJOR || major === UPGRADABLE_POSTGRES_MAJOR) return null;
  return major > EMBEDDED_POSTGRES_MAJOR
    ? `${where} was written by PostgreSQL ${major}, newer than this version of the site's embedded database (${EMBEDDED_POSTGRES_MAJOR}). Run a later version of the site.`
    : `${where} was written by PostgreSQL ${major}, which this version of the site cannot read. Upgrade through an earlier version of the site first.`;
}

/**
 * Runs a pg_dump script. PostgreSQL lexes a whole multi-statement text before running any of
 * it, so the dump's own opening settings (standard_conforming_strings = off, which decides what
 * a backslash in its string literals means) must be in force before the text is sent: they are
 * run on their own first, and reset after.
 */
export async function loadDump(db: Pick<Engine, 'exec'>, dump: string): Promise<void> {
  const settings: string[] = [];
  for (const line of dump.split('\n')) {
    if (/^SET \w+ = [^;]*;$/.test(line)) settings.push(line);
    else if (line.startsWith('CREATE ') || line.startsWith('INSERT ')) break;
  }
  await db.exec(settings.join('\n'));
  try {
    await db.exec(dump);
  } finally {
    await db.exec('RESET ALL');
  }
}

/**
 * Loads a PostgreSQL 17 tarball into `target` (a new, empty PostgreSQL 18 database) and checks
 * that every table holds as many rows as before. Returns the counts.
 */
export async function loadPostgres17Tarball(
  tarball: Blob,
  target: Engine,
): Promise<Record<string, number>> {
  const { dumpPostgres17, openPostgres17 } = await import('@techgold/pglite-17');
  // One old engine counts and dumps: nothing else writes to it in between.
  const old = await openPostgres17({ tarball });
  let before: Record<string, number>;
  let dump: string;
  try {
    before = await countRows((text) => old.query(text));
    dump = await dumpPostgres17(old);
  } finally {
    await old.close();
  }
  await loadDump(target, dump);
  const after = await countRows((text) => target.query(text));
  const differ = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
  if (differ.length > 0) {
    throw new Error(
      `Moving the embedded database to PostgreSQL ${EMBEDDED_POSTGRES_MAJOR} lost rows in ${differ
        .map((t) => `${t} (${before[t] ?? 0} before, ${after[t] ?? 0} after)`)
        .join(', ')}.`,
    );
  }
  return after;
}

export interface FolderUpgrade {
  /** Where the PostgreSQL 17 folder now is. */
  keptAt: string;
  tables: number;
  rows: number;
}

/** What the operator is told, once, when it happened. */
export const describeUpgrade = ({ keptAt, tables, rows }: FolderUpgrade) =>
  `The embedded database was moved from PostgreSQL ${UPGRADABLE_POSTGRES_MAJOR} to ${EMBEDDED_POSTGRES_MAJOR} (${tables} tables, ${rows} rows, all checked). The old folder is kept at ${keptAt}: delete it once the site works.`;

/**
 * Makes `pgdata` a PostgreSQL 18 folder when it is a PostgreSQL 17 one; null when there was
 * nothing to do. The new folder is built beside it (`pgdata.pg18`) and checked before either is
 * renamed, so a stop at any moment leaves a folder that opens: the old one before the swap, the
 * new one after (a stop between the two renames is finished on the next start).
 */
export async function upgradeEmbeddedFolder(
  pgdata: string,
  open: (dir: string) => Promise<Engine>,
): Promise<FolderUpgrade | null> {
  const staged = `${pgdata}.pg18`;
  if (folderPostgresMajor(pgdata) === null && fs.existsSync(staged)) {
    // Stopped between the renames: the staged folder was already checked. (The folder the
    // caller made ready, empty, is not a database.)
    if (fs.existsSync(pgdata)) fs.rmdirSync(pgdata);
    fs.renameSync(staged, pgdata);
  }
  const major = folderPostgresMajor(pgdata);
  if (major === null || major === EMBEDDED_POSTGRES_MAJOR) return null;
  const problem = unopenable(major, `The database folder ${pgdata}`);
  if (problem) throw new Error(problem);

  const { openPostgres17 } = await import('@techgold/pglite-17');
  const old = await openPostgres17({ dataDir: pgdata });
  let tarball: Blob;
  try {
    tarball = await old.dumpDataDir('none');
  } finally {
    await old.close();
  }

  fs.rmSync(staged, { recursive: true, force: true }); // what an interrupted attempt left
  fs.mkdirSync(staged, { recursive: true });
  const target = await open(staged);
  let counts: Record<string, number>;
  try {
    counts = await loadPostgres17Tarball(tarball, target);
  } finally {
    await target.close();
  }

  const keptAt = `${pgdata}-pg17-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(pgdata, keptAt);
  fs.renameSync(staged, pgdata);
  const values = Object.values(counts);
  return { keptAt, tables: values.length, rows: values.reduce((a, b) => a + b, 0) };
}
