// SQL for erasing a member (decision 0064), in the caller's transaction. Personal data goes;
// what must be kept is kept without them: published insights move to the one "Former member"
// account, files others' content still shows stay (without an owner), and the audit log keeps
// that things happened but not the person's details.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';

/** The placeholder author of insights whose writers have been erased. */
export const FORMER_MEMBER_EMAIL = 'former-member@erased.invalid';

async function formerMemberId(q: Queryable): Promise<number> {
  await q.execute(
    sql`insert into users (first_name, last_name, email, status)
        values ('Former', 'member', ${FORMER_MEMBER_EMAIL}, 'disabled')
        on conflict ((lower(email))) do nothing`,
  );
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`select id from users where lower(email) = ${FORMER_MEMBER_EMAIL}`,
  );
  return row!.id;
}

export interface Erased {
  /** Files only this member used, to remove from storage once the transaction commits. */
  storageKeys: string[];
}

/** Erases the account `userId`; answers null when there is none (already erased). */
export async function eraseMember(q: Queryable, userId: number): Promise<Erased | null> {
  const [user] = await selectRows<{ email: string; contact_email: string | null }>(
    q,
    sql`select email, contact_email from users where id = ${userId} for update`,
  );
  if (!user || user.email === FORMER_MEMBER_EMAIL) return null;
  const addresses = [user.email, user.contact_email]
    .filter((a): a is string => Boolean(a))
    .map((a) => a.toLowerCase());
  const addressList = sql.join(
    addresses.map((a) => sql`${a}`),
    sql`, `,
  );

  // Published insights stay, under "Former member".
  const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from insights where user_id = ${userId}`,
  );
  if (n > 0) {
    const former = await formerMemberId(q);
    await q.execute(sql`update insights set user_id = ${former} where user_id = ${userId}`);
  }

  // Files only they used go; files other content still shows stay, with no owner.
  const files = await selectRows<{ storage_key: string }>(
    q,
    sql`delete from uploads u where u.user_id = ${userId}
          and not exists (select 1 from insights i
                           where i.body::text like '%' || u.storage_key || '%'
                              or i.thumbnail like '%' || u.storage_key || '%')
          and not exists (select 1 from users o where o.id <> ${userId}
                             and o.avatar_url like '%' || u.storage_key || '%')
          and not exists (select 1 from employers e where e.logo_url like '%' || u.storage_key || '%')
          and not exists (select 1 from schools s where s.logo_url like '%' || u.storage_key || '%')
        returning u.storage_key`,
  );
  const exports = await selectRows<{ storage_key: string }>(
    q,
    sql`select storage_key from data_exports where user_id = ${userId} and storage_key is not null`,
  );

  // Held by address rather than by account.
  await q.execute(sql`delete from consents where user_id = ${userId}`);
  await q.execute(sql`delete from enquiries where lower(email) in (${addressList})`);
  await q.execute(sql`delete from subscribers where email in (${addressList})`);
  await q.execute(
    sql`update newsletter_recipients
           set email = 'anonymised-' || id || '@anonymised.invalid', user_id = null,
               subscriber_id = null
         where email in (${addressList}) or user_id = ${userId}`,
  );
  await q.execute(sql`delete from mail_messages where lower(to_address) in (${addressList})`);
  for (const address of addresses) {
    await q.execute(sql`delete from rate_limits where position(${address} in key) > 0`);
    await q.execute(
      sql`delete from idempotency_keys where position(${address} in lower(response_body::text)) > 0`,
    );
  }
  // The request they made is kept as a fact (we answered it), not as their details.
  await q.execute(
    sql`update rights_requests
           set requester_name = 'Former member', requester_email = null, details = null
         where user_id = ${userId} or lower(requester_email) in (${addressList})`,
  );
  // The audit log keeps that things happened to the account, not what its fields held.
  await q.execute(
    sql`update audit_log set before = null, after = null, data = null
         where subject_type = 'user' and subject_id = ${String(userId)}`,
  );
  await q.execute(sql`update audit_log set ip = null where actor_user_id = ${userId}`);

  // Sessions, codes, saved items, notifications, preferences, credentials and exports go with
  // the row (on delete cascade); consents, uploads and staff records keep no link (set null).
  await q.execute(sql`delete from users where id = ${userId}`);
  return { storageKeys: [...files, ...exports].map((r) => r.storage_key) };
}
