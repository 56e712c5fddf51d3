// Every demo account can save its profile unchanged: each has every field the profile form
// requires (SPEC §5), so "Update profile" on the Account page works without typing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { profileBody } from '@techgold/contracts/account';
import type { CurrentUser } from '@techgold/contracts/user';
import { DEMO_EMAILS } from '../../db/seed/demo-users.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let accounts: string[];

beforeAll(async () => {
  t = await createTestApp();
  // Everyone the demo data lets sign in: the README's four and the other demo authors.
  const rows = await t.handle.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.passwordHash)))
    .orderBy(users.id);
  accounts = rows.map((r) => r.email);
});
afterAll(() => t.close());

/** The profile form's fields, as GET /api/user has them. */
function profileOf(user: CurrentUser): Record<string, unknown> {
  const record = user as unknown as Record<string, unknown>;
  return Object.fromEntries(profileBody.keyof().options.map((key) => [key, record[key]]));
}

describe('demo accounts', () => {
  it('include the five the README lists', () => {
    expect(accounts).toEqual(expect.arrayContaining(Object.values(DEMO_EMAILS)));
  });

  it('each saves its own record back unchanged with PUT /api/user', async () => {
    for (const [i, email] of accounts.entries()) {
      const client = new Client(t.app, `10.24.0.${i + 1}`);
      expect((await client.login(email)).statusCode, email).toBe(200);
      const before = (await client.get('/api/user')).json() as CurrentUser;
      const profile = profileOf(before);
      const res = await client.request('PUT', '/api/user', profile);
      expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
      const after = res.json() as CurrentUser;
      expect(profileOf(after), email).toEqual(profile);
    }
  });
});
