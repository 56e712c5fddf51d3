// Pending review (decision 0011) in the console: the list, approving (matched, active, emailed
// a set-password link that lets the learner sign in) and rejecting with a reason (emailed,
// the account kept disabled), each audited in its transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { createTestApp, waitForMail, type TestContext } from '../../../../test/helpers.ts';
import { adminSubjects } from '../emails.ts';
import { createAdminService } from '../service.ts';
import { ADMIN, auditOf, newMember, rows, signedIn } from '../test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function aCourse() {
  const [row] = await rows<{ id: number; school_id: number; title: string }>(
    t,
    sql`select c.id, c.school_id, s.title from courses c join schools s on s.id = c.school_id
         where s.title = 'Northbridge University' order by c.id limit 1`,
  );
  return row!;
}

async function pendingVersion(c: Awaited<ReturnType<typeof signedIn>>, id: number) {
  const page = (await c.get('/api/admin/reviews?limit=100')).json() as {
    items: { id: number; updated_at: string }[];
  };
  return page.items.find((i) => i.id === id)!.updated_at;
}

function linkParts(text: string) {
  const m = /\/set-password\/(\d+)\/([A-Za-z0-9_%-]+)/.exec(text);
  if (!m) throw new Error('no set-password link in mail');
  return { user_id: Number(m[1]), code: decodeURIComponent(m[2]!) };
}

describe('GET /api/admin/reviews', () => {
  it('lists learners awaiting review, oldest first, with a total', async () => {
    const admin = await signedIn(t, ADMIN);
    const a = await newMember(t, { status: 'pending_review' });
    const b = await newMember(t, { status: 'pending_review' });
    const res = await admin.get('/api/admin/reviews');
    expect(res.statusCode).toBe(200);
    const page = res.json() as { items: { id: number; email: string }[]; total: number };
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(page.total).toBeGreaterThanOrEqual(2);
    const searched = (
      await admin.get(`/api/admin/reviews?q=${encodeURIComponent(b.email)}`)
    ).json() as {
      items: { id: number }[];
      total: number;
    };
    expect(searched).toMatchObject({ total: 1, items: [{ id: b.id }] });
  });
});

describe('POST /api/admin/reviews/:id/approve', () => {
  it('matches and activates the learner, who sets a password from the email and signs in', async () => {
    const admin = await signedIn(t, ADMIN);
    const { id, email } = await newMember(t, { status: 'pending_review' });
    const course = await aCourse();
    const res = await admin.post(`/api/admin/reviews/${id}/approve`, {
      updated_at: await pendingVersion(admin, id),
      school_id: course.school_id,
      course_id: course.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'active',
      type: 'learner',
      school: { id: course.school_id },
      course: { id: course.id },
    });
    expect((await auditOf(t, 'user', id)).map((a) => a.action)).toEqual(['review.approve']);

    const [mail] = await waitForMail(t.app, email);
    expect(mail!.subject).toBe(adminSubjects.approved);
    expect(mail!.text).toContain(course.title);
    const learner = await signedIn(t);
    const set = await learner.post('/api/set-password', {
      ...linkParts(mail!.text),
      password: 'A-Fresh-Password-42',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await learner.login(email, 'A-Fresh-Password-42')).statusCode).toBe(200);

    // Reviewed once: a second decision is refused.
    const again = await admin.post(`/api/admin/reviews/${id}/reject`, {
      updated_at: (await admin.get(`/api/admin/members/${id}`)).json().updated_at,
      reason: 'Too late',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses the placeholder provider, a course of another provider and a stale copy', async () => {
    const admin = await signedIn(t, ADMIN);
    const { id } = await newMember(t, { status: 'pending_review' });
    const course = await aCourse();
    const [other] = await rows<{ id: number }>(
      t,
      sql`select id from courses where school_id <> ${course.school_id} order by id limit 1`,
    );
    const version = await pendingVersion(admin, id);
    const mismatched = await admin.post(`/api/admin/reviews/${id}/approve`, {
      updated_at: version,
      school_id: course.school_id,
      course_id: other!.id,
    });
    expect(mismatched.statusCode).toBe(422);
    expect((mismatched.json() as { errors: object }).errors).toHaveProperty('course_id');
    // The placeholder is created on first need (decision 0011): make sure it exists.
    await rows(
      t,
      sql`insert into schools (title, ts_uuid) values (${PLACEHOLDER_SCHOOL.title}, ${PLACEHOLDER_SCHOOL.tsUuid})
          on conflict do nothing`,
    );
    const [placeholder] = await rows<{ id: number }>(
      t,
      sql`select id from schools where ts_uuid = ${PLACEHOLDER_SCHOOL.tsUuid}`,
    );
    const toPlaceholder = await admin.post(`/api/admin/reviews/${id}/approve`, {
      updated_at: version,
      school_id: placeholder!.id,
      course_id: course.id,
    });
    expect(toPlaceholder.statusCode).toBe(422);
    expect((toPlaceholder.json() as { errors: object }).errors).toHaveProperty('school_id');
    const invalid = await admin.post(`/api/admin/reviews/${id}/approve`, {
      updated_at: version,
      school_id: 'north',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys((invalid.json() as { errors: object }).errors).sort()).toEqual([
      'course_id',
      'school_id',
    ]);
    const stale = await admin.post(`/api/admin/reviews/${id}/approve`, {
      updated_at: new Date(Date.parse(version) - 1000).toISOString(),
      school_id: course.school_id,
      course_id: course.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(await auditOf(t, 'user', id)).toEqual([]);
    const [still] = await rows<{ status: string }>(
      t,
      sql`select status from users where id = ${id}`,
    );
    expect(still!.status).toBe('pending_review');
  });
});

describe('POST /api/admin/reviews/:id/reject', () => {
  it('keeps the account disabled with the reason, emails it, and audits it', async () => {
    const admin = await signedIn(t, ADMIN);
    const { id, email } = await newMember(t, { status: 'pending_review' });
    const res = await admin.post(`/api/admin/reviews/${id}/reject`, {
      updated_at: await pendingVersion(admin, id),
      reason: 'We could not confirm that you study with a listed provider.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'disabled',
      rejection_reason: 'We could not confirm that you study with a listed provider.',
      rejected_at: expect.any(String),
    });
    const [mail] = await waitForMail(t.app, email);
    expect(mail!.subject).toBe(adminSubjects.rejected);
    expect(mail!.text).toContain('We could not confirm that you study with a listed provider.');
    expect((await auditOf(t, 'user', id)).at(-1)).toMatchObject({
      action: 'review.reject',
      data: { reason: 'We could not confirm that you study with a listed provider.' },
    });
    // A turned-down sign-up is not re-enabled by the members page.
    const admin2 = await signedIn(t, ADMIN);
    await admin2.post('/api/admin/reauth', { password: 'Demo-Password-1' });
    const enable = await admin2.post(`/api/admin/members/${id}/enable`, {
      updated_at: (await admin2.get(`/api/admin/members/${id}`)).json().updated_at,
    });
    expect(enable.statusCode).toBe(409);
  });

  it('the retention job removes a turned-down sign-up after 14 months, and only then', async () => {
    const admin = await signedIn(t, ADMIN);
    const old = await newMember(t, { status: 'pending_review' });
    const recent = await newMember(t, { status: 'pending_review' });
    for (const { id } of [old, recent]) {
      const res = await admin.post(`/api/admin/reviews/${id}/reject`, {
        updated_at: await pendingVersion(admin, id),
        reason: 'Not a listed provider.',
      });
      expect(res.statusCode).toBe(200);
    }
    await rows(
      t,
      sql`update users set rejected_at = now() - interval '14 months 1 day' where id = ${old.id}`,
    );
    const before = await rows<{ n: number }>(t, sql`select count(*)::int as n from users`);
    // The job's body, as adminJobs runs it (the schedule itself is pg-boss's).
    const { members } = createAdminService({
      db: t.app.database.db,
      jobs: { enqueueMail: async () => undefined, send: async () => undefined },
      publicBaseUrl: 'http://localhost',
      verifyPassword: async () => false,
      limits: true,
      eventsPlatform: null,
    });
    expect(await members.purgeRejected()).toBe(1);
    const left = await rows<{ id: number }>(
      t,
      sql`select id from users where id in (${old.id}, ${recent.id})`,
    );
    expect(left.map((r) => r.id)).toEqual([recent.id]);
    const after = await rows<{ n: number }>(t, sql`select count(*)::int as n from users`);
    expect(after[0]!.n).toBe(before[0]!.n - 1);
    expect((await auditOf(t, 'user', old.id)).map((a) => a.action)).toEqual([
      'review.reject',
      'review.purge',
    ]);
  });

  it('requires a reason of bounded length', async () => {
    const admin = await signedIn(t, ADMIN);
    const { id } = await newMember(t, { status: 'pending_review' });
    const version = await pendingVersion(admin, id);
    for (const reason of ['', '   ', 'x'.repeat(1001)]) {
      const res = await admin.post(`/api/admin/reviews/${id}/reject`, {
        updated_at: version,
        reason,
      });
      expect(res.statusCode).toBe(422);
      expect((res.json() as { errors: object }).errors).toHaveProperty('reason');
    }
  });
});
