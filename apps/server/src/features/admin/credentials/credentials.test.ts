// Credentials in the console: staff list every credential; on the local platform they issue a
// badge to a member (it is on the member's credentials page and its public page verifies) and
// revoke it with a reason (the public page then says revoked); with a hosted platform the
// console is read-only. Each change is audited in its transaction; a refused one leaves none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { credentialMessages } from '@techgold/contracts/admin/credentials';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, auditOf, newMember, rows, signedIn, userId } from '../test-fixtures.ts';

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

/** A badge the member does not hold (a second active copy is refused). */
async function aBadgeNotHeldBy(userId: number) {
  const [row] = await rows<{ id: number; name: string }>(
    t,
    sql`select id, name from credential_groups where id not in
          (select group_id from credentials where user_id = ${userId} and revoked_at is null)
        order by id limit 1`,
  );
  return row!;
}

async function verdict(publicId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/credential/${publicId}` });
  // Revoked: a 410 saying so with the day, and nothing about the holder or the badge.
  if (res.statusCode === 410) {
    expect(Object.keys(res.json() as object).sort()).toEqual(['message', 'revoked_at']);
    return 'revoked';
  }
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
    const learner = await userId(t, LEARNER);
    const badge = await aBadgeNotHeldBy(learner);
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
    const member = (await newMember(t)).id;
    const issueIt = () =>
      admin.post('/api/admin/credentials', { user_id: member, group_id: badge.id });
    const issued = (await issueIt()).json() as AdminCredential;
    expect(await verdict(issued.public_id)).toBe('verified'); // cached now
    // One active credential per member and badge, as the cohort import says it.
    const twice = await issueIt();
    expect(twice.statusCode).toBe(422);
    expect((twice.json() as { errors: object }).errors).toEqual({
      group_id: [credentialMessages.alreadyHeld],
    });

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
    // Revoked, it may be issued again.
    expect((await issueIt()).statusCode).toBe(201);
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
      for (const url of ['/api/admin/credentials/import/check', '/api/admin/credentials/import']) {
        const res = await editor.post(url, {
          file_name: 'cohort.csv',
          csv: `email,badge,issue date\n${LEARNER},x,2026-01-01`,
        });
        expect(res.statusCode, url).toBe(409);
        expect(res.json()).toEqual({ message: credentialMessages.hosted });
      }
      expect(
        await rows(hosted, sql`select 1 from credentials where revoked_at is not null`),
      ).toEqual([]);
    } finally {
      await hosted.close();
    }
  });
});

describe('badges and one credential, for the console', () => {
  it('lists badges paged and searchable, with how many hold each; staff only', async () => {
    const editor = await signedIn(t, EDITOR);
    const all = (await editor.get('/api/admin/credential-badges?limit=100')).json() as {
      items: { id: number; name: string; active: number }[];
      total: number;
    };
    const [{ n }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from credential_groups`,
    )) as [{ n: number }];
    expect(all.total).toBe(n);
    expect(all.items.length).toBe(Math.min(n, 100));
    const first = all.items[0]!;
    const found = (
      await editor.get(`/api/admin/credential-badges?q=${encodeURIComponent(first.name)}`)
    ).json() as { items: { id: number }[] };
    expect(found.items.map((i) => i.id)).toContain(first.id);
    const paged = (await editor.get('/api/admin/credential-badges?limit=1&offset=1')).json() as {
      items: unknown[];
      limit: number;
      offset: number;
    };
    expect(paged).toMatchObject({ limit: 1, offset: 1 });
    expect(paged.items.length).toBe(n > 1 ? 1 : 0);
    expect((await editor.get('/api/admin/credential-badges?limit=1000')).statusCode).toBe(400);
    expect(
      (await (await signedIn(t, LEARNER)).get('/api/admin/credential-badges')).statusCode,
    ).toBe(403);
    expect((await (await signedIn(t)).get('/api/admin/credential-badges')).statusCode).toBe(401);
  });

  it('finds active members to issue to by name or email, for editors too', async () => {
    const editor = await signedIn(t, EDITOR);
    const found = (await editor.get(`/api/admin/credential-members?q=${LEARNER}`)).json() as {
      items: { id: number; email: string }[];
      total: number;
    };
    expect(found.items).toEqual([
      expect.objectContaining({ id: await userId(t, LEARNER), email: LEARNER }),
    ]);
    const disabled = await newMember(t, { status: 'disabled' });
    expect(
      (
        (await editor.get(`/api/admin/credential-members?q=${disabled.email}`)).json() as {
          total: number;
        }
      ).total,
    ).toBe(0);
    expect((await editor.get('/api/admin/credential-members?limit=5')).json()).toMatchObject({
      items: expect.any(Array),
    });
    expect(
      (await (await signedIn(t, LEARNER)).get('/api/admin/credential-members?q=a')).statusCode,
    ).toBe(403);
  });

  it('answers one credential by id; unknown and malformed ids are 404s', async () => {
    const editor = await signedIn(t, EDITOR);
    const page = (await editor.get('/api/admin/credentials?limit=1')).json() as {
      items: AdminCredential[];
    };
    const one = await editor.get(`/api/admin/credentials/${page.items[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(page.items[0]);
    for (const id of ['99999999', 'abc', '-1'])
      expect((await editor.get(`/api/admin/credentials/${id}`)).statusCode, id).toBe(404);
    expect((await (await signedIn(t, LEARNER)).get(`/api/admin/credentials/1`)).statusCode).toBe(
      403,
    );
  });
});

describe('importing a cohort from a CSV', () => {
  type Report = { message: string; errors: Record<string, string[]> };
  const file = (csv: string, file_name = 'cohort.csv') => ({ file_name, csv });
  const count = async () =>
    (
      (await rows<{ n: number }>(t, sql`select count(*)::int as n from credentials`)) as [
        { n: number },
      ]
    )[0].n;
  async function twoBadges() {
    return rows<{ id: number; name: string }>(
      t,
      sql`select id, name from credential_groups order by id limit 2`,
    );
  }
  /** Both the check and the import refuse the file with this report, writing nothing. */
  async function refused(csv: string) {
    const editor = await signedIn(t, EDITOR);
    const [before, audits] = [await count(), await credentialAuditCount()];
    const check = await editor.post('/api/admin/credentials/import/check', file(csv));
    expect(check.statusCode, check.body).toBe(422);
    const commit = await editor.post('/api/admin/credentials/import', file(csv));
    expect(commit.statusCode, commit.body).toBe(422);
    expect(commit.json()).toEqual(check.json());
    expect(await count()).toBe(before);
    expect(await credentialAuditCount()).toBe(audits);
    return check.json() as Report;
  }

  it('checks a good file without writing, then issues every row in one go, audited', async () => {
    const editor = await signedIn(t, EDITOR);
    const [a, b] = await twoBadges();
    const one = await newMember(t);
    const two = await newMember(t);
    const csv = [
      'email,badge,issue date',
      `${one.email},${a!.name},2026-01-15`,
      `${two.email.toUpperCase()},"${b!.name}",2026-02-01`,
      '',
      `${one.email},${b!.name},01/03/2026`,
    ].join('\n');
    const before = await count();
    const check = await editor.post('/api/admin/credentials/import/check', file(csv));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({
      file_name: 'cohort.csv',
      count: 3,
      rows: [
        {
          line: 2,
          member: { id: one.id, name: 'Test Person', email: one.email },
          badge: { id: a!.id, name: a!.name },
          issued_on: '2026-01-15',
        },
        expect.objectContaining({ line: 3, member: expect.objectContaining({ id: two.id }) }),
        expect.objectContaining({ line: 5, issued_on: '2026-03-01' }),
      ],
    });
    expect(await count()).toBe(before);

    const res = await editor.post('/api/admin/credentials/import', file(csv, 'Spring cohort.csv'));
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as { issued: number; ids: number[]; file_name: string };
    expect(result).toMatchObject({ issued: 3, file_name: 'Spring cohort.csv' });
    expect(await count()).toBe(before + 3);
    const issued = (
      await editor.get(`/api/admin/credentials/${result.ids[0]}`)
    ).json() as AdminCredential;
    expect(issued).toMatchObject({
      member: { id: one.id },
      badge: { id: a!.id },
      issued_at: '2026-01-15T00:00:00.000Z',
    });
    expect(await verdict(issued.public_id)).toBe('verified');
    for (const id of result.ids)
      expect((await auditOf(t, 'credential', id)).map((r) => r.action)).toContain(
        'credential.issue',
      );
    const [imported] = await rows<{
      data: { file_name: string; count: number };
      subject_id: string;
    }>(
      t,
      sql`select data, subject_id from audit_log where action = 'credential.import' order by id desc limit 1`,
    );
    expect(imported!.data).toMatchObject({ file_name: 'Spring cohort.csv', count: 3 });

    // The same file again: every row is now a member who already holds the badge.
    const again = await refused(csv);
    expect(again.errors).toEqual({
      'line 2': ['This member already holds this badge.'],
      'line 3': ['This member already holds this badge.'],
      'line 5': ['This member already holds this badge.'],
    });
  });

  it('reads a spreadsheet export: a byte-order mark, semicolons, CRLF, a header in any case', async () => {
    const editor = await signedIn(t, EDITOR);
    const [a] = await twoBadges();
    const one = await newMember(t);
    const csv = `\uFEFF Email ; BADGE;Issue  Date\r\n${one.email};${a!.name};2026-04-30\r\n`;
    const res = await editor.post('/api/admin/credentials/import', file(csv));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { issued: number }).issued).toBe(1);
  });

  it('reports every bad row with its line and reason, and commits nothing', async () => {
    const [a, b] = await twoBadges();
    const one = await newMember(t);
    const two = await newMember(t);
    const disabled = await newMember(t, { status: 'disabled' });
    const report = await refused(
      [
        'email,badge,issue date',
        `${one.email},${a!.name},2026-01-15`, // 2: good
        `nobody@example.test,${a!.name},2026-01-15`, // 3
        `${two.email},No Such Badge,2026-01-15`, // 4
        `${two.email},${b!.name},2999-01-01`, // 5
        `${two.email},${a!.name},31/02/2026`, // 6
        `${one.email},${a!.name},2026-02-01`, // 7: duplicate of 2
        `${two.email},${b!.name}`, // 8
        `,,`, // blank: dropped
        `${disabled.email},${a!.name},2026-01-01`, // 10
        `"${two.email}",,2026-01-01`, // 11
      ].join('\n'),
    );
    expect(report.message).toBe(
      '8 lines have problems: nothing was issued. Correct the file and try again.',
    );
    expect(report.errors).toEqual({
      'line 3': ['No member has the email nobody@example.test.'],
      'line 4': ['There is no badge called "No Such Badge".'],
      'line 5': ['The issue date is in the future.'],
      'line 6': ['"31/02/2026" is not a date: write it as YYYY-MM-DD (or DD/MM/YYYY).'],
      'line 7': ['The same member and badge as line 2.'],
      'line 8': ['Expected 3 values (email, badge, issue date), found 2.'],
      'line 10': [`The member ${disabled.email} is not an active account.`],
      'line 11': ['The badge is missing.'],
    });
  });

  it('refuses wrong columns, an empty file, an unclosed quote, too many rows and an oversized file', async () => {
    const [a] = await twoBadges();
    const one = await newMember(t);
    const header =
      'The first row must name the columns: email, badge, issue date (separated by commas or semicolons).';
    expect((await refused(`email,badge\n${one.email},${a!.name}\n`)).errors).toEqual({
      'line 1': [header],
    });
    expect(
      (await refused(`email,badge,date\n${one.email},${a!.name},2026-01-01\n`)).errors,
    ).toEqual({
      'line 1': [header],
    });
    expect((await refused(`${one.email},${a!.name},2026-01-01\n`)).errors).toEqual({
      'line 1': [header],
    });
    expect((await refused('\uFEFF\n  \n')).errors).toEqual({ file: ['The file is empty.'] });
    expect((await refused('email,badge,issue date\n')).errors).toEqual({
      file: ['The file has a header row but no credentials.'],
    });
    expect(
      (await refused(`email,badge,issue date\n${one.email},"${a!.name},2026-01-01\n`)).errors,
    ).toEqual({ 'line 2': ['A quoted value is not closed.'] });
    const many = ['email,badge,issue date'];
    for (let i = 0; i < 5001; i++) many.push(`p${i}@example.test,${a!.name},2026-01-01`);
    expect((await refused(many.join('\n'))).errors).toEqual({
      file: ['The file has too many rows: at most 5,000 after the header.'],
    });
    const big = `email,badge,issue date\n${'x'.repeat(1_000_001)}`;
    const tooBig = await refused(big);
    expect(tooBig.message).toBe('The file is too large: at most 1 MB.');
    // Larger than the route takes at all: 413, in the same shape.
    const editor = await signedIn(t, EDITOR);
    const huge = await editor.post('/api/admin/credentials/import', file('x'.repeat(3_000_000)));
    expect(huge.statusCode).toBe(413);
    expect((huge.json() as { message: string }).message).toBeTruthy();
    // Multi-byte text over 1 MB in UTF-8 but under a million characters.
    expect((await refused(`email,badge,issue date\n${'é'.repeat(600_000)}`)).message).toBe(
      'The file is too large: at most 1 MB.',
    );
  });

  it('validates the body and guards the routes: 401, 403, 419', async () => {
    const editor = await signedIn(t, EDITOR);
    for (const body of [
      {},
      { file_name: '', csv: 'x' },
      { file_name: 'a.csv', csv: 1 },
      { file_name: 'a.csv', csv: 'x', extra: 1 },
    ]) {
      const res = await editor.post('/api/admin/credentials/import', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const csv = file('email,badge,issue date\na@b.test,x,2026-01-01');
    for (const url of ['/api/admin/credentials/import', '/api/admin/credentials/import/check']) {
      expect((await (await signedIn(t)).post(url, csv)).statusCode).toBe(401);
      expect((await (await signedIn(t, LEARNER)).post(url, csv)).statusCode).toBe(403);
      const noCsrf = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/json',
        },
        payload: JSON.stringify(csv),
      });
      expect(noCsrf.statusCode).toBe(419);
    }
  });
});
