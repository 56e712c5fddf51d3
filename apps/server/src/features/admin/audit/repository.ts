// SQL for the audit log: one insert (always inside the change's transaction) and the
// console's filtered, paged list.
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../lib/like.ts';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { users } from '../../../db/schema/users.ts';
import type { AuditQuery } from '@techgold/contracts/admin/audit';

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
        // A person's name or email: who made the change, or the member it was made to.
        sql`exists (select 1 from users p
              where (p.id = ${auditLog.actorUserId}
                     or (${auditLog.subjectType} = 'user' and ${auditLog.subjectId} = p.id::text))
                and ((p.first_name || ' ' || p.last_name) ilike ${like} or p.email ilike ${like}))`,
        ilike(auditLog.subjectId, like),
        ilike(sql`coalesce(${auditLog.before}::text, '')`, like),
        ilike(sql`coalesce(${auditLog.after}::text, '')`, like),
        ilike(sql`coalesce(${auditLog.data}::text, '')`, like),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const entryColumns = {
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
};
export type AuditListRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

export async function listAudit(q: Queryable, query: AuditQuery) {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    q
      .select(entryColumns)
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

/**
 * One page of the filtered log for the CSV export, after the entry `afterId` (keyset: each
 * page is an index range however deep into the log, and rows written meanwhile do not shift
 * it). The cursor is the entry itself, compared in the database: its time has microseconds a
 * JavaScript date would drop.
 */
export async function auditPageAfter(
  q: Queryable,
  query: AuditQuery,
  afterId: number | null,
  size: number,
) {
  const ascending = query.dir === 'asc';
  const at = sql`(select a.created_at, a.id from audit_log a where a.id = ${afterId})`;
  const after =
    afterId === null
      ? undefined
      : ascending
        ? sql`(${auditLog.createdAt}, ${auditLog.id}) > ${at}`
        : sql`(${auditLog.createdAt}, ${auditLog.id}) < ${at}`;
  return q
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(filters(query), after))
    .orderBy(
      ...(ascending
        ? [asc(auditLog.createdAt), asc(auditLog.id)]
        : [desc(auditLog.createdAt), desc(auditLog.id)]),
    )
    .limit(size);
}

/**
 * What each kind of record is called in the log: its name or title now. A page of the log
 * names at most a page of records, one statement per kind of record on the page.
 */
const RECORD_NAMES: Partial<Record<string, (ids: SQL) => SQL>> = {
  user: (ids) =>
    sql`select id, first_name || ' ' || last_name as name from users where id in (${ids})`,
  enquiry: (ids) =>
    sql`select id, first_name || ' ' || last_name || coalesce(' (' || organisation || ')', '') as name
          from enquiries where id in (${ids})`,
  school: (ids) => sql`select id, title as name from schools where id in (${ids})`,
  employer: (ids) => sql`select id, title as name from employers where id in (${ids})`,
  course: (ids) => sql`select id, title as name from courses where id in (${ids})`,
  event: (ids) => sql`select id, name from events where id in (${ids})`,
  subscriber: (ids) => sql`select id, email as name from subscribers where id in (${ids})`,
  insight: (ids) => sql`select id, title as name from insights where id in (${ids})`,
  rights_request: (ids) =>
    sql`select id, requester_name as name from rights_requests where id in (${ids})`,
  tag: (ids) => sql`select id, title as name from tags where id in (${ids})`,
  cta: (ids) => sql`select id, heading as name from ctas where id in (${ids})`,
  quote: (ids) => sql`select id, name from quotes where id in (${ids})`,
  credential: (ids) =>
    sql`select c.id, g.name || ' for ' || u.first_name || ' ' || u.last_name as name
          from credentials c join credential_groups g on g.id = c.group_id
          join users u on u.id = c.user_id where c.id in (${ids})`,
  newsletter: (ids) => sql`select id, subject as name from newsletter_issues where id in (${ids})`,
};

/** `type:id` → the record's name, for the records on one page of the log that still exist. */
export async function recordNames(
  q: Queryable,
  targets: readonly { type: string | null; id: string | null }[],
): Promise<Map<string, string>> {
  const byType = new Map<string, Set<number>>();
  for (const t of targets) {
    // Ids are int4 in every named table; anything else names nothing.
    const id = t.id && /^\d{1,9}$/.test(t.id) ? Number(t.id) : null;
    if (!t.type || id === null || !RECORD_NAMES[t.type]) continue;
    byType.set(t.type, (byType.get(t.type) ?? new Set()).add(id));
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const list = sql.join(
        [...ids].map((id) => sql`${id}::int`),
        sql`, `,
      );
      const found = await selectRows<{ id: number; name: string }>(q, RECORD_NAMES[type]!(list));
      for (const row of found) names.set(`${type}:${row.id}`, row.name);
    }),
  );
  return names;
}
