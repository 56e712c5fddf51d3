// SQL for the audit log: one insert (always inside the change's transaction) and the
// console's filtered, paged list.
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { users } from '../../../db/schema/users.ts';
import type { AuditQuery } from '@techgold/contracts/admin';

export type AuditRow = typeof auditLog.$inferInsert;

/** Audit rows are written this many to a statement (a cohort import writes thousands). */
const INSERT_BATCH = 1000;

export async function insertAudit(q: Queryable, rows: readonly AuditRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await q.insert(auditLog).values(rows.slice(i, i + INSERT_BATCH));
  }
}

function filters(query: AuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.actor_id) where.push(eq(auditLog.actorUserId, query.actor_id));
  if (query.kind) where.push(eq(auditLog.action, query.kind));
  if (query.target_type) where.push(eq(auditLog.subjectType, query.target_type));
  if (query.target_id) where.push(eq(auditLog.subjectId, query.target_id));
  if (query.from) where.push(gte(auditLog.createdAt, query.from));
  if (query.to) where.push(lte(auditLog.createdAt, query.to));
  return where.length ? and(...where) : undefined;
}

export async function listAudit(q: Queryable, query: AuditQuery) {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    q
      .select({
        id: auditLog.id,
        actorId: auditLog.actorUserId,
        actorFirst: users.firstName,
        actorLast: users.lastName,
        actorEmail: users.email,
        kind: auditLog.action,
        targetType: auditLog.subjectType,
        targetId: auditLog.subjectId,
        before: auditLog.before,
        after: auditLog.after,
        data: auditLog.data,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    q.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
