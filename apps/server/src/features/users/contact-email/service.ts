// Proving a new contact address (decision 0074). A changed contact email waits, used for
// nothing, until the member opens the link emailed to it while signed in to their account; the
// old one stays in force. Only then does it tie records kept by address (enquiries, the
// newsletter, captured mail) to the account, for the member's export and erasure.
//
// The link is a `confirm_email` one-time code (lib/one-time-codes.ts: 256-bit, stored hashed,
// single use, expiring), bound to the account: opened in another account's session it is
// refused like any wrong code. Each new address spends the links sent before it.
import type { AuditKind } from '@techgold/contracts/audit-actions';
import {
  CONTACT_EMAIL_LINK_HOURS,
  CONTACT_EMAIL_LINKS_PER_HOUR,
  contactEmailMessages,
} from '@techgold/contracts/account';
import type { Db, Queryable, Tx } from '../../../db/client.ts';
import { wrongAnswers } from '../../../lib/counters.ts';
import { HttpError, TooManyRequestsError } from '../../../lib/errors.ts';
import {
  consumeCode,
  countCodesSince,
  findLiveCode,
  issueCode,
} from '../../../lib/one-time-codes.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { confirmContactEmail } from './emails.ts';
import * as repo from './repository.ts';

/** Wrong codes before 429: per client, and per account + client (as set-password links). */
export const CONTACT_CODE_FAILURES = { perIp: 30, perUserAndIp: 10, windowSeconds: 600 };

const normal = (email: string) => email.trim().toLowerCase();
const invalidLink = () => new HttpError(404, contactEmailMessages.invalid);

export interface ContactEmailDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail'>;
  publicBaseUrl: string;
  /** false turns the counters off (RATE_LIMITS=false, benchmarks only). */
  limits: boolean;
  /** The staff console's audit trail (admin/audit/trail.ts), handed in by services.ts. */
  change: <T>(
    actor: { userId: number | null; ip: string | null },
    work: (
      tx: Tx,
      audit: (entry: { kind: AuditKind; targetType: 'user'; targetId: number }) => Promise<void>,
    ) => Promise<T>,
  ) => Promise<T>;
}

export function createContactEmailService({
  db,
  jobs,
  publicBaseUrl,
  limits,
  change,
}: ContactEmailDeps) {
  const wrongCodes = wrongAnswers(db, 'contact-code-fail', CONTACT_CODE_FAILURES, limits);
  const linkFor = (code: string) =>
    `${publicBaseUrl}/account/contact-email/${encodeURIComponent(code)}`;

  /** Emails a fresh link for `address`, spending older ones; 429 past the hourly allowance. */
  async function sendLink(tx: Queryable, userId: number, address: string) {
    const hourAgo = new Date(Date.now() - 3600_000);
    if (
      limits &&
      (await countCodesSince(tx, userId, 'confirm_email', hourAgo)) >= CONTACT_EMAIL_LINKS_PER_HOUR
    ) {
      throw new TooManyRequestsError(3600, contactEmailMessages.tooMany);
    }
    await repo.spendConfirmationLinks(tx, userId);
    const code = await issueCode(tx, userId, 'confirm_email', CONTACT_EMAIL_LINK_HOURS * 3600_000);
    await jobs.enqueueMail(tx, confirmContactEmail(address, linkFor(code)));
  }

  /**
   * A profile save's contact email, in the save's transaction. The address in force, or the
   * proved sign-in email, applies at once; anything else waits for its link (sent once per
   * new address, not on every save). Answers whether a link was sent.
   */
  async function requestChange(tx: Tx, userId: number, requested: string): Promise<boolean> {
    const state = await repo.lockContactState(tx, userId);
    if (!state) return false;
    const next = normal(requested);
    if (state.contact_email !== null && next === normal(state.contact_email)) {
      // Back to the address in force: whatever was waiting is dropped, its link with it.
      if (state.pending_contact_email !== null) {
        await repo.setPending(tx, userId, null);
        await repo.spendConfirmationLinks(tx, userId);
      }
      return false;
    }
    if (next === normal(state.email) && state.email_confirmed_at) {
      await repo.useProvedAddress(tx, userId, requested.trim(), state.email_confirmed_at);
      await repo.spendConfirmationLinks(tx, userId);
      return false;
    }
    if (state.pending_contact_email !== null && next === normal(state.pending_contact_email)) {
      return false;
    }
    await repo.setPending(tx, userId, requested.trim());
    await sendLink(tx, userId, requested.trim());
    return true;
  }

  /**
   * Sends the link again: to the address waiting, or to an unconfirmed contact email in force
   * (given at sign-up), which then waits for it like a new one.
   */
  async function resend(userId: number): Promise<{ message: string }> {
    await db.transaction(async (tx) => {
      const state = await repo.lockContactState(tx, userId);
      const unproved =
        state?.contact_email &&
        !state.contact_email_confirmed_at &&
        !(state.email_confirmed_at && normal(state.contact_email) === normal(state.email));
      const address = state?.pending_contact_email ?? (unproved ? state.contact_email : null);
      if (!address) throw new HttpError(409, contactEmailMessages.nothingWaiting);
      if (!state?.pending_contact_email) await repo.setPending(tx, userId, address);
      await sendLink(tx, userId, address);
    });
    return { message: contactEmailMessages.resent };
  }

  /**
   * Confirms the address the link was sent to, for the signed-in member only. A wrong, used,
   * expired or someone else's code reads the same; wrong codes are counted (a right code is
   * never refused).
   */
  async function confirm(
    caller: { userId: number; ip: string; ipBucket: string },
    code: string,
  ): Promise<{ message: string }> {
    const live = await findLiveCode(db, caller.userId, code, 'confirm_email');
    if (!live) {
      await wrongCodes.refuseWhileHeld(caller.userId, caller.ipBucket);
      await wrongCodes.count(caller.userId, caller.ipBucket);
      throw invalidLink();
    }
    await change({ userId: caller.userId, ip: caller.ip }, async (tx, audit) => {
      if (!(await consumeCode(tx, live.id))) throw invalidLink();
      if (!(await repo.confirmPending(tx, caller.userId))) throw invalidLink();
      // The fact only: the address itself stays out of the log.
      await audit({
        kind: 'member.contact_email_confirmed',
        targetType: 'user',
        targetId: caller.userId,
      });
    });
    return { message: contactEmailMessages.confirmed };
  }

  return { requestChange, resend, confirm };
}

export type ContactEmailService = ReturnType<typeof createContactEmailService>;
