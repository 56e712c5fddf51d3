// Column helpers shared by the schema files (not a barrel: index.ts is the only one).
import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector has no drizzle built-in; it is only ever written by a generated column. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Raw bytes (small images kept beside their row). Drivers answer a Buffer or a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});

/**
 * A stored, generated full-text column over the given text columns. The 'simple' configuration
 * (no stemming, no stop words) suits names and titles and exists in every PostgreSQL build,
 * PGlite included; weights let a title hit rank above a subtitle hit.
 */
export function searchVector(columns: Array<{ name: string; weight: 'A' | 'B' | 'C' | 'D' }>) {
  const parts = columns.map(
    ({ name, weight }) =>
      `setweight(to_tsvector('simple'::regconfig, coalesce("${name}", '')), '${weight}')`,
  );
  const expr: SQL = sql.raw(parts.join(' || '));
  return tsvector('search').generatedAlwaysAs(expr);
}

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
