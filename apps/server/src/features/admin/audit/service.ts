// The audit log as the console reads it: newest first, filtered by person, kind, target and
// date range, paged with a total.
import type { AuditQuery } from '@techgold/contracts/admin';
import type { Db } from '../../../db/client.ts';
import { listAudit } from './repository.ts';

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
        kind: r.kind,
        target_type: r.targetType,
        target_id: r.targetId,
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
