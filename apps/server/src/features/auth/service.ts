import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '@techgold/contracts/messages';
import { sessions, users } from '../../db/schema/users.ts';
import { ForbiddenError, HttpError, ValidationError } from '../../lib/errors.ts';
import {
  consumeCode,
  findLiveCode,
  issueCode,
  setPasswordLink as buildSetPasswordLink,
} from '../../lib/one-time-codes.ts';
import { passwordResetEmail } from './emails.ts';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';

const findByEmail = async (app: FastifyInstance, email: string) => {
  const [user] = await app.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
};

/** Returns the user id on success; every failure reads the same (no account enumeration). */
export async function authenticate(app: FastifyInstance, email: string, password: string) {
  const user = await findByEmail(app, email);
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

export function setPasswordLink(app: FastifyInstance, userId: number, code: string) {
  return buildSetPasswordLink(app.config.publicBaseUrl, userId, code);
}

/** Emails a reset link when the address belongs to an active account; silent otherwise. */
export async function requestPasswordReset(app: FastifyInstance, email: string) {
  const user = await findByEmail(app, email);
  if (!user || user.status === 'disabled') return;
  await app.database.db.transaction(async (tx) => {
    const code = await issueCode(tx, user.id, 'set_password');
    await app.jobs.enqueueMail(
      tx,
      passwordResetEmail(user.email, user.firstName, setPasswordLink(app, user.id, code)),
    );
  });
}

const invalidLink = () => new HttpError(422, messages.setPasswordLinkInvalid);

/** Checks an emailed link; opening it proves the address, so the email counts as confirmed. */
export async function confirmEmail(app: FastifyInstance, userId: number, code: string) {
  const { db } = app.database;
  const row = await findLiveCode(db, userId, code);
  if (!row) throw invalidLink();
  const [user] = await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return { valid: true as const, email: user!.email };
}

export async function setPassword(
  app: FastifyInstance,
  userId: number,
  code: string,
  password: string,
) {
  const problems = passwordProblems(password);
  if (problems.length) throw new ValidationError({ password: problems });
  const passwordHash = await hashPassword(password);
  await app.database.db.transaction(async (tx) => {
    const row = await findLiveCode(tx, userId, code);
    if (!row || !(await consumeCode(tx, row.id))) throw invalidLink();
    await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    // A new password signs out every existing session (a reset is often a response to theft).
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** A fresh set-password link for the signed-in user (the account page's Reset Password). */
export async function passwordResetLinkFor(app: FastifyInstance, userId: number) {
  const code = await issueCode(app.database.db, userId, 'set_password');
  return setPasswordLink(app, userId, code);
}
