// SQL for newsletter subscribers in the console: the list with each one's consent records,
// and the confirmed subscribers for the export, read in keyset pages.
import { sql } from 'drizzle-orm';
import type { AdminSubscribersQuery } from '@techgold/contracts/admin/subscribers';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface SubscriberRow {
  id: number;
  email: string;
  state: 'pending' | 'active' | 'unsubscribed';
  status: string;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
}

export interface ConsentRow {
  subscriber_id: number;
  agreed_at: Date | string;
  page: string | null;
  wording: string;
}

const STATE = { confirmed: 'active', pending: 'pending', unsubscribed: 'unsubscribed' } as const;

const ORDER = {
  created: sql`s.created_at`,
  email: sql`s.email`,
  confirmed: sql`s.confirmed_at`,
} as const;

export async function listSubscribers(q: Queryable, query: AdminSubscribersQuery) {
  const parts = [sql`true`];
  if (query.q) parts.push(sql`s.email ilike ${containsPattern(query.q)}`);
  if (query.state) parts.push(sql`s.state = ${STATE[query.state]}::subscriber_state`);
  if (query.audience) parts.push(sql`s.status = ${query.audience}::subscriber_status`);
  const filter = sql.join(parts, sql` and `);
  const dir = query.dir === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const [rows, [total]] = await Promise.all([
    selectRows<SubscriberRow>(
      q,
      sql`select s.id, s.email, s.state, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at
          from subscribers s where ${filter}
          order by ${ORDER[query.sort]} ${dir}, s.id ${query.dir === 'desc' ? sql`desc` : sql`asc`}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from subscribers s where ${filter}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every consent record of these subscribers, oldest first. */
export async function consentsOf(q: Queryable, ids: number[]) {
  if (!ids.length) return [];
  return selectRows<ConsentRow>(
    q,
    sql`select subscriber_id, agreed_at, page, wording from subscriber_consents
        where subscriber_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by agreed_at, id`,
  );
}

export async function countConfirmed(q: Queryable): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from subscribers where state = 'active'`,
  );
  return Number(row?.n ?? 0);
}

export interface ExportRow {
  id: number;
  email: string;
  status: string;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  consent_page: string | null;
  consent_wording: string | null;
  consent_at: Date | string | null;
}

/** Confirmed subscribers after `afterId`, with their latest consent, `limit` at a time. */
export function confirmedPage(q: Queryable, afterId: number, limit: number) {
  return selectRows<ExportRow>(
    q,
    sql`select s.id, s.email, s.status, s.created_at, s.confirmed_at,
          c.page as consent_page, c.wording as consent_wording, c.agreed_at as consent_at
        from subscribers s
        left join lateral (select page, wording, agreed_at from subscriber_consents
                           where subscriber_id = s.id order by agreed_at desc, id desc limit 1) c
          on true
        where s.state = 'active' and s.id > ${afterId}
        order by s.id limit ${limit}`,
  );
}

/** One subscriber, locked for a staff change: its state, or null when there is none. */
export async function lockSubscriber(q: Queryable, id: number) {
  const [row] = await selectRows<{ id: number; state: SubscriberRow['state'] }>(
    q,
    sql`select id, state from subscribers where id = ${id} for update`,
  );
  return row ?? null;
}

/** Staff unsubscribe someone: as their own link does, the confirmation link dies with it. */
export async function unsubscribeById(q: Queryable, id: number) {
  await q.execute(
    sql`update subscribers set state = 'unsubscribed', confirm_token_hash = null,
          unsubscribed_at = coalesce(unsubscribed_at, now())
        where id = ${id}`,
  );
}
