// Credentials in the console: staff list every credential; on the local platform they issue a
// badge to a member (it is on the member's credentials page and its public page verifies) and
// revoke it with a reason (the public page then says revoked); with a hosted platform the
// console is read-only. Each change is audited in its transaction; a refused one leaves none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { credentialMessages } from '@techgold/contracts/admin-content';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, auditOf, rows, signedIn, userId } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface AdminCredential {
  id: number;
  member: { id: number; email: string };
  badge: { id: number; name: string };
  issued_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  revocation_reason: string | null;
  public_id: string;
}

async function aBadge() {
  const [row] = await rows<{ id: number; name: string }>(
    t,
    sql`select id, name from credential_groups order by id limit 1`,
  );
  return row!;
}

async function verdict(publicId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/credential/${publicId}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { check: { verdict: string } | null }).check?.verdict;
}

async function credentialAuditCount() {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from audit_log where action like 'credential.%'`,
  );
  return row!.n;
}

describe('issuing and revoking on the local platform', () => {
  it('issues a badge to a member: on their credentials page, and its public page verifies', async () => {
    const editor = await signedIn(t, EDITOR);
    const badge = await aBadge();
    const learner = await userId(t, LEARNER);
    const res = await editor.post('/api/admin/credentials', {
      user_id: learner,
      group_id: badge.id,
      issued_on: '2026-06-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const issued = res.json() as AdminCredential;
    expect(issued).toMatchObject({
      member: { id: learner, email: LEARNER },
      badge: { id: badge.id, name: badge.name },
      issued_at: '2026-06-30T00:00:00.000Z',
      revoked_at: null,
    });
    const mine = await (await signedIn(t, LEARNER)).get('/api/user/credentials?limit=50');
    expect(
      (mine.json() as { credentials: { id: number }[] }).credentials.map((c) => c.id),
    ).toContain(issued.id);
    expect(await verdict(issued.public_id)).toBe('verified');
    expect(await auditOf(t, 'credential', issued.id)).toEqual([
      expect.objectContaining({
        action: 'credential.issue',
        after: { user_id: learner, group_id: badge.id, issued_on: '2026-06-30', expires_on: null },
      }),
    ]);

    const listed = (
      await editor.get(`/api/admin/credentials?user_id=${learner}&state=active&sort=issued`)
    ).json() as { items: AdminCredential[]; platform: string };
    expect(listed.platform).toBe('local');
    expect(listed.items.map((i) => i.id)).toContain(issued.id);
  });

  it('revokes with a reason: the public page says revoked; a second revoke is refused', async () => {
    const admin = await signedIn(t, ADMIN);
    const badge = await aBadge();
    const issued = (
      await admin.post('/api/admin/credentials', {
        user_id: await userId(t, LEARNER),
        group_id: badge.id,
      })
    ).json() as AdminCredential;
    expect(await verdict(issued.public_id)).toBe('verified'); // cached now

    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/admin/credentials/${issued.id}/revoke`,
      headers: {
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ reason: 'Awarded in error' }),
    });
    expect(noCsrf.statusCode).toBe(419);
    expect(await verdict(issued.public_id)).toBe('verified');

    const blank = await admin.post(`/api/admin/credentials/${issued.id}/revoke`, { reason: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys((blank.json() as { errors: object }).errors)).toEqual(['reason']);

    const res = await admin.post(`/api/admin/credentials/${issued.id}/revoke`, {
      reason: ' Awarded in error ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: issued.id,
      revoked_at: expect.stringMatching(/^\d{4}-/),
      revocation_reason: 'Awarded in error',
    });
    expect(await verdict(issued.public_id)).toBe('revoked');

    const again = await admin.post(`/api/admin/credentials/${issued.id}/revoke`, {
      reason: 'Other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: credentialMessages.alreadyRevoked });
    expect((await auditOf(t, 'credential', issued.id)).map((a) => [a.action, a.after])).toEqual([
      ['credential.issue', expect.anything()],
      [
        'credential.revoke',
        { revoked_at: expect.stringMatching(/^\d{4}-/), revocation_reason: 'Awarded in error' },
      ],
    ]);
    const revokedList = (
      await admin.get(`/api/admin/credentials?state=revoked&limit=100`)
    ).json() as { items: AdminCredential[] };
    expect(revokedList.items.every((i) => i.revoked_at !== null)).toBe(true);
    expect(revokedList.items.map((i) => i.id)).toContain(issued.id);
    expect(
      (await admin.post('/api/admin/credentials/99999999/revoke', { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('refuses bad input, unknown members and badges, and strangers, leaving no row and no audit row', async () => {
    const editor = await signedIn(t, EDITOR);
    const before = await credentialAuditCount();
    const [{ n: count }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from credentials`,
    )) as [{ n: number }];
    const shape = await editor.post('/api/admin/credentials', {
      user_id: 'me',
      group_id: 0,
      issued_on: '2026-02-31x',
      extra: 1,
    });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys((shape.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['user_id', 'group_id', 'issued_on']),
    );
    const order = await editor.post('/api/admin/credentials', {
      user_id: 1,
      group_id: 1,
      issued_on: '2026-05-01',
      expires_on: '2026-04-01',
    });
    expect(order.statusCode).toBe(422);
    expect(Object.keys((order.json() as { errors: object }).errors)).toEqual(['expires_on']);
    const unknown = await editor.post('/api/admin/credentials', {
      user_id: 2_000_000_000,
      group_id: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(422);
    expect((unknown.json() as { errors: object }).errors).toEqual({
      user_id: [credentialMessages.unknownMember],
      group_id: [credentialMessages.unknownBadge],
    });
    const bad = await editor.get('/api/admin/credentials?state=lost&sort=colour');
    expect(bad.statusCode).toBe(400);
    expect((await (await signedIn(t, LEARNER)).get('/api/admin/credentials')).statusCode).toBe(403);
    expect((await (await signedIn(t)).get('/api/admin/credentials')).statusCode).toBe(401);
    expect(await credentialAuditCount()).toBe(before);
    const [{ n: after }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from credentials`,
    )) as [{ n: number }];
    expect(after).toBe(count);
  });
});

describe('with a hosted credentials platform', () => {
  it('lists credentials read-only: issuing and revoking are refused', async () => {
    const hosted = await createTestApp({
      CREDENTIALS_PLATFORM: 'hosted',
      CREDENTIALS_API_URL: 'http://127.0.0.1:9/',
      CREDENTIALS_API_KEY: 'test-key',
    });
    try {
      const editor = await signedIn(hosted, EDITOR);
      const page = (await editor.get('/api/admin/credentials?limit=1')).json() as {
        items: AdminCredential[];
        platform: string;
      };
      expect(page.platform).toBe('hosted');
      const [badge] = await rows<{ id: number }>(
        hosted,
        sql`select id from credential_groups order by id limit 1`,
      );
      const issue = await editor.post('/api/admin/credentials', {
        user_id: await userId(hosted, LEARNER),
        group_id: badge!.id,
      });
      expect(issue.statusCode).toBe(409);
      expect(issue.json()).toEqual({ message: credentialMessages.hosted });
      const revoke = await editor.post(`/api/admin/credentials/${page.items[0]!.id}/revoke`, {
        reason: 'Because',
      });
      expect(revoke.statusCode).toBe(409);
      expect(
        await rows(hosted, sql`select 1 from credentials where revoked_at is not null`),
      ).toEqual([]);
    } finally {
      await hosted.close();
    }
  });
});
