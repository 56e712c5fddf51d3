// The helper every staff console write goes through: the change and its audit rows share one
// transaction, so a change that fails leaves no audit row, and no change is left unrecorded.
import type { AuditTargetType } from '@techgold/contracts/admin/audit';
import type { AuditKind } from '@techgold/contracts/audit-actions';
import type { Db, Tx } from '../../../db/client.ts';
import { insertAudit } from './repository.ts';
import { redact } from './redact.ts';

/** Who is acting, as the audit log records them. */
export interface Actor {
  /** null for the system's own work (the retention job). */
  userId: number | null;
  ip: string | null;
}

export interface AuditEntry {
  /** Dotted verb: 'member.update', 'staff.role'…; each has its words in audit-actions.ts. */
  kind: AuditKind;
  targetType: AuditTargetType;
  targetId: number | string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  data?: Record<string, unknown> | null;
}

/** Writes one entry, or many (one statement a thousand rows). */
export type Audit = (entries: AuditEntry | readonly AuditEntry[]) => Promise<void>;

export type AuditedChange = <T>(
  actor: Actor,
  work: (tx: Tx, audit: Audit) => Promise<T>,
) => Promise<T>;

/** `change(actor, async (tx, audit) => …)`: runs `work` in a transaction with its audit rows. */
export function createAuditTrail(db: Db): AuditedChange {
  return (actor, work) =>
    db.transaction(async (tx) =>
      work(tx, (entries) =>
        insertAudit(
          tx,
          (Array.isArray(entries) ? entries : [entries]).map((entry: AuditEntry) => ({
            actorUserId: actor.userId,
            action: entry.kind,
            subjectType: entry.targetType,
            subjectId: String(entry.targetId),
            before: redact(entry.before),
            after: redact(entry.after),
            data: redact(entry.data),
            ip: actor.ip,
          })),
        ),
      ),
    );
}
