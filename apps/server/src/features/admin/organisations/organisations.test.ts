// Organisations and their sign-up domains in the console: lists, a record with its domains,
// adding (validated, unique across organisations, never webmail; a sign-up from it matches at
// once) and removing domains, both behind re-authentication and audited in their transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { domainMessages } from '@techgold/contracts/admin/organisations';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, ageReauth, auditOf, reauthed, rows, signedIn } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function northbridge() {
  const [row] = await rows<{ id: number }>(
    t,
    sql`select id from schools where title = 'Northbridge University'`,
  );
  return row!.id;
}

describe('GET /api/admin/organisations', () => {
  it('lists learning providers or employers with their domains and member counts, paged', async () => {
    const admin = await signedIn(t, ADMIN);
    const res = await admin.get('/api/admin/organisations?kind=school&q=northbridge');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [
        {
          kind: 'school',
          title: 'Northbridge University',
          domains: expect.arrayContaining(['northbridge-university.test']),
          members: expect.any(Number),
        },
      ],
    });
    const employers = (
      await admin.get('/api/admin/organisations?kind=employer&limit=2')
    ).json() as {
      items: { kind: string }[];
      total: number;
    };
    expect(employers.items).toHaveLength(2);
    expect(employers.items.every((i) => i.kind === 'employer')).toBe(true);
    expect(employers.total).toBeGreaterThan(2);
    expect((await admin.get('/api/admin/organisations?kind=club')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/organisations?sort=domains')).statusCode).toBe(400);
    const editor = await signedIn(t, EDITOR);
    expect((await editor.get('/api/admin/organisations')).statusCode).toBe(403);
  });

  it('sorts by title either way and by member count', async () => {
    const admin = await signedIn(t, ADMIN);
    type Page = { items: { title: string; members: number }[] };
    const read = async (query: string) =>
      (
        (
          await admin.get(`/api/admin/organisations?kind=employer&limit=100&${query}`)
        ).json() as Page
      ).items;
    // A search small enough to fit one page: descending is ascending reversed (whatever the
    // database's collation makes of spaces), and more than one title differs.
    const titles = (await read('q=emberglow')).map((i) => i.title);
    expect(titles.length).toBeGreaterThan(2);
    expect((await read('q=emberglow&dir=desc')).map((i) => i.title)).toEqual([...titles].reverse());
    expect(titles[0]).toBe('Emberglow Cloud');
    const counts = (await read('sort=members&dir=desc')).map((i) => i.members);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts.at(-1)!);
  });

  it('shows one organisation with its domain rows; unknown kinds and ids are 404', async () => {
    const admin = await signedIn(t, ADMIN);
    const id = await northbridge();
    const res = await admin.get(`/api/admin/organisations/school/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { domain_list: { domain: string }[]; courses: number };
    expect(body.domain_list.map((d) => d.domain)).toContain('northbridge-university.test');
    expect(body.courses).toBeGreaterThan(0);
    expect((await admin.get(`/api/admin/organisations/club/${id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/organisations/school/99999999')).statusCode).toBe(404);
  });
});

describe('sign-up domains', () => {
  it('adding one makes a sign-up from it match at once; removing it stops future matches', async () => {
    const admin = await reauthed(t, ADMIN);
    const id = await northbridge();
    const before = await admin.post('/api/verify-email', { email: 'kit@Brand-New-Campus.test' });
    expect(before.json()).toMatchObject({ match: { needs_review: true } });

    const added = await admin.post(`/api/admin/organisations/school/${id}/domains`, {
      domain: '  Brand-New-Campus.TEST ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const domain = added.json() as { id: number; domain: string };
    expect(domain.domain).toBe('brand-new-campus.test');
    const matched = await admin.post('/api/verify-email', {
      email: 'kit@student.brand-new-campus.test',
    });
    expect(matched.json()).toMatchObject({ match: { id, title: 'Northbridge University' } });
    expect((matched.json() as { match: { needs_review?: boolean } }).match.needs_review).not.toBe(
      true,
    );
    expect((await auditOf(t, 'school', id)).at(-1)).toMatchObject({
      action: 'organisation.domain_add',
      after: { domain: 'brand-new-campus.test' },
    });

    const removed = await admin.request(
      'DELETE',
      `/api/admin/organisations/school/${id}/domains/${domain.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const after = await admin.post('/api/verify-email', { email: 'kit@brand-new-campus.test' });
    expect(after.json()).toMatchObject({ match: { needs_review: true } });
    expect((await auditOf(t, 'school', id)).at(-1)).toMatchObject({
      action: 'organisation.domain_remove',
      before: { domain: 'brand-new-campus.test' },
    });
    expect(
      (await admin.request('DELETE', `/api/admin/organisations/school/${id}/domains/${domain.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad shapes, webmail and disposable domains, and duplicates as field errors', async () => {
    const admin = await reauthed(t, ADMIN);
    const id = await northbridge();
    const [employer] = await rows<{ id: number }>(
      t,
      sql`select id from employers where title = 'Harbour Systems'`,
    );
    const auditBefore = (await auditOf(t, 'employer', employer!.id)).length;
    for (const domain of [
      '',
      'localhost',
      'a@b.test',
      'https://x.test',
      'bad_domain.test',
      '-x.test',
      'x'.repeat(254),
    ]) {
      const res = await admin.post(`/api/admin/organisations/employer/${employer!.id}/domains`, {
        domain,
      });
      expect(res.statusCode, domain).toBe(422);
      expect((res.json() as { errors: object }).errors, domain).toHaveProperty('domain');
    }
    for (const domain of ['gmail.com', 'yahoo.co.uk', 'mailinator.com']) {
      const res = await admin.post(`/api/admin/organisations/employer/${employer!.id}/domains`, {
        domain,
      });
      expect(res.statusCode, domain).toBe(422);
      expect(res.json()).toMatchObject({ errors: { domain: [domainMessages.open] } });
    }
    // Northbridge's domain, offered to an employer: unique across organisations.
    const taken = await admin.post(`/api/admin/organisations/employer/${employer!.id}/domains`, {
      domain: 'northbridge-university.test',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { domain: [domainMessages.taken] } });
    const again = await admin.post(`/api/admin/organisations/school/${id}/domains`, {
      domain: 'northbridge-university.test',
    });
    expect(again.statusCode).toBe(422);
    expect(await auditOf(t, 'employer', employer!.id)).toHaveLength(auditBefore);
  });

  it('needs a re-authentication in the last 15 minutes, and the CSRF header', async () => {
    const admin = await reauthed(t, ADMIN);
    const id = await northbridge();
    await ageReauth(t, ADMIN, 16);
    const res = await admin.post(`/api/admin/organisations/school/${id}/domains`, {
      domain: 'late-campus.test',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: adminMessages.reauthRequired, reauth_required: true });
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/admin/organisations/school/${id}/domains`,
      headers: { cookie },
      payload: { domain: 'late-campus.test' },
    });
    expect(noCsrf.statusCode).toBe(419);
  });
});

describe('creating, editing and deleting organisations', () => {
  it('creates, edits (version-checked, audited) and deletes an unreferenced employer', async () => {
    const admin = await reauthed(t, ADMIN);
    // A title no seeded employer has.
    const title = `Quorvane Testworks ${Date.now().toString(36)}`;
    const created = await admin.post('/api/admin/organisations', {
      kind: 'employer',
      title,
      url: 'https://lanternfish.example',
      address_state: 'Scotland',
      profile: 'Marine data tools.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const org = created.json() as { id: number; updated_at: string; title: string };
    expect(org).toMatchObject({ kind: 'employer', title, domains: [] });

    const edited = await admin.request('PATCH', `/api/admin/organisations/employer/${org.id}`, {
      updated_at: org.updated_at,
      title: `${title} Ltd`,
      profile: '',
      logo_url: '/media/uploads/AbCdEf0123456789.webp',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      logo_url: '/media/uploads/AbCdEf0123456789.webp',
      profile: null,
      address_state: 'Scotland',
    });
    const stale = await admin.request('PATCH', `/api/admin/organisations/employer/${org.id}`, {
      updated_at: org.updated_at,
      url: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'This record has changed since you opened it.' });

    const audit = await auditOf(t, 'employer', org.id);
    expect(audit.map((a) => a.action)).toEqual(['organisation.create', 'organisation.update']);
    expect(audit[1]).toMatchObject({
      before: { title, profile: 'Marine data tools.' },
      after: { title: `${title} Ltd`, profile: null },
    });

    const deleted = await admin.request('DELETE', `/api/admin/organisations/employer/${org.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await admin.get(`/api/admin/organisations/employer/${org.id}`)).statusCode).toBe(404);
    expect((await auditOf(t, 'employer', org.id)).at(-1)).toMatchObject({
      action: 'organisation.delete',
      before: { title: `${title} Ltd` },
    });
  });

  it('a duplicate title is a field error, bad input 422, never a 5xx', async () => {
    const admin = await signedIn(t, ADMIN);
    const dup = await admin.post('/api/admin/organisations', {
      kind: 'school',
      title: 'northbridge university',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({ errors: { title: [expect.stringContaining('already')] } });
    const bad = await admin.post('/api/admin/organisations', {
      kind: 'club',
      title: '',
      url: 'javascript:alert(1)',
      logo_url: 'https://evil.example/logo.png',
      extra: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['kind', 'logo_url', 'title', 'url']),
    );
    const id = await northbridge();
    const version = (
      (await admin.get(`/api/admin/organisations/school/${id}`)).json() as { updated_at: string }
    ).updated_at;
    const [other] = await rows<{ title: string }>(
      t,
      sql`select title from schools where id <> ${id} and title <> 'Learning provider not listed' limit 1`,
    );
    const rename = await admin.request('PATCH', `/api/admin/organisations/school/${id}`, {
      updated_at: version,
      title: other!.title,
    });
    expect(rename.statusCode).toBe(422);
    expect((rename.json() as { errors: object }).errors).toHaveProperty('title');
  });

  it("replaces an employer's tags (audited); unknown tags are a field error", async () => {
    const admin = await signedIn(t, ADMIN);
    const [employer] = await rows<{ id: number }>(
      t,
      sql`select id from employers where title = 'Harbour Systems'`,
    );
    const id = employer!.id;
    const tagIds = (
      await rows<{ id: number }>(t, sql`select id from tags order by id limit 3`)
    ).map((r) => r.id);
    const res = await admin.request('PUT', `/api/admin/organisations/employer/${id}/tags`, {
      tag_ids: [tagIds[2], tagIds[0], tagIds[0]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { tags: { id: number }[] }).tags.map((t) => t.id).sort()).toEqual(
      [tagIds[0], tagIds[2]].sort(),
    );
    expect((await auditOf(t, 'employer', id)).at(-1)).toMatchObject({
      action: 'organisation.tags',
      after: { tag_ids: [tagIds[0], tagIds[2]] },
    });
    const unknown = await admin.request('PUT', `/api/admin/organisations/employer/${id}/tags`, {
      tag_ids: [2_000_000_000],
    });
    expect(unknown.statusCode).toBe(422);
    expect((unknown.json() as { errors: object }).errors).toHaveProperty('tag_ids');
    const tooMany = await admin.request('PUT', `/api/admin/organisations/employer/${id}/tags`, {
      tag_ids: Array.from({ length: 31 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(422);
    const school = await admin.request(
      'PUT',
      `/api/admin/organisations/school/${await northbridge()}/tags`,
      {
        tag_ids: [],
      },
    );
    expect(school.statusCode).toBe(404);
  });

  it('refuses to delete an organisation members or courses refer to, saying which', async () => {
    const admin = await reauthed(t, ADMIN);
    const id = await northbridge();
    const res = await admin.request('DELETE', `/api/admin/organisations/school/${id}`);
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toMatch(
      /cannot be deleted: \d+ members? and \d+ courses? still refer to it/,
    );
    expect((await admin.get(`/api/admin/organisations/school/${id}`)).statusCode).toBe(200);
  });
});
