// The audit log as the console reads it: newest first, filtered by person, kind, target and
// date range, paged with a total; each entry names who did it and the record it is about. The
// same filtered log downloads as CSV in the page's words (csv.ts).
import type { Readable } from 'node:stream';
import type { AuditQuery } from '@techgold/contracts/admin/audit';
import type { Db } from '../../../db/client.ts';
import { csvStream } from '../../../lib/csv-writer.ts';
import { AUDIT_CSV_COLUMNS, auditCsvRow } from './csv.ts';
import { auditPageAfter, listAudit, recordNames, type AuditListRow } from './repository.ts';

/** Entries read per query while the CSV streams: never the whole log at once. */
const CSV_PAGE = 500;

/**
 * A member the log names who is no longer there: their account was erased (decision 0075),
 * named by the id the log kept, never by who they were.
 */
const erasedMember = (id: number | string) => `Erased member #${id}`;

/** The entries of one page, each with the names of who made it and what it is about. */
async function named(db: Db, rows: readonly AuditListRow[]) {
  const names = await recordNames(
    db,
    rows.map((r) => ({ type: r.targetType, id: r.targetId })),
  );
  return rows.map((r) => ({
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
  }));
}
export type NamedEntry = Awaited<ReturnType<typeof named>>[number];

export function createAuditService({ db }: { db: Db }) {
  async function list(query: AuditQuery) {
    const { rows, total } = await listAudit(db, query);
    return { items: await named(db, rows), total, limit: query.limit, offset: query.offset };
  }

  /** Every entry the filters match (not one page of them), read a page at a time. */
  function csv(query: AuditQuery): Readable {
    async function* pages() {
      for (let after: number | null = null; ;) {
        const rows = await auditPageAfter(db, query, after, CSV_PAGE);
        if (!rows.length) return;
        yield (await named(db, rows)).map(auditCsvRow);
        if (rows.length < CSV_PAGE) return;
        after = rows.at(-1)!.id;
      }
    }
    return csvStream(AUDIT_CSV_COLUMNS, pages());
  }

  return { list, csv };
}
