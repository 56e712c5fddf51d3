// Sign-in, password reset and set-password links. Nothing here tells whether an account
// exists: failures read the same, and a reset request does the same work for any address
// (the lookup happens in a background job).
import type { AuditKind } from '@techgold/contracts/audit-actions';
import {
  CURRENT_PASSWORD_MISSING,
  CURRENT_PASSWORD_WRONG,
  type ConfirmEmailResponse,
} from '@techgold/contracts/auth';
import { messages } from '@techgold/contracts/messages';
import { privacyMessages } from '@techgold/contracts/privacy';
import type { Db, Tx } from '../../db/client.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import {
  clearCounters,
  hitCounter,
  holdFor,
  readCounter,
  wrongAnswers,
} from '../../lib/counters.ts';
import {
  ForbiddenError,
  HttpError,
  TooManyRequestsError,
  ValidationError,
} from '../../lib/errors.ts';
import {
  consumeCode,
  countCodesSince,
  findLiveCode,
  issueCode,
  setPasswordLink,
  spendOpenCodes,
} from '../../lib/one-time-codes.ts';
// Named in lib/queues.ts: the staff console sends to it too.
import { PASSWORD_RESET_QUEUE } from '../../lib/queues.ts';
import { deviceToken, trustedDevice } from './device-cookie.ts';
import { deletionCancelledEmail, passwordResetEmail, finishRegistrationEmail } from './emails.ts';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';

/**
 * Sign-in back-off (OWASP's device-cookie pattern, device-cookie.ts). Failures are counted
 * per account and client address, so guessing from one address slows that address only, and
 * per account across every client that has not signed in to it before, so guessing from
 * rotating addresses slows those clients only. A browser holding the account's device cookie
 * is counted on its own and keeps signing in whatever strangers do.
 */
export const LOGIN_FREE_FAILURES = 5;
/** Failures from untrusted clients, all addresses together, before each must wait. */
export const LOGIN_UNTRUSTED_FREE_FAILURES = 20;
/** The longest wait, so the owner is slowed down but never shut out. */
export const LOGIN_MAX_WAIT_SECONDS = 15 * 60;
const LOGIN_FAILURE_WINDOW = 3600;

/** Wrong codes (confirm-email, set-password) before 429: per client, and per account + client. */
export const CODE_FAILURES = { perIp: 30, perUserAndIp: 10, windowSeconds: 600 };

/** Reset emails an account receives at most per hour, however often they are asked for. */
export const RESET_EMAILS_PER_HOUR = 5;
/** The account page's Reset Password link is used at once: it lives 15 minutes. */
export const RESET_LINK_TTL_MS = 15 * 60_000;

export interface AuthServiceDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail' | 'send'>;
  publicBaseUrl: string;
  /** false turns the failure back-off off (RATE_LIMITS=false, benchmarks only). */
  limits: boolean;
  /** Signs device cookies (device-cookie.ts). */
  deviceSecret: string;
  /** The audit trail (admin/audit/trail.ts, handed in by services.ts): a cancelled deletion is recorded (0075). */
  change: AuthAuditedChange;
}

/** The staff console's audit trail as this feature uses it (features do not import each other). */
export type AuthAuditedChange = <T>(
  actor: { userId: number | null; ip: string | null },
  work: (
    tx: Tx,
    audit: (entry: { kind: AuditKind; targetType: 'user'; targetId: number }) => Promise<void>,
  ) => Promise<T>,
) => Promise<T>;

/** Who is signing in, as the back-off sees them. */
export interface SignInClient {
  /** The client's address bucket (an IPv6 /64 is one client). */
  ip: string;
  /** The device cookie the browser sent, if any. */
  device?: string;
  /** The client's own address, for the audit row of a cancelled deletion. */
  address?: string;
}

const invalidLink = () => new HttpError(422, messages.setPasswordLinkInvalid);
const normal = (email: string) => email.trim().toLowerCase();

export function createAuthService({
  db,
  jobs,
  publicBaseUrl,
  limits,
  deviceSecret,
  change,
}: AuthServiceDeps) {
  const linkFor = (userId: number, code: string) => setPasswordLink(publicBaseUrl, userId, code);
  /** Wrong codes, and wrong current passwords on a Reset Password link, count alike. */
  const wrongCodes = wrongAnswers(db, 'code-fail', CODE_FAILURES, limits);

  /** Throws 429 while the counter `key` has reached `limit` in its window (any hit: 1). */
  async function refuseWhileHeld(key: string, limit = 1) {
    if (!limits) return;
    const state = await readCounter(db, key);
    if (state && state.count >= limit) {
      throw new TooManyRequestsError(state.retry_after);
    }
  }

  /** Counts a failure on `failKey`; past `free` failures, `waitKey` holds 1, 2, 4… seconds. */
  async function backOff(failKey: string, waitKey: string, free: number) {
    const { count } = await hitCounter(db, failKey, LOGIN_FAILURE_WINDOW);
    if (count >= free) {
      await holdFor(db, waitKey, Math.min(2 ** (count - free), LOGIN_MAX_WAIT_SECONDS));
    }
  }

  /**
   * Returns the user id, and the device token to give the browser. Every failure reads the same (no account enumeration); only failures count, and
   * where they count depends on the client (see LOGIN_FREE_FAILURES).
   */
  async function authenticate(
    email: string,
    password: string,
    client: SignInClient,
    { cancelDeletion = false }: { cancelDeletion?: boolean } = {},
  ): Promise<{ userId: number; device: string }> {
    const address = normal(email);
    const user = await repo.findUserByEmail(db, address);
    // No account: epoch 0, so the work (and the answer) is the same as for one.
    const trusted = trustedDevice(deviceSecret, address, user?.deviceEpoch ?? 0, client.device);
    const keys = trusted
      ? { fail: [`login-fail:device:${trusted}`], wait: [`login-wait:device:${trusted}`] }
      : {
          fail: [`login-fail:${address}|${client.ip}`, `login-fail:${address}`],
          wait: [`login-wait:${address}|${client.ip}`, `login-wait:${address}`],
        };
    for (const key of keys.wait) await refuseWhileHeld(key);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    // Only the right password learns that the account is waiting to be deleted (0064).
    const deleting = Boolean(user && ok && user.deletionRequestedAt);
    if (deleting && !cancelDeletion) {
      throw new HttpError(403, privacyMessages.deletionPending, undefined, undefined, {
        deletion_pending: true,
      });
    }
    if (deleting && user) {
      await change({ userId: user.id, ip: client.address ?? null }, async (tx, audit) => {
        if (await repo.cancelDeletion(tx, user.id)) {
          await audit({ kind: 'member.delete_cancel', targetType: 'user', targetId: user.id });
          await jobs.enqueueMail(tx, deletionCancelledEmail(user.email, user.firstName));
        }
      });
      user.status = 'active';
    }
    if (!user || !ok || user.status === 'disabled') {
      if (limits) {
        await backOff(keys.fail[0]!, keys.wait[0]!, LOGIN_FREE_FAILURES);
        if (!trusted) await backOff(keys.fail[1]!, keys.wait[1]!, LOGIN_UNTRUSTED_FREE_FAILURES);
      }
      throw new ValidationError({ email: [messages.loginFailed] }, messages.loginFailed);
    }
    if (user.status === 'pending_review') {
      throw new ForbiddenError(
        'Your account is waiting for our team to approve it. We will email you as soon as it is ready.',
      );
    }
    // This client's own count starts again; strangers' count against the account does not.
    if (limits) await clearCounters(db, [keys.fail[0]!, keys.wait[0]!]);
    // A fresh token each time: its lifetime starts again. (Cancelling a deletion changes the
    // status, not the epoch, so the epoch read above is still the account's.)
    return { userId: user.id, device: deviceToken(deviceSecret, address, user.deviceEpoch) };
  }

  /** Queues the reset: the same work whether or not the address has an account. */
  async function requestPasswordReset(email: string): Promise<void> {
    await jobs.send(PASSWORD_RESET_QUEUE, { email: normal(email) });
  }

  /** The queued half: emails a reset link to an active account, at most 5 an hour. */
  async function sendPasswordReset({ email }: { email: string }): Promise<void> {
    const user = await repo.findUserByEmail(db, email);
    if (!user || user.status === 'disabled') return;
    const hourAgo = new Date(Date.now() - 3600_000);
    if ((await countCodesSince(db, user.id, 'set_password', hourAgo)) >= RESET_EMAILS_PER_HOUR) {
      return;
    }
    await db.transaction(async (tx) => {
      const code = await issueCode(tx, user.id, 'set_password');
      // Someone who never set a password is finishing their sign-up, not resetting.
      const email = user.passwordHash ? passwordResetEmail : finishRegistrationEmail;
      await jobs.enqueueMail(tx, email(user.email, user.firstName, linkFor(user.id, code)));
    });
  }

  /**
   * The live code, or null. Wrong codes count against the client, and against the account
   * from that client; a right code is never refused, so nobody can block a member's emailed
   * links by guessing at their user id, and a whole class behind one school network can
   * confirm its links. Codes are 256-bit: the counts only stop a client hammering us.
   */
  async function checkedCode(userId: number, code: string, ipBucket: string) {
    const row = await findLiveCode(db, userId, code, 'set_password');
    if (row) return row;
    await wrongCodes.refuseWhileHeld(userId, ipBucket);
    await wrongCodes.count(userId, ipBucket);
    return null;
  }

  /** Checks an emailed link; opening it proves the address, so the email counts as confirmed. */
  async function confirmEmail(
    userId: number,
    code: string,
    ipBucket: string,
  ): Promise<ConfirmEmailResponse> {
    const row = await checkedCode(userId, code, ipBucket);
    if (!row) throw invalidLink();
    const user = await repo.markEmailConfirmed(db, userId, !row.needsCurrentPassword);
    if (!user) throw invalidLink();
    return {
      valid: true,
      email: user.email,
      current_password_required: row.needsCurrentPassword,
    };
  }

  /**
   * A link minted for a session (Reset Password) works only with the account's current
   * password: whoever holds a session must still prove they are the owner. Wrong guesses count
   * as wrong codes do, per client and per account + client.
   */
  async function checkCurrentPassword(
    userId: number,
    currentPassword: string | undefined,
    ipBucket: string,
  ) {
    if (!currentPassword) {
      throw new ValidationError({ current_password: [CURRENT_PASSWORD_MISSING] });
    }
    await wrongCodes.refuseWhileHeld(userId, ipBucket);
    if (!(await verifyPassword(await repo.findPasswordHash(db, userId), currentPassword))) {
      await wrongCodes.count(userId, ipBucket);
      throw new ValidationError({ current_password: [CURRENT_PASSWORD_WRONG] });
    }
  }

  async function setPassword(
    userId: number,
    code: string,
    password: string,
    ipBucket: string,
    currentPassword?: string,
  ) {
    const problems = passwordProblems(password);
    if (problems.length) throw new ValidationError({ password: problems });
    const live = await checkedCode(userId, code, ipBucket);
    if (!live) throw invalidLink();
    if (live.needsCurrentPassword) await checkCurrentPassword(userId, currentPassword, ipBucket);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const row = await findLiveCode(tx, userId, code, 'set_password');
      if (!row || !(await consumeCode(tx, row.id))) throw invalidLink();
      await repo.updatePassword(tx, userId, passwordHash, !row.needsCurrentPassword);
      // Every other link sent to this account dies with this one.
      await spendOpenCodes(tx, userId);
      // A new password signs out everywhere (a reset is often a response to theft): every
      // session, and every browser's device cookie.
      await repo.signOutEverywhere(tx, userId);
    });
  }

  /**
   * A fresh, short-lived set-password link for the signed-in user (Reset Password). It needs
   * the current password to be used: holding a session is not proof of owning the account.
   */
  async function passwordResetLinkFor(userId: number): Promise<string> {
    const code = await issueCode(db, userId, 'set_password', RESET_LINK_TTL_MS, {
      needsCurrentPassword: true,
    });
    return linkFor(userId, code);
  }

  return {
    authenticate,
    requestPasswordReset,
    sendPasswordReset,
    confirmEmail,
    setPassword,
    passwordResetLinkFor,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
