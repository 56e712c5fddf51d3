// SQL for proving a new contact address (decision 0074). Writes take the caller's transaction.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../../db/client.ts';

export interface ContactState {
  email: string;
  email_confirmed_at: Date | null;
  contact_email: string | null;
  contact_email_confirmed_at: Date | null;
  pending_contact_email: string | null;
}

/** The account's addresses, locked for the change being made. */
export async function lockContactState(q: Queryable, userId: number) {
  const [row] = await selectRows<ContactState>(
    q,
    sql`select email, email_confirmed_at, contact_email, contact_email_confirmed_at,
               pending_contact_email
          from users where id = ${userId} for update`,
  );
  return row ?? null;
}

/** Puts `address` in force at once, proved since `provedAt` (the proved sign-in email). */
export async function useProvedAddress(
  q: Queryable,
  userId: number,
  address: string,
  provedAt: Date,
) {
  await q.execute(
    sql`update users set contact_email = ${address}, contact_email_confirmed_at = ${provedAt},
               pending_contact_email = null, updated_at = now()
         where id = ${userId}`,
  );
}

/** Sets (or, with null, drops) the address waiting for confirmation. */
export async function setPending(q: Queryable, userId: number, address: string | null) {
  await q.execute(
    sql`update users set pending_contact_email = ${address}, updated_at = now()
         where id = ${userId}`,
  );
}

/** The waiting address replaces the contact email, proved now; false if nothing was waiting. */
export async function confirmPending(q: Queryable, userId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    q,
    sql`update users set contact_email = pending_contact_email,
               contact_email_confirmed_at = now(), pending_contact_email = null,
               updated_at = now()
         where id = ${userId} and pending_contact_email is not null
        returning id`,
  );
  return rows.length === 1;
}

/** Spends every open confirmation link of the account: only the newest address's may work. */
export async function spendConfirmationLinks(q: Queryable, userId: number) {
  await q.execute(
    sql`update one_time_codes set used_at = now()
         where user_id = ${userId} and purpose = 'confirm_email' and used_at is null`,
  );
}
