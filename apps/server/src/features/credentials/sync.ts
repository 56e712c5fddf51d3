// The hosted platform's credentials, copied into ours (docs/decisions/0044). Each run asks for
// what changed since the last successful run (with a few minutes' overlap for clocks), page
// by page; each page is applied in one statement — new and changed credentials upserted by
// the platform's id, revoked ones removed, ones for people who are not members skipped —
// so a run that stops part-way has lost nothing and the next one repeats harmlessly. Members
// who joined since the last run are asked about by address, since what was issued before
// they joined was skipped then. The cursor moves only when the whole run succeeded.
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import type {
  CredentialsPlatform,
  PlatformCredential,
} from '../../integrations/credentials/platform.ts';
import {
  applySyncPage,
  designsMissingBadges,
  membersJoinedSince,
  readCursor,
  storeBadge,
  writeCursor,
  type PageResult,
} from './sync-repository.ts';

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

/** Only web addresses are kept as the issuer's page. */
const webUrl = (url: string | null) => (url && /^https?:\/\/\S+$/i.test(url) ? url : null);

/** Applies one page in one transaction; answers what it did. */
async function applyPage(db: Db, credentials: PlatformCredential[]): Promise<PageResult> {
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
  return applySyncPage(db, groups.values(), rows);
}

/** Badge pictures the platform has and we do not, re-encoded as PNG by sharp. */
async function fetchMissingBadges(db: Db, platform: CredentialsPlatform, log: SyncLog) {
  const missing = await designsMissingBadges(db, BADGES_PER_RUN);
  let stored = 0;
  for (const design of missing) {
    try {
      const image = await platform.badgeImage(design);
      if (!image) continue;
      const png = await sharp(image, { limitInputPixels: 40_000_000, failOn: 'truncated' })
        .resize({ width: BADGE_PX, height: BADGE_PX, fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 })
        .toBuffer();
      await storeBadge(db, design, png);
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
  const since = await readCursor(db, CURSOR);
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
      const members = await membersJoinedSince(db, since, after, NEW_MEMBERS_BATCH);
      for (const member of members) {
        add(await applyPage(db, await platform.listRecipient(member.email)));
        report.newMembers++;
      }
      if (members.length < NEW_MEMBERS_BATCH) break;
      after = members.at(-1)!.id;
    }
  }

  report.badges = await fetchMissingBadges(db, platform, log);
  await writeCursor(db, CURSOR, startedAt);
  log.info({ ...report }, 'credentials synced');
  return report;
}
