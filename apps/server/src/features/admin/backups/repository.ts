// The admins a failed backup is reported to.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

export async function activeAdmins(q: Queryable) {
  return q
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.staffRole, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id);
}
