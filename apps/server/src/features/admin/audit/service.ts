// The audit log as the console reads it: newest first, filtered by person, kind, target and
// date range, paged with a total; each entry names who did it and the record it is about.
import type { AuditQuery } from '@techgold/contracts/admin';
import type { Db } from '../../../db/client.ts';
import { listAudit, recordNames } from './repository.ts';

/**
 * A member the log names who is no longer there: their account was erased (decision 0075),
 * named by the id the log kept, never by who they were.
 */
const erasedMember = (id: number | string) => `Erased member #${id}`;

export function createAuditService({ db }: { db: Db }) {
  async function list(query: AuditQuery) {
    const { rows, total } = await listAudit(db, query);
    const names = await recordNames(
      db,
      rows.map((r) => ({ type: r.targetType, id: r.targetId })),
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        actor:
          r.actorId !== null && r.actorEmail !== null
            ? { id: r.actorId, name: `${r.actorFirst} ${r.actorLast}`, email: r.actorEmail }
            : null,
        actor_name:
          r.actorId === null
            ? 'The system'
            : r.actorEmail !== null
              ? `${r.actorFirst} ${r.actorLast}`
              : erasedMember(r.actorId),
        kind: r.kind,
        target_type: r.targetType,
        target_id: r.targetId,
        target_name:
          names.get(`${r.targetType}:${r.targetId}`) ??
          (r.targetType === 'user' && r.targetId ? erasedMember(r.targetId) : null),
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
