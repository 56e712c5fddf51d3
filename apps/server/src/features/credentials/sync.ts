// The hosted platform's credentials, copied into ours (docs/decisions/0044). Each run asks for
// what changed since the last successful run (with a few minutes' overlap for clocks), page
// by page; each page is applied in one statement — new and changed credentials upserted by
// the platform's id, revoked ones removed, ones for people who are not members skipped —
// so a run that stops part-way has lost nothing and the next one repeats harmlessly. Members
// who joined since the last run are asked about by address, since what was issued before
// they joined was skipped then. The cursor moves only when the whole run succeeded.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import type {
  CredentialsPlatform,
  PlatformCredential,
} from '../../integrations/credentials/platform.ts';

export const CREDENTIALS_SYNC_QUEUE = 'credentials-sync';
const CURSOR = 'credentials';
/** Re-read this much before the last run's start: clocks differ, and upserts repeat safely. */
const OVERLAP_MS = 5 * 60 * 1000;
/** A platform that claims more pages than this is not followed further in one run. */
const MAX_PAGES = 10_000;
const NEW_MEMBERS_BATCH = 200;
const BADGES_PER_RUN = 50;
const BADGE_PX = 600;

export interface SyncLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SyncReport {
  upserted: number;
  removed: number;
  /** Credentials for addresses that are not (yet) members. */
  skipped: number;
  newMembers: number;
  badges: number;
}

async function readCursor(db: Db): Promise<string | null> {
  const [row] = await selectRows<{ cursor: string }>(
    db,
    sql`select cursor from integration_cursors where name = ${CURSOR}`,
  );
  return row?.cursor ?? null;
}

async function writeCursor(db: Db, cursor: string) {
  await db.execute(sql`
    insert into integration_cursors (name, cursor) values (${CURSOR}, ${cursor})
    on conflict (name) do update set cursor = excluded.cursor, updated_at = now()`);
}

/** Only web addresses are kept as the issuer's page. */
const webUrl = (url: string | null) => (url && /^https?:\/\/\S+$/i.test(url) ? url : null);

/** Applies one page in one transaction; answers what it did. */
async function applyPage(db: Db, credentials: PlatformCredential[]) {
  // The last word on each credential in the page (a platform may list one twice).
  const byId = new Map(credentials.map((c) => [c.id, c]));
  if (byId.size === 0) return { upserted: 0, removed: 0, skipped: 0 };
  const groups = new Map([...byId.values()].map((c) => [c.group.id, c.group]));
  const rows = [...byId.values()].map((c) => ({
    id: c.id,
    email: c.recipientEmail,
    group_id: c.group.id,
    issued_at: c.issuedAt,
    expires_at: c.expiresAt,
    url: webUrl(c.url),
    revoked: c.revoked,
  }));
  return db.transaction(async (tx) => {
    for (const group of groups.values()) {
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
    const [result] = await selectRows<{ upserted: number; removed: number; skipped: number }>(
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

/** Badge pictures the platform has and we do not, re-encoded as PNG by sharp. */
async function fetchMissingBadges(db: Db, platform: CredentialsPlatform, log: SyncLog) {
  const missing = await selectRows<{ design: string }>(
    db,
    sql`select distinct badge_design_id as design from credential_groups
         where external_id is not null and badge_design_id is not null and badge_png is null
         limit ${BADGES_PER_RUN}`,
  );
  let stored = 0;
  for (const { design } of missing) {
    try {
      const image = await platform.badgeImage(design);
      if (!image) continue;
      const png = await sharp(image, { limitInputPixels: 40_000_000, failOn: 'truncated' })
        .resize({ width: BADGE_PX, height: BADGE_PX, fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 })
        .toBuffer();
      await db.execute(
        sql`update credential_groups set badge_png = ${png} where badge_design_id = ${design}`,
      );
      stored++;
    } catch (error) {
      // The drawn badge shows meanwhile; the next run tries again.
      log.warn({ design, err: { message: (error as Error).message } }, 'badge picture not stored');
    }
  }
  return stored;
}

/**
 * One run. A failure (platform down, an answer we cannot read) is logged and thrown, so the
 * job system retries it with back-off; what the run applied stays, and the cursor has not
 * moved, so the retry covers everything again.
 */
export async function syncCredentials(
  db: Db,
  platform: CredentialsPlatform,
  log: SyncLog,
): Promise<SyncReport> {
  try {
    return await run(db, platform, log);
  } catch (error) {
    log.error(
      { err: { name: (error as Error).name, message: (error as Error).message } },
      'credentials sync stopped; the job retries it',
    );
    throw error;
  }
}

async function run(db: Db, platform: CredentialsPlatform, log: SyncLog): Promise<SyncReport> {
  const startedAt = new Date(Date.now() - OVERLAP_MS).toISOString();
  const since = await readCursor(db);
  const report: SyncReport = { upserted: 0, removed: 0, skipped: 0, newMembers: 0, badges: 0 };
  const add = (r: { upserted: number; removed: number; skipped: number }) => {
    report.upserted += r.upserted;
    report.removed += r.removed;
    report.skipped += r.skipped;
  };

  for (let page: number | null = 1, n = 0; page !== null && n < MAX_PAGES; n++) {
    const result = await platform.listChanged(since, page);
    add(await applyPage(db, result.credentials));
    page = result.nextPage;
  }

  if (since) {
    // Members who joined since then: what was issued to them before they joined.
    for (let after = 0; ;) {
      const members = await selectRows<{ id: number; email: string }>(
        db,
        sql`select id, email from users
             where created_at >= ${since}::timestamptz and id > ${after}
             order by id limit ${NEW_MEMBERS_BATCH}`,
      );
      for (const member of members) {
        add(await applyPage(db, await platform.listRecipient(member.email)));
        report.newMembers++;
      }
      if (members.length < NEW_MEMBERS_BATCH) break;
      after = members.at(-1)!.id;
    }
  }

  report.badges = await fetchMissingBadges(db, platform, log);
  await writeCursor(db, startedAt);
  log.info({ ...report }, 'credentials synced');
  return report;
}
