// SQL for the hosted platform's sync (sync.ts, docs/decisions/0044): the run's cursor, one
// page applied in one transaction, the members who joined since the last run and the badge
// pictures still missing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';

/** A credential as one page of the sync applies it. */
export interface SyncRow {
  id: string;
  email: string;
  group_id: string;
  issued_at: string;
  expires_at: string | null;
  url: string | null;
  revoked: boolean;
}

export interface SyncGroup {
  id: string;
  name: string;
  designId: string | null;
}

export interface PageResult {
  upserted: number;
  removed: number;
  skipped: number;
}

export async function readCursor(db: Db, name: string): Promise<string | null> {
  const [row] = await selectRows<{ cursor: string }>(
    db,
    sql`select cursor from integration_cursors where name = ${name}`,
  );
  return row?.cursor ?? null;
}

export async function writeCursor(db: Db, name: string, cursor: string) {
  await db.execute(sql`
    insert into integration_cursors (name, cursor) values (${name}, ${cursor})
    on conflict (name) do update set cursor = excluded.cursor, updated_at = now()`);
}

/**
 * One page in one transaction: its groups by the platform's id, then new and changed
 * credentials upserted by the platform's id, revoked ones removed, ones for people who are
 * not members skipped (and counted).
 */
export async function applySyncPage(
  db: Db,
  groups: Iterable<SyncGroup>,
  rows: SyncRow[],
): Promise<PageResult> {
  return db.transaction(async (tx) => {
    for (const group of groups) {
      // The platform's id is the group's identity; a group of ours with the same name (made
      // by staff before the platform was connected) is adopted rather than duplicated.
      const renamed = await selectRows<{ id: number }>(
        tx,
        sql`update credential_groups set name = ${group.name}, badge_design_id = ${group.designId}
             where external_id = ${group.id} returning id`,
      );
      if (renamed.length) continue;
      await tx.execute(sql`
        insert into credential_groups (name, badge_design_id, external_id)
        values (${group.name}, ${group.designId}, ${group.id})
        on conflict (name) do update
          set external_id = excluded.external_id, badge_design_id = excluded.badge_design_id`);
    }
    const [result] = await selectRows<PageResult>(
      tx,
      sql`
        with input as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
            id text, email text, group_id text, issued_at timestamptz, expires_at timestamptz,
            url text, revoked boolean)
        ),
        removed as (
          delete from credentials c using input i
           where i.revoked and c.external_id = i.id
          returning 1
        ),
        upserted as (
          insert into credentials (user_id, group_id, issued_at, expires_at, external_id, redirect_url)
          select u.id, g.id, i.issued_at, i.expires_at, i.id, i.url
            from input i
            join users u on u.email = i.email
            join credential_groups g on g.external_id = i.group_id
           where not i.revoked
          on conflict (external_id) do update
            set user_id = excluded.user_id, group_id = excluded.group_id,
                issued_at = excluded.issued_at, expires_at = excluded.expires_at,
                redirect_url = excluded.redirect_url
          returning 1
        )
        select (select count(*) from upserted)::int as upserted,
               (select count(*) from removed)::int as removed,
               (select count(*) from input i
                 where not i.revoked
                   and not exists (select 1 from users u where u.email = i.email))::int as skipped`,
    );
    return result!;
  });
}

/** Members who joined at or after `since`, by id after `after`, `limit` at a time. */
export async function membersJoinedSince(db: Db, since: string, after: number, limit: number) {
  return selectRows<{ id: number; email: string }>(
    db,
    sql`select id, email from users
         where created_at >= ${since}::timestamptz and id > ${after}
         order by id limit ${limit}`,
  );
}

/** Badge designs of the platform's groups that have no picture stored yet. */
export async function designsMissingBadges(db: Db, limit: number): Promise<string[]> {
  const rows = await selectRows<{ design: string }>(
    db,
    sql`select distinct badge_design_id as design from credential_groups
         where external_id is not null and badge_design_id is not null and badge_png is null
         limit ${limit}`,
  );
  return rows.map((r) => r.design);
}

export async function storeBadge(db: Db, design: string, png: Buffer) {
  await db.execute(
    sql`update credential_groups set badge_png = ${png} where badge_design_id = ${design}`,
  );
}
