// Single-use emailed codes (set-password, confirm-email): 256-bit random, only the hash is
// stored, time limited. The link is /set-password/{user_id}/{code}. Shared by auth (reset
// links) and signup (the registration email), which must not import each other.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { oneTimeCodes } from '../db/schema/users.ts';
import type { Queryable } from '../db/client.ts';
import { randomToken, sha256 } from './tokens.ts';

type Purpose = (typeof oneTimeCodes.$inferInsert)['purpose'];

export const RESET_CODE_TTL_MS = 60 * 60_000;

export async function issueCode(
  db: Queryable,
  userId: number,
  purpose: Purpose,
  ttlMs = RESET_CODE_TTL_MS,
  { needsCurrentPassword = false } = {},
): Promise<string> {
  const code = randomToken(32);
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + ttlMs),
    needsCurrentPassword,
  });
  return code;
}

/**
 * The live code row for this user and purpose, or null (unknown, someone else's, issued for
 * another purpose, used or expired).
 */
export async function findLiveCode(db: Queryable, userId: number, code: string, purpose: Purpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.codeHash, sha256(code)),
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the code used; false if another request used it first (single use under races). */
export async function consumeCode(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Spends every open code of the user: after a password is set, no older link works. */
export async function spendOpenCodes(db: Queryable, userId: number): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
}

/** How many codes of `purpose` the user was sent since `since`. */
export async function countCodesSince(
  db: Queryable,
  userId: number,
  purpose: Purpose,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The page that confirms the address and lets the person choose a password. */
export function setPasswordLink(publicBaseUrl: string, userId: number, code: string): string {
  return `${publicBaseUrl}/set-password/${userId}/${encodeURIComponent(code)}`;
}
