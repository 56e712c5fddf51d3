import PgBoss from 'pg-boss';
import type { DbHandle } from '../src/db/client.ts';

/** Unique per run, so two suites against one server never drop each other's template. */
export const TEMPLATE_DB = `tig_tpl_${process.pid}_${Date.now().toString(36)}`;

export function templateDatabaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates pg-boss's schema once in the template, so each test app starts fast. */
export async function installJobSchema(handle: DbHandle): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.executeSql(text, values) },
    supervise: false,
    schedule: false,
  } as PgBoss.ConstructorOptions);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
