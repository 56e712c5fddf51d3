// SQL for credentials in the console: every credential with its member and badge, and issuing
// one on the local platform (revoking is the credentials feature's, in the same transaction).
import { sql } from 'drizzle-orm';
import type { AdminCredentialsQuery } from '@techgold/contracts/admin/credentials';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface CredentialRow {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  group_id: number;
  group_name: string;
  issued_at: Date | string;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  revocation_reason: string | null;
  public_id: string;
  private: boolean;
  external_id: string | null;
}

const SELECT = sql`select c.id, c.user_id, u.first_name, u.last_name, u.email,
    c.group_id, g.name as group_name, c.issued_at, c.expires_at, c.revoked_at,
    c.revocation_reason, c.public_id::text as public_id, c.private, c.external_id
  from credentials c
  join users u on u.id = c.user_id
  join credential_groups g on g.id = c.group_id`;

const ORDER = {
  issued: sql`c.issued_at`,
  member: sql`lower(u.last_name || ' ' || u.first_name)`,
} as const;

function where(query: AdminCredentialsQuery) {
  const parts = [sql`true`];
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(
      sql`(u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like} or g.name ilike ${like})`,
    );
  }
  if (query.user_id) parts.push(sql`c.user_id = ${query.user_id}`);
  if (query.group_id) parts.push(sql`c.group_id = ${query.group_id}`);
  if (query.state === 'revoked') parts.push(sql`c.revoked_at is not null`);
  if (query.state === 'active') parts.push(sql`c.revoked_at is null`);
  return sql.join(parts, sql` and `);
}

export async function listCredentials(q: Queryable, query: AdminCredentialsQuery) {
  const filter = where(query);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [total]] = await Promise.all([
    selectRows<CredentialRow>(
      q,
      sql`${SELECT} where ${filter} order by ${ORDER[query.sort]} ${dir}, c.id ${dir}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(
      q,
      sql`select count(*)::int as n from credentials c join users u on u.id = c.user_id
          join credential_groups g on g.id = c.group_id where ${filter}`,
    ),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCredential(q: Queryable, id: number, lock = false) {
  const [row] = await selectRows<CredentialRow>(
    q,
    sql`${SELECT} where c.id = ${id} ${lock ? sql`for update of c` : sql``}`,
  );
  return row ?? null;
}

/** Whether the member is an active account and the badge exists. */
export async function issueTargets(q: Queryable, userId: number, groupId: number) {
  const [row] = await selectRows<{ member: boolean; badge: boolean }>(
    q,
    sql`select exists(select 1 from users where id = ${userId} and status = 'active') as member,
               exists(select 1 from credential_groups where id = ${groupId}) as badge`,
  );
  return { member: Boolean(row?.member), badge: Boolean(row?.badge) };
}

export async function insertCredential(
  q: Queryable,
  f: { userId: number; groupId: number; issuedOn: string | null; expiresOn: string | null },
) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into credentials (user_id, group_id, issued_at, expires_at)
        values (${f.userId}, ${f.groupId},
                ${f.issuedOn === null ? sql`now()` : sql`(${f.issuedOn}::date)::timestamp at time zone 'UTC'`},
                ${f.expiresOn === null ? sql`null` : sql`(${f.expiresOn}::date)::timestamp at time zone 'UTC'`})
        returning id`,
  );
  return Number(row!.id);
}

// ---- Badges, for the console's pickers -------------------------------------------------------

export async function listBadges(
  q: Queryable,
  query: { q?: string | undefined; limit: number; offset: number },
) {
  const filter = query.q ? sql`g.name ilike ${containsPattern(query.q)}` : sql`true`;
  const [rows, [total]] = await Promise.all([
    selectRows<{ id: number; name: string; active: number }>(
      q,
      sql`select g.id, g.name,
                 (select count(*)::int from credentials c
                   where c.group_id = g.id and c.revoked_at is null) as active
            from credential_groups g where ${filter}
           order by lower(g.name), g.id limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(
      q,
      sql`select count(*)::int as n from credential_groups g where ${filter}`,
    ),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, active: Number(r.active) })),
    total: Number(total?.n ?? 0),
  };
}

// ---- Cohort import ---------------------------------------------------------------------------

export interface MemberMatch {
  id: number;
  email: string;
  name: string;
  active: boolean;
}

/** Members by email, any case (a JSON array of the file's emails, lower-cased). */
export async function membersByEmail(q: Queryable, emails: string[]) {
  if (!emails.length) return [];
  return selectRows<MemberMatch>(
    q,
    sql`select id, email, trim(first_name || ' ' || last_name) as name,
               status = 'active' as active
          from users
         where lower(email) in (select value from json_array_elements_text(${JSON.stringify(emails)}::json))`,
  );
}

/** Badges whose name matches one of `names` in any case. */
export async function badgesByName(q: Queryable, names: string[]) {
  if (!names.length) return [];
  return selectRows<{ id: number; name: string }>(
    q,
    sql`select id, name from credential_groups
         where lower(name) in (select value from json_array_elements_text(${JSON.stringify(names)}::json))`,
  );
}

/** Which of these members already hold which badges (not revoked), as "user:group" keys. */
export async function heldPairs(q: Queryable, userIds: number[]) {
  if (!userIds.length) return new Set<string>();
  const rows = await selectRows<{ user_id: number; group_id: number }>(
    q,
    sql`select distinct user_id, group_id from credentials
         where revoked_at is null
           and user_id in (select value::int from json_array_elements_text(${JSON.stringify(userIds)}::json))`,
  );
  return new Set(rows.map((r) => `${r.user_id}:${r.group_id}`));
}

/**
 * One issue or import at a time: two staff issuing the same badge to the same member, or
 * importing overlapping files, cannot both pass the "already holds" check.
 */
export async function lockIssuing(q: Queryable) {
  await selectRows(q, sql`select pg_advisory_xact_lock(hashtext('credentials.import'))`);
}

/** Issues every row at once; answers the new ids keyed "user:group". */
export async function insertCohort(
  q: Queryable,
  rows: { userId: number; groupId: number; issuedOn: string }[],
) {
  const json = JSON.stringify(rows.map((r) => ({ u: r.userId, g: r.groupId, d: r.issuedOn })));
  const inserted = await selectRows<{ id: number; user_id: number; group_id: number }>(
    q,
    sql`insert into credentials (user_id, group_id, issued_at)
        select (r->>'u')::int, (r->>'g')::int, ((r->>'d')::date)::timestamp at time zone 'UTC'
          from json_array_elements(${json}::json) with ordinality as t(r, n)
         order by n
        returning id, user_id, group_id`,
  );
  return new Map(inserted.map((r) => [`${r.user_id}:${r.group_id}`, Number(r.id)]));
}

/** Active members whose name or email contains `text`, by name. */
export async function searchMembers(q: Queryable, text: string | undefined, limit: number) {
  const filter = text
    ? sql`(email ilike ${containsPattern(text)} or (first_name || ' ' || last_name) ilike ${containsPattern(text)})`
    : sql`true`;
  const [rows, [total]] = await Promise.all([
    selectRows<{ id: number; name: string; email: string }>(
      q,
      sql`select id, trim(first_name || ' ' || last_name) as name, email from users
           where status = 'active' and ${filter}
           order by lower(last_name), lower(first_name), id limit ${limit}`,
    ),
    selectRows<{ n: number }>(
      q,
      sql`select count(*)::int as n from users where status = 'active' and ${filter}`,
    ),
  ]);
  return { items: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(total?.n ?? 0) };
}
