import type { PgCluster } from './cluster.ts';
import type { Report } from './report.ts';

export interface Context {
  report: Report;
  cluster: PgCluster;
  /** The seeded database (demo data), a template: each case works on its own copy. */
  template: string;
  /** A fresh copy of the seeded database for one case (no jobs or rows left by another). */
  copyDatabase(name: string): Promise<{ database: string; url: string }>;
  outageSeconds: number;
  log(line: string): void;
}

export interface FaultCase {
  name: string;
  title: string;
  run(ctx: Context): Promise<void>;
}

/** Stored enquiries per email for emails starting with `prefix` (PostgreSQL). */
export async function storedEnquiries(ctx: Context, database: string, prefix: string) {
  return ctx.cluster.query<{ email: string; n: string }>(
    database,
    'select email, count(*) as n from enquiries where email like $1 group by email',
    [`${prefix}-%`],
  );
}
