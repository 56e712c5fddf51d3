// The audit log as the console reads it: newest first, filtered by person, kind, target and
// date range, paged with a total.
import type { AuditQuery } from '@techgold/contracts/admin';
import type { Db } from '../../../db/client.ts';
import { listAudit } from './repository.ts';

/** How the console names an erased member: by the id the log kept, never by who they were. */
export const erasedMember = (id: number | string | null) => `Erased member #${id}`;

export function createAuditService({ db }: { db: Db }) {
  async function list(query: AuditQuery) {
    const { rows, total } = await listAudit(db, query);
    return {
      items: rows.map((r) => ({
        id: r.id,
        actor:
          r.actorId !== null && r.actorEmail !== null
            ? { id: r.actorId, name: `${r.actorFirst} ${r.actorLast}`, email: r.actorEmail }
            : null,
        // An id whose account is gone was an erased member's (decision 0075): pseudonymised.
        actor_label:
          r.actorId === null
            ? 'The system'
            : r.actorEmail === null
              ? erasedMember(r.actorId)
              : `${r.actorFirst} ${r.actorLast}`,
        kind: r.kind,
        target_type: r.targetType,
        target_id: r.targetId,
        target_label: r.targetGone ? erasedMember(r.targetId) : null,
        before: r.before,
        after: r.after,
        data: r.data,
        created_at: r.createdAt.toISOString(),
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }
  return { list };
}
