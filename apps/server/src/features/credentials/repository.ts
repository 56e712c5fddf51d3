// A member's credentials from our database (the local credentials platform): newest first,
// a bounded page and the total, one round trip.
import { sql, type SQL } from 'drizzle-orm';
import type { Credential, PublicCredential } from '@techgold/contracts/credentials';
import type { Db } from '../../db/client.ts';
import { selectRows, type Queryable } from '../../db/client.ts';

interface Row extends Credential {
  total: number;
}

export async function listCredentials(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ credentials: Credential[]; total: number }> {
  const rows = await selectRows<Row>(
    db,
    sql`
      select ${credentialColumns},
             count(*) over ()::int as total
        from credentials c
        join credential_groups g on g.id = c.group_id
       where c.user_id = ${userId}
       order by c.issued_at desc, c.id desc
       limit ${limit} offset ${offset}`,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countCredentials(db, userId) : 0);
  return { credentials: rows.map(({ total: _t, ...c }) => withGroup(c)), total };
}

const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The list's columns, for `credentials c join credential_groups g`. */
const credentialColumns = sql`c.id,
  json_build_object('name', g.name, 'badge_design_id', g.badge_design_id) as "group",
  ${isoUtc(sql`c.issued_at`)} as issued_at,
  c.redirect_url as url,
  ${isoUtc(sql`c.expires_at`)} as expires_at,
  c.public_id::text as public_id,
  c.private`;

/** The embedded driver may hand json back as text. */
function withGroup<T extends { group: Credential['group'] | string }>(row: T) {
  const { group } = row;
  return {
    ...row,
    group: typeof group === 'string' ? (JSON.parse(group) as Credential['group']) : group,
  };
}

/** The owner's privacy switch; null when the credential is not the member's (or unknown). */
export async function setCredentialPrivacy(
  db: Db,
  userId: number,
  id: number,
  makePrivate: boolean,
): Promise<Credential | null> {
  const [row] = await selectRows<Credential>(
    db,
    sql`with changed as (
          update credentials set private = ${makePrivate}
           where id = ${id} and user_id = ${userId}
          returning *)
        select ${credentialColumns}
          from changed c
          join credential_groups g on g.id = c.group_id`,
  );
  return row ? withGroup(row) : null;
}

/** Whether a shared-looking id is a private credential of an active member. */
export async function isPrivateCredential(db: Db, publicId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from credentials c join users u on u.id = c.user_id
         where c.public_id = ${publicId}::uuid and c.private and u.status <> 'disabled'`,
  );
  return rows.length > 0;
}

/** The columns of a credential's public data, for `credentials c` with `g`, `u`, `k`, `sc`. */
const publicColumns = sql`c.public_id::text as public_id,
  json_build_object('name', g.name, 'badge_design_id', g.badge_design_id) as "group",
  trim(u.first_name || ' ' || u.last_name) as holder,
  ${isoUtc(sql`c.issued_at`)} as issued_at,
  ${isoUtc(sql`c.expires_at`)} as expires_at,
  c.redirect_url as url,
  case when k.id is null then null else json_build_object(
    'course_id', k.id, 'title', k.title, 'provider', sc.title,
    'accredited_on', to_char(k.accredited_on, 'YYYY-MM-DD')) end as course`;

const publicJoins = sql`from credentials c
  join credential_groups g on g.id = c.group_id
  join users u on u.id = c.user_id
  left join courses k on k.id = g.course_id
  left join schools sc on sc.id = k.school_id`;

/** The embedded driver may hand json back as text. */
function asPublicCredential<T extends PublicCredential>(row: T): T {
  const { course } = row as { course: PublicCredential['course'] | string };
  return {
    ...withGroup(row),
    course:
      typeof course === 'string' ? (JSON.parse(course) as PublicCredential['course']) : course,
  };
}

/** A credential's verification data; null when unknown or private. */
export async function findPublicCredential(
  db: Db,
  publicId: string,
): Promise<PublicCredential | null> {
  const [row] = await selectRows<PublicCredential>(
    db,
    sql`select ${publicColumns} ${publicJoins}
         where c.public_id = ${publicId}::uuid and not c.private and u.status <> 'disabled'`,
  );
  return row ? asPublicCredential(row) : null;
}

/** What signing a credential needs: its public data, the holder's address, its status bit. */
export interface CredentialToSign extends PublicCredential {
  id: number;
  status_index: number;
  /** The holder's sign-in address (the member proved it), to hash into the credential. */
  email: string;
  /** The copy signed before, if any: a new signature keeps its hashed address and salt. */
  signed_credential: string | null;
}

/**
 * Credentials to sign, by id, whatever their privacy switch says (a private credential is
 * signed at issue too: its holder may share it later).
 */
export async function credentialsToSign(q: Queryable, ids: number[]): Promise<CredentialToSign[]> {
  if (!ids.length) return [];
  const rows = await selectRows<CredentialToSign>(
    q,
    sql`select c.id, c.status_index, u.email, c.signed_credential, ${publicColumns}
          ${publicJoins}
         where c.id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))
         order by c.id`,
  );
  return rows.map((r) => ({ ...asPublicCredential(r), id: Number(r.id) }));
}

/**
 * Ids of credentials whose copy is missing or predates signing at issue (`signed_at` null):
 * on the local platform every credential not revoked; on a hosted one only those we signed
 * before the switch. At most `limit`, after `afterId`, so a start-up pass walks in batches.
 */
export async function unsignedCredentialIds(
  q: Queryable,
  { local, afterId, limit }: { local: boolean; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    q,
    sql`select id from credentials
         where signed_at is null and revoked_at is null and id > ${afterId}
           ${local ? sql`` : sql`and signed_credential is not null`}
         order by id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Stores signed copies (one statement for a whole cohort). `onlyPending`: only where no copy
 * signed at issue is stored yet, so two processes signing the same backlog keep one copy.
 */
export async function storeSignedCredentials(
  q: Queryable,
  signed: { id: number; document: string; signedAt: string }[],
  onlyPending: boolean,
): Promise<void> {
  if (!signed.length) return;
  const json = JSON.stringify(signed.map((s) => ({ i: s.id, d: s.document, a: s.signedAt })));
  await q.execute(
    sql`update credentials c
           set signed_credential = v.d, signed_at = v.a::timestamptz
          from json_to_recordset(${json}::json) as v(i int, d text, a text)
         where c.id = v.i ${onlyPending ? sql`and c.signed_at is null` : sql``}`,
  );
}

async function countCredentials(db: Db, userId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from credentials where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

/** What signing and checking a credential needs beyond its public data. */
export interface CredentialRecord {
  id: number;
  status_index: number;
  signed_credential: string | null;
  /** Set when a hosted platform issued it: then the platform holds its proof, not us. */
  external_id: string | null;
  /** When we revoked it (ISO), or null. */
  revoked_at: string | null;
}

export async function findCredentialRecord(
  db: Db,
  publicId: string,
): Promise<CredentialRecord | null> {
  const [row] = await selectRows<CredentialRecord>(
    db,
    sql`select c.id, c.status_index, c.signed_credential, c.external_id,
               ${isoUtc(sql`c.revoked_at`)} as revoked_at
          from credentials c
         where c.public_id = ${publicId}::uuid`,
  );
  return row ?? null;
}

/**
 * Keeps the first signed copy: a request that signed at the same moment in another process
 * loses, and everybody serves the copy that won.
 */
export async function keepSignedCredential(
  db: Db,
  id: number,
  signed: string,
  signedAt: string,
): Promise<string> {
  const [row] = await selectRows<{ signed_credential: string }>(
    db,
    sql`with kept as (
          update credentials set signed_credential = ${signed}, signed_at = ${signedAt}::timestamptz
           where id = ${id} and signed_credential is null
          returning signed_credential)
        select signed_credential from kept
        union all
        select signed_credential from credentials where id = ${id} and signed_credential is not null
        limit 1`,
  );
  return row?.signed_credential ?? signed;
}

/**
 * What a status list's signed copy depends on: whether any credential owns a bit in it (none:
 * the list does not exist), and its revoked set's size and latest change. Two index lookups.
 */
export async function statusListState(
  q: Queryable,
  from: number,
  to: number,
): Promise<{ known: boolean; revoked: number; changedAt: string | null }> {
  const [row] = await selectRows<{ known: boolean; revoked: number; changed_at: string | null }>(
    q,
    sql`select exists(select 1 from credentials
                       where status_index >= ${from}::bigint and status_index < ${to}::bigint) as known,
               count(*)::int as revoked,
               ${isoUtc(sql`max(revoked_at)`)} as changed_at
          from credentials
         where revoked_at is not null and status_index >= ${from}::bigint and status_index < ${to}::bigint`,
  );
  return {
    known: Boolean(row?.known),
    revoked: Number(row?.revoked ?? 0),
    changedAt: row?.changed_at ?? null,
  };
}

/** A status list's stored signed copy and what it was made from. */
export async function storedStatusList(
  q: Queryable,
  list: number,
): Promise<{ stamp: string; document: string } | null> {
  const [row] = await selectRows<{ stamp: string; document: string }>(
    q,
    sql`select stamp, document from credential_status_lists where list = ${list}`,
  );
  return row ?? null;
}

/**
 * Stores a newly signed list unless another process stored one for the same stamp first;
 * answers the copy that is kept, so every process serves the same bytes.
 */
export async function storeStatusList(
  q: Queryable,
  list: number,
  stamp: string,
  document: string,
): Promise<string> {
  await q.execute(
    sql`insert into credential_status_lists (list, stamp, document) values (${list}, ${stamp}, ${document})
        on conflict (list) do update set stamp = excluded.stamp, document = excluded.document,
                                         signed_at = now()
         where credential_status_lists.stamp <> excluded.stamp`,
  );
  const kept = await storedStatusList(q, list);
  return kept?.stamp === stamp ? kept.document : document;
}

/** The revoked bits of one status list, and when it last changed (null: never). */
export async function revokedInRange(
  db: Db,
  from: number,
  to: number,
): Promise<{ indexes: number[]; changedAt: string | null }> {
  const [row] = await selectRows<{ indexes: number[] | string | null; changed_at: string | null }>(
    db,
    sql`select coalesce(json_agg(status_index order by status_index), '[]') as indexes,
               ${isoUtc(sql`max(revoked_at)`)} as changed_at
          from credentials
         where revoked_at is not null and status_index >= ${from}::bigint and status_index < ${to}::bigint`,
  );
  const indexes = row?.indexes ?? [];
  return {
    indexes: typeof indexes === 'string' ? (JSON.parse(indexes) as number[]) : indexes,
    changedAt: row?.changed_at ?? null,
  };
}

/**
 * Revokes a credential we issued (the local platform): its status bit is set from now on.
 * Null when there is no such credential; an already revoked one keeps its first date and
 * reason.
 */
export async function revokeCredential(
  db: Queryable,
  id: number,
  reason: string,
): Promise<{ id: number; revoked_at: string; revocation_reason: string } | null> {
  const [row] = await selectRows<{ id: number; revoked_at: string; revocation_reason: string }>(
    db,
    sql`update credentials
           set revoked_at = coalesce(revoked_at, now()),
               revocation_reason = coalesce(revocation_reason, ${reason})
         where id = ${id}
     returning id, ${isoUtc(sql`revoked_at`)} as revoked_at, revocation_reason`,
  );
  return row ?? null;
}
