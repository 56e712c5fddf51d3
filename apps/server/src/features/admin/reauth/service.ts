// Staff re-authentication ("sudo mode"): changing a role, disabling a member or changing a
// domain needs the staff member's password entered on this session within 15 minutes. Wrong
// passwords count per account + client and per client, as wrong codes do at sign-in, so a
// stolen session cannot guess its way to the sensitive actions.
import { adminMessages, REAUTH_WINDOW_MINUTES } from '@techgold/contracts/admin/common';
import type { Db, Queryable } from '../../../db/client.ts';
import { wrongAnswers } from '../../../lib/counters.ts';
import { HttpError, ValidationError } from '../../../lib/errors.ts';
import type { AuditedChange } from '../audit/trail.ts';
import * as repo from './repository.ts';

/** Wrong passwords before 429, in a ten-minute window: per client, and per account + client. */
export const REAUTH_FAILURES = { perIp: 30, perUserAndIp: 10, windowSeconds: 600 };

export interface ReauthDeps {
  db: Db;
  change: AuditedChange;
  verifyPassword: (hash: string | null, password: string) => Promise<boolean>;
  /** false turns the failure counts off (RATE_LIMITS=false, benchmarks only). */
  limits: boolean;
}

/** The caller of a console route: who, on which session, from where. */
export interface StaffCaller {
  userId: number;
  sessionId: string;
  ip: string;
  /** The client's address bucket the failure counts use (an IPv6 /64 is one client). */
  ipBucket: string;
}

export const reauthRequired = () =>
  new HttpError(403, adminMessages.reauthRequired, undefined, undefined, {
    reauth_required: true,
  });

export function createReauthService({ db, change, verifyPassword, limits }: ReauthDeps) {
  const wrongPasswords = wrongAnswers(db, 'reauth-fail', REAUTH_FAILURES, limits);

  async function reauthenticate(caller: StaffCaller, password: string) {
    await wrongPasswords.refuseWhileHeld(caller.userId, caller.ipBucket);
    const ok = await verifyPassword(await repo.findPasswordHash(db, caller.userId), password);
    if (!ok) {
      await wrongPasswords.count(caller.userId, caller.ipBucket);
      // Recorded in a transaction of its own that commits; the 422 is thrown after it, since
      // throwing inside `change` would roll the row back. Who and when only: never the password.
      await change(caller, (_tx, audit) =>
        audit({ kind: 'staff.reauth_failed', targetType: 'user', targetId: caller.userId }),
      );
      throw new ValidationError({ password: [adminMessages.reauthWrong] });
    }
    const at = await change(caller, async (tx, audit) => {
      const marked = await repo.markReauthenticated(tx, caller.sessionId, caller.userId);
      await audit({ kind: 'staff.reauth', targetType: 'user', targetId: caller.userId });
      return marked;
    });
    const since = at ?? new Date();
    return {
      reauthenticated_until: new Date(
        since.getTime() + REAUTH_WINDOW_MINUTES * 60_000,
      ).toISOString(),
    };
  }

  /** Throws 403 `{ reauth_required: true }` unless re-authenticated within the window. */
  async function requireRecent(caller: StaffCaller, q: Queryable = db) {
    if (
      !(await repo.reauthenticatedWithin(q, caller.sessionId, caller.userId, REAUTH_WINDOW_MINUTES))
    ) {
      throw reauthRequired();
    }
  }

  /** For the console: whether to ask for the password before offering a sensitive action. */
  async function status(caller: StaffCaller) {
    const until = await repo.reauthenticatedUntil(
      db,
      caller.sessionId,
      caller.userId,
      REAUTH_WINDOW_MINUTES,
    );
    return { reauthenticated_until: until ? until.toISOString() : null };
  }

  return { reauthenticate, requireRecent, status };
}

export type ReauthService = ReturnType<typeof createReauthService>;
