// Privacy self-service and retention (issue 29, decision 0064): the member's data export and
// account deletion, the erasure both end in (also used by staff acting on a rights request),
// and the retention job driven by the one rules table in @techgold/contracts/retention.
import { Transform, type Readable } from 'node:stream';
import { parseId } from '@techgold/contracts/ids';
import type { AuditKind } from '@techgold/contracts/audit-actions';
import { privacyMessages, type ExportSummary } from '@techgold/contracts/privacy';
import {
  ACCOUNT_WARNING_DAYS,
  DELETION_GRACE_DAYS,
  EXPORT_LINK_HOURS,
  RETENTION_RULES,
  type RetentionKey,
  type RetentionRule,
} from '@techgold/contracts/retention';
import type { Db, Tx } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/storage.ts';
import { wrongAnswers } from '../../lib/counters.ts';
import {
  HttpError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { archiveStream } from './archive.ts';
import {
  accountErasedEmail,
  deletionRequestedEmail,
  exportReadyEmail,
  inactiveWarningEmail,
} from './emails.ts';
import { accountHeld, eraseMember, erasurePreview } from './erasure-repository.ts';
import { provedAddresses } from './proved-addresses-repository.ts';
import { collectMemberData, memberUploads } from './export-repository.ts';
import * as repo from './repository.ts';
import * as retention from './retention-repository.ts';

export const EXPORT_QUEUE = 'privacy-export';
export interface ExportJob {
  exportId: number;
}
const NOTICE_TYPE = 'Your data';
/** Wrong passwords on the delete form count like wrong codes: per client, per account + client. */
const PASSWORD_FAILURES = { perIp: 30, perUserAndIp: 10, windowSeconds: 600 };

/** Who acts, as the audit log records them (null: the retention job). */
export interface PrivacyActor {
  userId: number | null;
  ip: string | null;
}
type AuditFn = (entry: {
  kind: AuditKind;
  targetType: 'user';
  targetId: number;
  data?: Record<string, unknown> | null;
}) => Promise<void>;
/** The staff console's audit trail (admin/audit/trail.ts), handed in by services.ts. */
export type PrivacyChange = <T>(
  actor: PrivacyActor,
  work: (tx: Tx, audit: AuditFn) => Promise<T>,
) => Promise<T>;

export interface PrivacyDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail' | 'send'>;
  storage: FileStorage;
  publicBaseUrl: string;
  change: PrivacyChange;
  verifyPassword: (hash: string | null, password: string) => Promise<boolean>;
  limits: boolean;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const summary = (row: repo.ExportRow): ExportSummary => ({
  id: row.id,
  status: row.status,
  created_at: iso(row.created_at)!,
  ready_at: iso(row.ready_at),
  expires_at: iso(row.expires_at),
  downloaded_at: iso(row.downloaded_at),
  // bigint: a string on one driver.
  size: row.size === null ? null : Number(row.size),
});

/** Counts the bytes passing through (the archive's size, known once it is written). */
function byteCounter() {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}

export function createPrivacyService(deps: PrivacyDeps) {
  const { db, jobs, storage, publicBaseUrl, change, verifyPassword, limits } = deps;
  const wrongPasswords = wrongAnswers(db, 'privacy-password', PASSWORD_FAILURES, limits);
  const loginUrl = `${publicBaseUrl}/login`;

  async function overview(userId: number) {
    return { exports: (await repo.listExports(db, userId, 5)).map(summary) };
  }

  /**
   * Queues a copy of everything held about the member. A copy still being made is answered
   * instead of a second one. `requestedBy`: the staff member acting on an access request.
   */
  async function requestExport(userId: number, requestedBy: number | null = null, tx?: Tx) {
    const run = async (q: Tx) => {
      const pending = await repo.pendingExportOf(q, userId);
      if (pending) return { created: false, export: summary(pending) };
      const row = await repo.insertExport(q, userId, requestedBy);
      await jobs.send<ExportJob>(EXPORT_QUEUE, { exportId: row.id }, q);
      return { created: true, export: summary(row) };
    };
    return tx ? run(tx) : db.transaction(run);
  }

  /** The job: writes the archive to storage, then tells the member in the app and by email. */
  async function buildExport({ exportId }: ExportJob) {
    const row = await repo.findExport(db, exportId);
    if (!row || row.status !== 'pending') return;
    const member = await repo.findMember(db, row.user_id);
    if (!member) return;
    const { data, files } = await db.transaction(async (tx) => ({
      data: await collectMemberData(tx, member.id),
      files: await memberUploads(tx, member.id),
    }));
    const key = `${randomToken(24)}.zip`;
    try {
      const counter = byteCounter();
      const archive = archiveStream(data, files, storage, new Date());
      archive.on('error', (err) => counter.stream.destroy(err));
      await storage.put(key, archive.pipe(counter.stream), 'application/zip');
      const token = randomToken();
      const url = `${publicBaseUrl}/account/privacy/download/${exportId}/${token}`;
      await db.transaction(async (tx) => {
        const ready = await repo.markExportReady(tx, exportId, {
          storageKey: key,
          size: counter.bytes(),
          tokenHash: sha256(token),
          hours: EXPORT_LINK_HOURS,
        });
        if (!ready) throw new Error(`export ${exportId} is no longer pending`);
        await repo.insertNotice(tx, {
          userId: member.id,
          typeId: await repo.noticeTypeId(tx, NOTICE_TYPE),
          title: privacyMessages.exportReadyTitle,
          url: '/account/privacy',
          itemId: exportId,
        });
        await jobs.enqueueMail(tx, exportReadyEmail(member.email, member.first_name, url));
      });
    } catch (err) {
      await storage.delete(key).catch(() => undefined);
      await repo.markExportFailed(db, exportId);
      throw err;
    }
  }

  /** The emailed link: once, within its hours, only for its member; every refusal alike. */
  async function download(
    userId: number,
    id: string,
    token: string,
  ): Promise<{ body: Readable; size: number }> {
    const exportId = parseId(id);
    const claimed = exportId && (await repo.claimDownload(db, exportId, userId, sha256(token)));
    if (!claimed) throw new NotFoundError(privacyMessages.linkInvalid);
    const file = await storage.get(claimed.storageKey);
    if (!file) throw new NotFoundError(privacyMessages.linkInvalid);
    return file;
  }

  /** The privacy page's download of the member's own archive, within its lifetime. */
  async function downloadOwn(
    userId: number,
    id: string,
  ): Promise<{ body: Readable; size: number }> {
    const exportId = parseId(id);
    const open = exportId && (await repo.openOwnExport(db, exportId, userId));
    const file = open ? await storage.get(open.storageKey) : null;
    if (!file) throw new NotFoundError(privacyMessages.fileGone);
    return file;
  }

  /** Delete my account: the password again, then sign-in stops and the grace period starts. */
  async function requestDeletion(
    caller: { userId: number; ip: string; ipBucket: string },
    password: string,
  ) {
    const member = await repo.findMember(db, caller.userId);
    if (!member || member.status !== 'active') throw new UnauthenticatedError();
    if (member.staff_role) {
      throw new HttpError(409, 'A staff account is removed by an admin in the staff console.');
    }
    await wrongPasswords.refuseWhileHeld(member.id, caller.ipBucket);
    if (!(await verifyPassword(member.password_hash, password))) {
      await wrongPasswords.count(member.id, caller.ipBucket);
      throw new ValidationError({ password: [privacyMessages.passwordWrong] });
    }
    return change({ userId: member.id, ip: caller.ip }, async (tx, audit) => {
      const requestedAt = await repo.markDeletionRequested(tx, member.id);
      if (!requestedAt) throw new UnauthenticatedError();
      await audit({ kind: 'member.delete_request', targetType: 'user', targetId: member.id });
      const eraseOn = new Date(new Date(requestedAt).getTime() + DELETION_GRACE_DAYS * 86_400_000);
      await jobs.enqueueMail(
        tx,
        deletionRequestedEmail(member.email, member.first_name, eraseOn, loginUrl),
      );
      return {
        message: privacyMessages.deletionRequested,
        erase_on: eraseOn.toISOString().slice(0, 10),
      };
    });
  }

  /**
   * Erases one account inside the caller's audited transaction (decision 0064: what goes, what
   * stays without them), audited as `kind`. Answers the files to remove once it has committed
   * (removeFiles), or null when there was no such account. `notify`: email the member that it
   * is done (not for sign-ups that never became accounts).
   */
  async function eraseWithin(
    tx: Tx,
    audit: AuditFn,
    userId: number,
    { kind = 'member.erase', notify = true }: { kind?: AuditKind; notify?: boolean } = {},
  ): Promise<string[] | null> {
    const member = await repo.findMember(tx, userId);
    if (!member) return null;
    const erased = await eraseMember(tx, userId);
    if (!erased) return null;
    await audit({ kind, targetType: 'user', targetId: userId });
    if (notify) await jobs.enqueueMail(tx, accountErasedEmail(member.email, member.first_name));
    return erased.storageKeys;
  }

  /**
   * What erasing `userId` would remove: by address (each record with the proved address that
   * matched it, decision 0074) and with the account. Null when there is no such account.
   */
  async function previewErasure(userId: number, q: Tx | Db = db) {
    const member = await repo.findMember(q, userId);
    if (!member) return null;
    return { ...(await erasurePreview(q, userId)), account: await accountHeld(q, userId) };
  }

  /** The proved addresses an erasure would match on now, sorted (to compare with a preview). */
  const provedAddressesOf = async (q: Tx, userId: number) =>
    (await provedAddresses(q, userId)).sort();

  /** Removes stored files after the transaction that let go of them has committed. */
  async function removeFiles(keys: string[]) {
    for (const key of keys) await storage.delete(key).catch(() => undefined);
  }

  async function erase(
    actor: PrivacyActor,
    userId: number,
    options: { kind?: AuditKind; notify?: boolean } = {},
  ): Promise<boolean> {
    const keys = await change(actor, (tx, audit) => eraseWithin(tx, audit, userId, options));
    if (!keys) return false;
    await removeFiles(keys);
    return true;
  }

  // ---- Retention: one handler per rule, the period read from the rule itself ---------------
  const system: PrivacyActor = { userId: null, ip: null };
  const amount = (rule: RetentionRule) => rule.keep.amount;

  async function eraseEach(userIds: number[], kind: AuditKind, notify: boolean) {
    let n = 0;
    for (const id of userIds) if (await erase(system, id, { kind, notify })) n++;
    return n;
  }

  function handlers(at: Date, warned: { n: number }) {
    const h: Record<RetentionKey, (rule: RetentionRule) => Promise<number>> = {
      accounts: async (rule) => {
        const due = await db.transaction(async (tx) => {
          const rows = await retention.warnInactive(tx, at, amount(rule), ACCOUNT_WARNING_DAYS);
          for (const row of rows) {
            const on = new Date(`${row.erase_on}T00:00:00Z`);
            await jobs.enqueueMail(
              tx,
              inactiveWarningEmail(row.email, row.first_name, on, loginUrl),
            );
          }
          warned.n += rows.length;
          return retention.inactiveDue(tx, at, amount(rule), ACCOUNT_WARNING_DAYS);
        });
        return eraseEach(due, 'member.erase', true);
      },
      deletion_requests: async (rule) =>
        eraseEach(await retention.deletionsDue(db, at, amount(rule)), 'member.erase', true),
      sessions: (rule) => retention.deleteSessions(db, at, amount(rule)),
      one_time_codes: (rule) => retention.deleteCodes(db, at, amount(rule)),
      notifications_dismissed: (rule) =>
        retention.deleteDismissedNotifications(db, at, amount(rule)),
      exports: async (rule) => {
        const { count, keys } = await retention.deleteExports(db, at, amount(rule));
        await removeFiles(keys);
        return count;
      },
      newsletter_unconfirmed: (rule) =>
        retention.deleteUnconfirmedSubscribers(db, at, amount(rule)),
      newsletter_unsubscribed: (rule) => retention.anonymiseUnsubscribed(db, at, amount(rule)),
      newsletter_recipients: (rule) =>
        retention.anonymiseNewsletterRecipients(db, at, amount(rule)),
      pending_review: async (rule) =>
        eraseEach(await retention.pendingReviewsDue(db, at, amount(rule)), 'review.expire', false),
      rejected_signups: async (rule) =>
        eraseEach(await retention.rejectedDue(db, at, amount(rule)), 'review.purge', false),
      enquiries: (rule) => retention.deleteClosedEnquiries(db, at, amount(rule)),
      rights_requests: (rule) => retention.deleteAnsweredRightsRequests(db, at, amount(rule)),
      captured_mail: (rule) => retention.deleteCapturedMail(db, at, amount(rule)),
      course_search_misses: (rule) => retention.deleteCourseSearchMisses(db, at, amount(rule)),
    };
    return h;
  }

  /**
   * The retention job's body: every rule of the table, in order, as of `at` (now, or a moved
   * clock in tests). Answers counts only, by rule, and how many members were warned.
   */
  async function runRetention(at: Date = new Date()) {
    const warned = { n: 0 };
    const run = handlers(at, warned);
    const counts = {} as Record<RetentionKey, number>;
    for (const rule of RETENTION_RULES) counts[rule.key] = await run[rule.key](rule);
    return { counts, warned: warned.n };
  }

  return {
    overview,
    requestExport,
    buildExport,
    download,
    downloadOwn,
    requestDeletion,
    erase,
    eraseWithin,
    previewErasure,
    provedAddressesOf,
    removeFiles,
    runRetention,
    /** The rules the job runs, by key (a test checks they are the table's). */
    retentionKeys: () => Object.keys(handlers(new Date(), { n: 0 })) as RetentionKey[],
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
