// An install made before PGlite 0.5 holds a PostgreSQL 17 folder: the next start moves it to
// PostgreSQL 18 with every row, keeps the old folder, and survives being stopped half-way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openPostgres17 } from '@techgold/pglite-17';
import { openDatabase, type DbHandle } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { folderPostgresMajor, type FolderUpgrade } from './upgrade-pg17.ts';
import { countRows } from './row-counts.ts';
import { testConfig } from '../../test/helpers.ts';
import { writeArchive } from '../features/admin/backups/archive.ts';
import {
  ARCHIVE_FORMAT,
  DATABASE_ENTRY,
  appVersion,
  codeMigrationLevel,
} from '../features/admin/backups/manifest.ts';
import { restoreBackup } from '../features/admin/backups/restore.ts';
import { bytesSource } from '../features/admin/backups/sources.ts';

// A name an INSERT-format dump must carry exactly: a backslash, quotes and non-ASCII letters.
const NAME = String.raw`Zoë O'Brien-Łukasz \ "Dev" ☕`;

const dirs: string[] = [];
const handles: DbHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

let template: string;
beforeAll(async () => {
  // Written once by the old engine (its migrations take seconds); each test gets a copy.
  template = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-pg17-template-'));
  const old = await openPostgres17({ dataDir: path.join(template, 'pgdata') });
  await migrate(drizzle(old as never), { migrationsFolder: migrationsFolder() });
  await old.query(
    `insert into users (first_name, last_name, email) values ($1, 'Learner', 'zoe@example.test'), ('Sam', 'Staff', 'sam@example.test')`,
    [NAME],
  );
  await old.close();
}, 60_000);
afterAll(() => fs.rmSync(template, { recursive: true, force: true }));

/** A DATA_DIR as an install before PGlite 0.5 left it: the site's tables, and two members. */
async function postgres17DataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-pg17-'));
  dirs.push(dataDir);
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

async function open(dataDir: string, upgrades: FolderUpgrade[] = []) {
  const handle = await openDatabase({ dataDir, onUpgrade: (u) => upgrades.push(u) });
  handles.push(handle);
  return handle;
}

const keptFolders = (dataDir: string) =>
  fs.readdirSync(dataDir).filter((name) => name.startsWith('pgdata-pg17-'));

describe('the embedded database written by PostgreSQL 17', () => {
  it('is moved to PostgreSQL 18 at start with every row as it was, and the old folder kept', async () => {
    const dataDir = await postgres17DataDir();
    const upgrades: FolderUpgrade[] = [];
    const handle = await open(dataDir, upgrades);

    const { rows } = await handle.executeSql(
      `select first_name, email, version() as v from users order by id`,
    );
    expect(rows.map((r) => [r.first_name, r.email])).toEqual([
      [NAME, 'zoe@example.test'],
      ['Sam', 'sam@example.test'],
    ]);
    expect(String(rows[0]!.v)).toMatch(/^PostgreSQL 18\./);
    // The migration log came across, so nothing is migrated twice.
    const applied = await handle.executeSql(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const journal = fs.readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql')).length;
    expect(applied.rows[0]!.n).toBe(journal);
    // New rows get new ids: the sequences came across too.
    const next = await handle.executeSql(
      `insert into users (first_name, last_name, email) values ('New', 'One', 'new@example.test') returning id`,
    );
    expect(next.rows[0]!.id).toBe(3);

    expect(upgrades).toHaveLength(1);
    expect(upgrades[0]!.rows).toBeGreaterThanOrEqual(2 + journal);
    const kept = keptFolders(dataDir);
    expect(kept).toHaveLength(1);
    expect(path.join(dataDir, kept[0]!)).toBe(upgrades[0]!.keptAt);
    expect(folderPostgresMajor(upgrades[0]!.keptAt)).toBe(17);
    expect(folderPostgresMajor(path.join(dataDir, 'pgdata'))).toBe(18);

    // The next start finds PostgreSQL 18 and does nothing more.
    await handle.close();
    const again: FolderUpgrade[] = [];
    const reopened = await open(dataDir, again);
    expect(again).toEqual([]);
    const count = await reopened.executeSql('select count(*)::int as n from users');
    expect(count.rows[0]!.n).toBe(3);
  });

  it('finishes a move stopped between its two renames, without doing it again', async () => {
    const dataDir = await postgres17DataDir();
    const first = await open(dataDir);
    await first.close();
    // As if the process stopped after keeping the old folder and before the new one's rename.
    fs.renameSync(path.join(dataDir, 'pgdata'), path.join(dataDir, 'pgdata.pg18'));

    const upgrades: FolderUpgrade[] = [];
    const handle = await open(dataDir, upgrades);
    expect(upgrades).toEqual([]);
    const { rows } = await handle.executeSql('select first_name from users order by id');
    expect(rows[0]!.first_name).toBe(NAME);
    expect(fs.existsSync(path.join(dataDir, 'pgdata.pg18'))).toBe(false);
  });

  it('starts again from the old folder when a move was stopped while it was being built', async () => {
    const dataDir = await postgres17DataDir();
    // What a stopped attempt leaves: a half-built new folder beside the untouched old one.
    fs.mkdirSync(path.join(dataDir, 'pgdata.pg18'));
    fs.writeFileSync(path.join(dataDir, 'pgdata.pg18', 'PG_VERSION'), '18\n');

    const upgrades: FolderUpgrade[] = [];
    const handle = await open(dataDir, upgrades);
    expect(upgrades).toHaveLength(1);
    const { rows } = await handle.executeSql('select count(*)::int as n from users');
    expect(rows[0]!.n).toBe(2);
  });

  it('in a backup made before PGlite 0.5 is restored onto PostgreSQL 18 with every row', async () => {
    const dataDir = await postgres17DataDir();
    const old = await openPostgres17({ dataDir: path.join(dataDir, 'pgdata') });
    const rowCounts = await countRows((text) => old.query(text));
    const tarball = Buffer.from(await (await old.dumpDataDir('gzip')).arrayBuffer());
    await old.close();
    // The archive as that version wrote it: its manifest says nothing of PostgreSQL's version.
    const file = path.join(dataDir, 'before-pglite-0.5.tig-backup');
    await writeArchive(file, [bytesSource(DATABASE_ENTRY.pglite, tarball)], (entries) => ({
      format: ARCHIVE_FORMAT,
      app_version: appVersion(),
      created_at: new Date().toISOString(),
      driver: 'pglite',
      migration: codeMigrationLevel(),
      row_counts: rowCounts,
      uploads: { storage: 'local', count: 0, bytes: 0 },
      entries,
      total_bytes: entries.reduce((sum, e) => sum + e.size, 0),
    }));

    const target = testConfig();
    dirs.push(target.dataDir);
    const said: string[] = [];
    await restoreBackup({ file, config: target, log: (line) => said.push(line) });
    expect(said).toContain(
      "This backup's database is PostgreSQL 17: moving it to 18 as it is restored…",
    );
    const handle = await open(target.dataDir);
    expect(await countRows((text) => handle.executeSql(text))).toEqual(rowCounts);
    const { rows } = await handle.executeSql('select first_name from users order by id');
    expect(rows[0]!.first_name).toBe(NAME);
  });

  it('refuses a folder of a version it cannot read, saying what to do', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-pg16-'));
    dirs.push(dataDir);
    fs.mkdirSync(path.join(dataDir, 'pgdata'));
    fs.writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '16\n');
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /written by PostgreSQL 16, which this version of the site cannot read/,
    );
    // Refused before anything was moved or written.
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pgdata']);
  });
});
