export interface Postgres17Source {
  /** A data folder written by PGlite 0.3. */
  dataDir?: string;
  /** A tarball of one (PGlite's dumpDataDir), as embedded backups hold. */
  tarball?: Blob;
}

export interface Postgres17Database {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<unknown>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

/** Opens a PostgreSQL 17 database (tests write the folders and backups older installs hold). */
export function openPostgres17(source?: Postgres17Source): Promise<Postgres17Database>;

/**
 * The whole database as SQL that the current engine's exec() loads. `db` must be opened from a
 * tarball or in memory, not from a folder.
 */
export function dumpPostgres17(db: Postgres17Database): Promise<string>;
