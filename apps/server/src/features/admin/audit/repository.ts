// SQL for the audit log: one insert (always inside the change's transaction) and the
// console's filtered, paged list.
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../lib/like.ts';
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
  if (query.q) {
    // A scan of the log's text: the console's own search, over a log a small team writes.
    const like = containsPattern(query.q);
    where.push(
      or(
        ilike(auditLog.subjectId, like),
        ilike(sql`coalesce(${auditLog.before}::text, '')`, like),
        ilike(sql`coalesce(${auditLog.after}::text, '')`, like),
        ilike(sql`coalesce(${auditLog.data}::text, '')`, like),
      )!,
    );
  }
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
        // A member's account that no longer exists was erased (ids are never reused).
        targetGone: sql<boolean>`${auditLog.subjectType} = 'user' and not exists (
          select 1 from users t where t.id::text = ${auditLog.subjectId})`,
        before: auditLog.before,
        after: auditLog.after,
        data: auditLog.data,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(
        ...(query.dir === 'asc'
          ? [asc(auditLog.createdAt), asc(auditLog.id)]
          : [desc(auditLog.createdAt), desc(auditLog.id)]),
      )
      .limit(query.limit)
      .offset(query.offset),
    q.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
