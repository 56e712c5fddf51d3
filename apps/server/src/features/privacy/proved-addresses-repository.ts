// The addresses a member has proved they control (decision 0074). Enquiries, the newsletter and
// captured mail are kept by address, not by account; a member's export and erasure reach them
// only through these: the sign-in email once an emailed link to it was opened
// (`email_confirmed_at`), and the contact address once its confirmation link was opened
// (`contact_email_confirmed_at`). An address the member only typed in reaches nothing.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';

export type ProvedBy = 'sign_in_email' | 'contact_email';

export interface ProvedAddress {
  /** Lower-cased, as the matching compares. */
  address: string;
  proved_by: ProvedBy;
  proved_at: Date;
}

/** An address of the account that reaches nothing, and why. */
export interface UnprovedAddress {
  address: string;
  role: ProvedBy | 'pending_contact_email';
}

/** The member's addresses, proved and not, in a stable order (sign-in email first). */
export async function memberAddresses(
  q: Queryable,
  userId: number,
): Promise<{ proved: ProvedAddress[]; unproved: UnprovedAddress[] }> {
  const [u] = await selectRows<{
    email: string;
    email_confirmed_at: Date | null;
    contact_email: string | null;
    contact_email_confirmed_at: Date | null;
    pending_contact_email: string | null;
  }>(
    q,
    sql`select email, email_confirmed_at, contact_email, contact_email_confirmed_at,
               pending_contact_email
          from users where id = ${userId}`,
  );
  const proved: ProvedAddress[] = [];
  const unproved: UnprovedAddress[] = [];
  if (!u) return { proved, unproved };
  const signIn = u.email.trim().toLowerCase();
  if (u.email_confirmed_at) {
    proved.push({
      address: signIn,
      proved_by: 'sign_in_email',
      proved_at: new Date(u.email_confirmed_at),
    });
  } else unproved.push({ address: signIn, role: 'sign_in_email' });
  const contact = u.contact_email?.trim().toLowerCase();
  if (contact && !proved.some((p) => p.address === contact)) {
    if (u.contact_email_confirmed_at) {
      proved.push({
        address: contact,
        proved_by: 'contact_email',
        proved_at: new Date(u.contact_email_confirmed_at),
      });
    } else if (contact !== signIn) unproved.push({ address: contact, role: 'contact_email' });
  }
  const pending = u.pending_contact_email?.trim().toLowerCase();
  if (pending) unproved.push({ address: pending, role: 'pending_contact_email' });
  return { proved, unproved };
}

/** The proved addresses only, lower-cased. */
export async function provedAddresses(q: Queryable, userId: number): Promise<string[]> {
  return (await memberAddresses(q, userId)).proved.map((p) => p.address);
}

/**
 * `lower(column) in (…proved addresses…)`, or false when there are none (an empty `in ()` is
 * not SQL, and no address must match nothing).
 */
export function matchesAny(column: ReturnType<typeof sql>, addresses: readonly string[]) {
  if (!addresses.length) return sql`false`;
  return sql`lower(${column}) in (${sql.join(
    addresses.map((a) => sql`${a}`),
    sql`, `,
  )})`;
}
