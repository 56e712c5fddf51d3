// Shared by the staff console's tests: signed-in clients per role, re-authentication, moving a
// session's re-authentication into the past, and reading rows the API does not show.
import { sql, type SQL } from 'drizzle-orm';
import { Client, DEMO_PASSWORD, LEARNER, type TestContext } from '../../../test/helpers.ts';

export const ADMIN = 'admin@techgold.test';
export const EDITOR = 'editor@techgold.test';
export { LEARNER };

let ipCounter = 1;
/** A client from its own address (failure counts never leak between tests), signed in. */
export async function signedIn(t: TestContext, email?: string) {
  const n = ipCounter++;
  const c = new Client(t.app, `10.${90 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`);
  await c.csrf();
  if (email) {
    const res = await c.login(email);
    if (res.statusCode !== 200) throw new Error(`sign-in as ${email}: ${res.statusCode}`);
  }
  return c;
}

export async function reauthed(t: TestContext, email: string) {
  const c = await signedIn(t, email);
  const res = await c.post('/api/admin/reauth', { password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`reauth: ${res.statusCode} ${res.body}`);
  return c;
}

export async function rows<T = Record<string, unknown>>(t: TestContext, query: SQL) {
  const result = (await t.app.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function userId(t: TestContext, email: string): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from users where email = ${email}`);
  return row!.id;
}

/** Audit rows about one target, oldest first. */
export const auditOf = (t: TestContext, targetType: string, targetId: number | string) =>
  rows<{ action: string; actor_user_id: number; before: unknown; after: unknown; data: unknown }>(
    t,
    sql`select * from audit_log where subject_type = ${targetType}
          and subject_id = ${String(targetId)} order by id`,
  );

/** Moves every re-authentication of `email`'s sessions `minutes` into the past. */
export async function ageReauth(t: TestContext, email: string, minutes: number) {
  await t.app.database.db.execute(
    sql`update sessions set reauthenticated_at = reauthenticated_at - make_interval(mins => ${minutes})
         where user_id = (select id from users where email = ${email})`,
  );
}

let emailCounter = 0;
export const uniqueEmail = (domain = 'example.test', prefix = 'person') =>
  `${prefix}.${Date.now().toString(36)}${emailCounter++}@${domain}`;

/** A plain learner account (no password), for tests that change it. */
export async function newMember(
  t: TestContext,
  fields: {
    status?: 'active' | 'pending_review' | 'disabled';
    staffRole?: 'admin' | 'editor';
  } = {},
) {
  const email = uniqueEmail();
  const [row] = await rows<{ id: number; updated_at: Date }>(
    t,
    sql`insert into users (first_name, last_name, email, status, staff_role)
        values ('Test', 'Person', ${email}, ${fields.status ?? 'active'}::account_status,
                ${fields.staffRole ?? null}::staff_role)
        returning id`,
  );
  return { id: row!.id, email };
}

/** The version (`updated_at`) the console would have read. */
export async function versionOf(c: Client, id: number): Promise<string> {
  const res = await c.get(`/api/admin/members/${id}`);
  if (res.statusCode !== 200) throw new Error(`member ${id}: ${res.statusCode}`);
  return (res.json() as { updated_at: string }).updated_at;
}
