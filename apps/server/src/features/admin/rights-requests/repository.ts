// SQL for data-protection rights requests (decision 0064): the paged list (due first), one
// request with its member and recorder, the locked read + versioned update, and the insert.
import { sql, type SQL } from 'drizzle-orm';
import type { RightsRequestsQuery } from '@techgold/contracts/admin/rights-requests';
import { RIGHTS_DUE_SOON_DAYS } from '@techgold/contracts/admin/rights-requests';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface RequestRow {
  id: number;
  kind: 'access' | 'erasure' | 'rectification' | 'objection';
  received_via: 'email' | 'post';
  received_on: string;
  due_on: string;
  requester_name: string;
  requester_email: string | null;
  user_id: number | null;
  member_name: string | null;
  member_email: string | null;
  details: string | null;
  status: 'open' | 'done' | 'refused';
  outcome: string | null;
  created_by_user_id: number | null;
  creator_name: string | null;
  creator_email: string | null;
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const columns = sql`r.id, r.kind, r.received_via, r.received_on::text as received_on,
  r.due_on::text as due_on, r.requester_name, r.requester_email, r.user_id,
  m.first_name || ' ' || m.last_name as member_name, m.email as member_email,
  r.details, r.status, r.outcome, r.created_by_user_id,
  c.first_name || ' ' || c.last_name as creator_name, c.email as creator_email,
  r.closed_at, r.created_at, r.updated_at`;
const from = sql`rights_requests r left join users m on m.id = r.user_id
  left join users c on c.id = r.created_by_user_id`;

/** Open and due within the week, or overdue: the dashboard's count and the `due=soon` filter. */
export const dueSoon = sql`r.status = 'open'
  and r.due_on <= current_date + ${RIGHTS_DUE_SOON_DAYS}::int`;

function filters(query: RightsRequestsQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.q) {
    const like = containsPattern(query.q);
    where.push(sql`(r.requester_name ilike ${like} or r.requester_email ilike ${like})`);
  }
  if (query.status) where.push(sql`r.status = ${query.status}`);
  if (query.kind) where.push(sql`r.kind = ${query.kind}`);
  if (query.due === 'soon') where.push(dueSoon);
  return sql.join(where, sql` and `);
}

export async function listRequests(q: Queryable, query: RightsRequestsQuery) {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    selectRows<RequestRow>(
      q,
      sql`select ${columns} from ${from} where ${where}
           order by (r.status = 'open') desc, r.due_on, r.id
           limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(
      q,
      sql`select count(*)::int as n from rights_requests r where ${where}`,
    ),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findRequest(q: Queryable, id: number, lock = false) {
  const [row] = await selectRows<RequestRow>(
    q,
    lock
      ? sql`select ${columns} from ${from} where r.id = ${id} for update of r`
      : sql`select ${columns} from ${from} where r.id = ${id}`,
  );
  return row ?? null;
}

export interface NewRequest {
  kind: RequestRow['kind'];
  receivedVia: RequestRow['received_via'];
  receivedOn: string;
  requesterName: string;
  requesterEmail: string | null;
  userId: number | null;
  details: string | null;
  createdBy: number;
}

/** Due one calendar month after it was received (31 January → 28 or 29 February). */
export async function insertRequest(q: Queryable, r: NewRequest): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into rights_requests (kind, received_via, received_on, due_on, requester_name,
          requester_email, user_id, details, created_by_user_id)
        values (${r.kind}, ${r.receivedVia}, ${r.receivedOn}::date,
          (${r.receivedOn}::date + interval '1 month')::date, ${r.requesterName},
          ${r.requesterEmail}, ${r.userId}, ${r.details}, ${r.createdBy})
        returning id`,
  );
  return row!.id;
}

export interface RequestChange {
  status?: RequestRow['status'];
  outcome?: string | null;
  userId?: number | null;
  details?: string | null;
}

export async function updateRequest(q: Queryable, id: number, c: RequestChange) {
  const sets: SQL[] = [
    sql`updated_at = greatest(date_trunc('milliseconds', now()), updated_at + interval '1 millisecond')`,
  ];
  if (c.status !== undefined) {
    sets.push(sql`status = ${c.status}`);
    sets.push(
      c.status === 'open' ? sql`closed_at = null` : sql`closed_at = coalesce(closed_at, now())`,
    );
  }
  if (c.outcome !== undefined) sets.push(sql`outcome = ${c.outcome}`);
  if (c.userId !== undefined) sets.push(sql`user_id = ${c.userId}`);
  if (c.details !== undefined) sets.push(sql`details = ${c.details}`);
  await q.execute(sql`update rights_requests set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** A member account a request may be matched to (not staff: their own requests go elsewhere). */
export async function memberExists(q: Queryable, id: number): Promise<boolean> {
  const [row] = await selectRows<{ ok: boolean }>(
    q,
    sql`select true as ok from users where id = ${id} and lower(email) <> 'former-member@erased.invalid'`,
  );
  return Boolean(row?.ok);
}

export async function countDueSoon(q: Queryable): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from rights_requests r where ${dueSoon}`,
  );
  return Number(row?.n ?? 0);
}

export async function isStaff(q: Queryable, id: number): Promise<boolean> {
  const [row] = await selectRows<{ ok: boolean }>(
    q,
    sql`select true as ok from users where id = ${id} and staff_role is not null`,
  );
  return Boolean(row?.ok);
}
