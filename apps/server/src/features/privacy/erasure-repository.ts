// SQL for erasing a member (decision 0064), in the caller's transaction. Personal data goes;
// what must be kept is kept without them: published insights move to the one "Former member"
// account, files others' content still shows stay (without an owner), and the audit log keeps
// that things happened but not the person's details. Records kept by address are reached only
// through addresses the member proved (decision 0074).
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';
import { matchesAny, memberAddresses, type ProvedBy } from './proved-addresses-repository.ts';

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

/**
 * The records kept by address that an erasure removes (or anonymises), each with the proved
 * address that matched it. The console shows exactly these before the final step (decision
 * 0074), and eraseMember acts on the same predicates.
 */
export interface AddressMatch {
  type: 'enquiry' | 'subscriber' | 'newsletter_copy' | 'mail' | 'outbox_mail' | 'rights_request';
  id: number | null;
  summary: string;
  action: 'remove' | 'anonymise';
  matched_address: string;
}

/** What an erasure will do to records kept by address: every one, with its address. */
export async function addressMatches(
  q: Queryable,
  addresses: readonly string[],
): Promise<AddressMatch[]> {
  if (!addresses.length) return [];
  const m = (column: ReturnType<typeof sql>) => matchesAny(column, addresses);
  return selectRows<AddressMatch>(
    q,
    sql`select 'enquiry' as type, id, 'remove' as action, lower(email) as matched_address,
               initcap(replace(kind::text, '_', ' ')) || ' enquiry from ' || first_name || ' '
                 || last_name || ', ' || to_char(created_at, 'YYYY-MM-DD') as summary
          from enquiries where ${m(sql`email`)}
        union all
        select 'subscriber', id, 'remove', lower(email),
               'Newsletter subscription (' || state::text || '), since '
                 || to_char(created_at, 'YYYY-MM-DD')
          from subscribers where ${m(sql`email`)}
        union all
        select 'newsletter_copy', id, 'anonymise', lower(email),
               'Record of a newsletter issue sent to this address'
          from newsletter_recipients where ${m(sql`email`)}
        union all
        select 'mail', id, 'remove', lower(to_address),
               'Captured email "' || subject || '", ' || to_char(created_at, 'YYYY-MM-DD')
          from mail_messages where ${m(sql`to_address`)}
        union all
        select 'outbox_mail', null::int, 'remove', lower(to_address),
               'Email "' || subject || '" in the mail outbox, ' || to_char(created_at, 'YYYY-MM-DD')
          from mail_outbox where ${m(sql`to_address`)}
        union all
        select 'rights_request', id, 'anonymise', lower(requester_email),
               initcap(kind::text) || ' request received ' || received_on::text
          from rights_requests where ${m(sql`requester_email`)}
        order by 1, 2`,
  );
}

export interface ErasurePreview {
  addresses: { address: string; proved_by: ProvedBy; proved_at: string }[];
  /** The account's addresses that match nothing, because the member never proved them. */
  unproved: { address: string; role: ProvedBy | 'pending_contact_email' }[];
  records: (AddressMatch & { proved_by: ProvedBy })[];
}

/** What eraseMember would remove by address, and why (which proved address matched). */
export async function erasurePreview(q: Queryable, userId: number): Promise<ErasurePreview> {
  const { proved, unproved } = await memberAddresses(q, userId);
  const by = new Map(proved.map((p) => [p.address, p.proved_by]));
  const records = await addressMatches(
    q,
    proved.map((p) => p.address),
  );
  return {
    addresses: proved.map((p) => ({ ...p, proved_at: p.proved_at.toISOString() })),
    unproved,
    records: records.map((r) => ({
      ...r,
      id: Number(r.id),
      proved_by: by.get(r.matched_address) ?? 'sign_in_email',
    })),
  };
}

/** What goes with the account itself (kept by account, not by address), counted. */
export async function accountHeld(q: Queryable, userId: number) {
  const [row] = await selectRows<Record<string, number>>(
    q,
    sql`select
          (select count(*)::int from sessions where user_id = ${userId}) as sessions,
          (select count(*)::int from saved_items where user_id = ${userId}) as saved,
          (select count(*)::int from notifications where user_id = ${userId}) as notifications,
          (select count(*)::int from credentials where user_id = ${userId}) as credentials,
          (select count(*)::int from consents where user_id = ${userId}) as consents,
          (select count(*)::int from uploads where user_id = ${userId}) as uploads,
          (select count(*)::int from data_exports where user_id = ${userId}) as exports,
          (select count(*)::int from insights where user_id = ${userId}) as insights`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return [
    { label: 'Sign-in sessions', count: n('sessions') },
    { label: 'Saved items', count: n('saved') },
    { label: 'Notifications', count: n('notifications') },
    { label: 'Credentials', count: n('credentials') },
    { label: 'Consents they gave', count: n('consents') },
    {
      label: 'Uploaded files (those other content shows stay, without an owner)',
      count: n('uploads'),
    },
    { label: 'Data exports', count: n('exports') },
    { label: 'Insights (kept, moved to "Former member")', count: n('insights') },
  ];
}

/** Erases the account `userId`; answers null when there is none (already erased). */
export async function eraseMember(q: Queryable, userId: number): Promise<Erased | null> {
  const [user] = await selectRows<{ email: string }>(
    q,
    sql`select email from users where id = ${userId} for update`,
  );
  if (!user || user.email === FORMER_MEMBER_EMAIL) return null;
  // Records kept by address are reached only through addresses the member proved (0074).
  const { proved } = await memberAddresses(q, userId);
  const addresses = proved.map((p) => p.address);
  const m = (column: ReturnType<typeof sql>) => matchesAny(column, addresses);
  const signIn = user.email.toLowerCase();

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

  // Held by address rather than by account: the same predicates addressMatches lists.
  await q.execute(sql`delete from consents where user_id = ${userId}`);
  // An enquiry's notes and the replies staff emailed go with it (on delete cascade); what the
  // audit log recorded about it keeps that it happened, not the words (a note's text, below).
  const enquiries = await selectRows<{ id: number }>(
    q,
    sql`delete from enquiries where ${m(sql`email`)} returning id`,
  );
  await q.execute(sql`delete from subscribers where ${m(sql`email`)}`);
  await q.execute(
    sql`update newsletter_recipients
           set email = 'anonymised-' || id || '@anonymised.invalid', user_id = null,
               subscriber_id = null
         where ${m(sql`email`)} or user_id = ${userId}`,
  );
  await q.execute(sql`delete from mail_messages where ${m(sql`to_address`)}`);
  // The outbox's copies (decision 0082) hold whole messages: names, one-time links. Any still
  // waiting is no longer wanted (a reminder to an account about to be gone).
  await q.execute(sql`delete from mail_outbox where ${m(sql`to_address`)}`);
  // Counters and stored answers the account's own requests made (keyed by its sign-in email).
  for (const address of new Set([signIn, ...addresses])) {
    await q.execute(sql`delete from rate_limits where position(${address} in key) > 0`);
    await q.execute(
      sql`delete from idempotency_keys where position(${address} in lower(response_body::text)) > 0`,
    );
  }
  // The request they made is kept as a fact (we answered it), not as their details.
  await q.execute(
    sql`update rights_requests
           set requester_name = 'Former member', requester_email = null, details = null
         where user_id = ${userId} or ${m(sql`requester_email`)}`,
  );
  // The audit log keeps what happened to the account and which fields changed, not what they
  // held: each value becomes "[erased]" (true/false and empty stay, they hold nothing of the
  // person). The account's id stays, naming no one; the console shows "Erased member #id".
  const erasedValues = (column: string) =>
    sql.raw(`(select jsonb_object_agg(key, case when jsonb_typeof(value) in ('boolean', 'null')
                     then value else '"[erased]"'::jsonb end) from jsonb_each(${column}))`);
  await q.execute(
    sql`update audit_log
           set before = ${erasedValues('before')}, after = ${erasedValues('after')},
               data = ${erasedValues('data')}
         where subject_type = 'user' and subject_id = ${String(userId)}`,
  );
  await q.execute(sql`update audit_log set ip = null where actor_user_id = ${userId}`);
  if (enquiries.length) {
    await q.execute(
      sql`update audit_log
             set before = ${erasedValues('before')}, after = ${erasedValues('after')},
                 data = ${erasedValues('data')}
           where subject_type = 'enquiry'
             and subject_id in (${sql.join(
               enquiries.map((e) => sql`${String(e.id)}`),
               sql`, `,
             )})`,
    );
  }

  // Sessions, codes, saved items, notifications, preferences, credentials and exports go with
  // the row (on delete cascade); consents, uploads and staff records keep no link (set null).
  await q.execute(sql`delete from users where id = ${userId}`);
  return { storageKeys: [...files, ...exports].map((r) => r.storage_key) };
}
