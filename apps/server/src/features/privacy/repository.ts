// SQL for the member's privacy page (decision 0064): data exports and their one-time links,
// and the request to delete an account. Writes take the caller's transaction.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';

export interface ExportRow {
  id: number;
  user_id: number;
  status: 'pending' | 'ready' | 'failed';
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  downloaded_at: Date | null;
  size: number | string | null;
}

const exportColumns = sql`id, user_id, status, created_at, ready_at, expires_at, downloaded_at, size`;

export async function insertExport(q: Queryable, userId: number, requestedBy: number | null) {
  const [row] = await selectRows<ExportRow>(
    q,
    sql`insert into data_exports (user_id, requested_by_user_id) values (${userId}, ${requestedBy})
        returning ${exportColumns}`,
  );
  return row!;
}

/** An export still being made (asked for within the hour): a second click waits for it. */
export async function pendingExportOf(q: Queryable, userId: number) {
  const [row] = await selectRows<ExportRow>(
    q,
    sql`select ${exportColumns} from data_exports
         where user_id = ${userId} and status = 'pending'
           and created_at > now() - interval '1 hour'
         order by id desc limit 1`,
  );
  return row ?? null;
}

export async function listExports(q: Queryable, userId: number, limit: number) {
  return selectRows<ExportRow>(
    q,
    sql`select ${exportColumns} from data_exports where user_id = ${userId}
         order by id desc limit ${limit}`,
  );
}

export async function findExport(q: Queryable, id: number) {
  const [row] = await selectRows<ExportRow>(
    q,
    sql`select ${exportColumns} from data_exports where id = ${id}`,
  );
  return row ?? null;
}

export async function markExportReady(
  q: Queryable,
  id: number,
  fields: { storageKey: string; size: number; tokenHash: string; hours: number },
) {
  const [row] = await selectRows<ExportRow>(
    q,
    sql`update data_exports
           set status = 'ready', storage_key = ${fields.storageKey}, size = ${fields.size},
               token_hash = ${fields.tokenHash}, ready_at = now(),
               expires_at = now() + make_interval(hours => ${fields.hours})
         where id = ${id} and status = 'pending'
        returning ${exportColumns}`,
  );
  return row ?? null;
}

export async function markExportFailed(q: Queryable, id: number) {
  await q.execute(sql`update data_exports set status = 'failed' where id = ${id}`);
}

/**
 * Spends the link: only its member, only with its token, only once, only before it expires.
 * Answers where the archive is, or null for any other case (all read the same).
 */
export async function claimDownload(q: Queryable, id: number, userId: number, tokenHash: string) {
  const [row] = await selectRows<{ storage_key: string; size: number }>(
    q,
    sql`update data_exports set downloaded_at = now()
         where id = ${id} and user_id = ${userId} and token_hash = ${tokenHash}
           and status = 'ready' and downloaded_at is null and expires_at > now()
        returning storage_key, size`,
  );
  return row ? { storageKey: row.storage_key, size: Number(row.size) } : null;
}

/**
 * The privacy page's download: the member's own ready archive before it expires, as often as
 * they need it (they are signed in); the first download is recorded like the link's.
 */
export async function openOwnExport(q: Queryable, id: number, userId: number) {
  const [row] = await selectRows<{ storage_key: string; size: number }>(
    q,
    sql`update data_exports set downloaded_at = coalesce(downloaded_at, now())
         where id = ${id} and user_id = ${userId}
           and status = 'ready' and expires_at > now()
        returning storage_key, size`,
  );
  return row ? { storageKey: row.storage_key, size: Number(row.size) } : null;
}

export interface MemberContact {
  id: number;
  email: string;
  first_name: string;
  password_hash: string | null;
  status: 'active' | 'pending_review' | 'disabled';
  staff_role: 'admin' | 'editor' | null;
  deletion_requested_at: Date | null;
}

export async function findMember(q: Queryable, userId: number) {
  const [row] = await selectRows<MemberContact>(
    q,
    sql`select id, email, first_name, password_hash, status, staff_role, deletion_requested_at
          from users where id = ${userId}`,
  );
  return row ?? null;
}

/**
 * Stops the account at once (status disabled: migration 0001's trigger ends every session) and
 * starts the grace period. Answers when it started, or null if the account was not active.
 */
export async function markDeletionRequested(q: Queryable, userId: number) {
  const [row] = await selectRows<{ deletion_requested_at: Date }>(
    q,
    sql`update users set status = 'disabled', deletion_requested_at = now(),
               updated_at = greatest(date_trunc('milliseconds', now()), updated_at + interval '1 millisecond')
         where id = ${userId} and status = 'active'
        returning deletion_requested_at`,
  );
  return row?.deletion_requested_at ?? null;
}

/** The notice type of "your data is ready": about the member's own account, not a preference. */
export async function noticeTypeId(q: Queryable, title: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into notification_types (title, icon, kind, active_by_default, sort_order)
        values (${title}, 'download', 'notice', true, 1001)
        on conflict (title) do update set kind = 'notice'
        returning id`,
  );
  return row!.id;
}

export async function insertNotice(
  q: Queryable,
  notice: { userId: number; typeId: number; title: string; url: string; itemId: number },
) {
  await q.execute(
    sql`insert into notifications (user_id, notification_type_id, title, url, item_id)
        values (${notice.userId}, ${notice.typeId}, ${notice.title}, ${notice.url}, ${notice.itemId})
        on conflict do nothing`,
  );
}
