// Sign-in, password reset and set-password links. Every failure that could tell whether an
// account exists reads the same.
import { messages } from '@techgold/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { MailQueue } from '../../plugins/jobs.ts';
import { ForbiddenError, HttpError, ValidationError } from '../../lib/errors.ts';
import { consumeCode, findLiveCode, issueCode, setPasswordLink } from '../../lib/one-time-codes.ts';
import { passwordResetEmail } from './emails.ts';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';

export interface AuthServiceDeps {
  db: Db;
  jobs: MailQueue;
  publicBaseUrl: string;
}

const invalidLink = () => new HttpError(422, messages.setPasswordLinkInvalid);

export function createAuthService({ db, jobs, publicBaseUrl }: AuthServiceDeps) {
  const linkFor = (userId: number, code: string) => setPasswordLink(publicBaseUrl, userId, code);

  /** Returns the user id on success; every failure reads the same (no account enumeration). */
  async function authenticate(email: string, password: string): Promise<number> {
    const user = await repo.findUserByEmail(db, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok || user.status === 'disabled') {
      throw new ValidationError({ email: [messages.loginFailed] }, messages.loginFailed);
    }
    if (user.status === 'pending_review') {
      throw new ForbiddenError(
        'Your account is waiting for our team to approve it. We will email you as soon as it is ready.',
      );
    }
    return user.id;
  }

  /** Emails a reset link when the address belongs to an active account; silent otherwise. */
  async function requestPasswordReset(email: string): Promise<void> {
    const user = await repo.findUserByEmail(db, email);
    if (!user || user.status === 'disabled') return;
    await db.transaction(async (tx) => {
      const code = await issueCode(tx, user.id, 'set_password');
      await jobs.enqueueMail(
        tx,
        passwordResetEmail(user.email, user.firstName, linkFor(user.id, code)),
      );
    });
  }

  /** Checks an emailed link; opening it proves the address, so the email counts as confirmed. */
  async function confirmEmail(userId: number, code: string) {
    if (!(await findLiveCode(db, userId, code))) throw invalidLink();
    const user = await repo.markEmailConfirmed(db, userId);
    if (!user) throw invalidLink();
    return { valid: true as const, email: user.email };
  }

  async function setPassword(userId: number, code: string, password: string): Promise<void> {
    const problems = passwordProblems(password);
    if (problems.length) throw new ValidationError({ password: problems });
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const row = await findLiveCode(tx, userId, code);
      if (!row || !(await consumeCode(tx, row.id))) throw invalidLink();
      await repo.updatePassword(tx, userId, passwordHash);
      // A new password signs out every existing session (a reset is often a response to theft).
      await repo.deleteSessionsOf(tx, userId);
    });
  }

  /** A fresh set-password link for the signed-in user (the account page's Reset Password). */
  async function passwordResetLinkFor(userId: number): Promise<string> {
    return linkFor(userId, await issueCode(db, userId, 'set_password'));
  }

  return { authenticate, requestPasswordReset, confirmEmail, setPassword, passwordResetLinkFor };
}

export type AuthService = ReturnType<typeof createAuthService>;
