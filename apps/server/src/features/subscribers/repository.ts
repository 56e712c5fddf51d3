// SQL for newsletter subscribers. Tokens arrive here already hashed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SubscriberStatus } from '@techgold/contracts/subscribers';
import type { Queryable } from '../../db/client.ts';
import { subscriberConsents, subscribers } from '../../db/schema/subscribers.ts';
import { hitCounter } from '../../lib/counters.ts';

type Status = SubscriberStatus;

/** Locks the row (if any) so two simultaneous sign-ups for one address run one after the other. */
export async function lockByEmail(tx: Queryable, email: string) {
  const [row] = await tx
    .select({
      id: subscribers.id,
      state: subscribers.state,
      status: subscribers.status,
      unsubscribeKeyVersion: subscribers.unsubscribeKeyVersion,
    })
    .from(subscribers)
    .where(eq(subscribers.email, email))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * The address's row, created pending if new, and locked for this transaction. One statement
 * whether or not the address exists, so the answer takes as long either way.
 */
export async function upsertLocked(tx: Queryable, email: string, status: Status) {
  const [row] = await tx
    .insert(subscribers)
    .values({ email, status, state: 'pending' })
    .onConflictDoUpdate({ target: subscribers.email, set: { email: sql`excluded.email` } })
    .returning({ id: subscribers.id, state: subscribers.state, status: subscribers.status });
  return row!;
}

/**
 * A subscription not yet active becomes pending for the audience just asked for; an active
 * one is left alone (anyone can type an address). One statement either way.
 */
export async function reopenUnlessActive(tx: Queryable, id: number, status: Status) {
  await tx
    .update(subscribers)
    .set({ status, state: 'pending', unsubscribedAt: null })
    .where(and(eq(subscribers.id, id), sql`${subscribers.state} <> 'active'`));
}

export async function update(
  tx: Queryable,
  id: number,
  values: Partial<typeof subscribers.$inferInsert>,
) {
  await tx.update(subscribers).set(values).where(eq(subscribers.id, id));
}

export async function insertConsent(
  tx: Queryable,
  consent: { subscriberId: number; wording: string; page: string; ip: string },
) {
  await tx.insert(subscriberConsents).values(consent);
}

/**
 * Claims the one confirmation email allowed per address per window; false when one was sent
 * within it. Kept in rate_limits (keyed by address) so the rule holds across processes.
 */
export async function claimConfirmationSlot(
  tx: Queryable,
  email: string,
  windowSeconds: number,
): Promise<boolean> {
  const { count } = await hitCounter(tx, `subscriber-confirm:${email}`, windowSeconds);
  return Number(count) === 1;
}

/** Pending or already active → active. Reuse of the link is harmless; it stays active. */
export async function confirmByTokenHash(db: Queryable, hash: string) {
  const [row] = await db
    .update(subscribers)
    .set({ state: 'active', confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hash),
        inArray(subscribers.state, ['pending', 'active']),
      ),
    )
    .returning({ id: subscribers.id });
  return row?.id ?? null;
}

/** Any state → unsubscribed; the confirmation link dies with it so it cannot re-subscribe. */
export async function unsubscribeByTokenHash(db: Queryable, hash: string) {
  const [row] = await db
    .update(subscribers)
    .set({
      state: 'unsubscribed',
      confirmTokenHash: null,
      unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`,
    })
    .where(eq(subscribers.unsubscribeTokenHash, hash))
    .returning({ id: subscribers.id });
  return row?.id ?? null;
}
