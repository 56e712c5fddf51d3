// Issue 34's high finding (decision 0074): records kept by address (enquiries, newsletter
// subscriptions and their consents, captured mail) reach a member's export and erasure only
// through an address the member proved they control. A contact email typed into the account
// page reaches nothing until its emailed link is opened by the signed-in member.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForMail, type TestContext } from '../../../test/helpers.ts';
import {
  DEMO_PASSWORD,
  LEARNER,
  rows,
  seedPerson,
  signIn,
  unzip,
  type Person,
} from './test-fixtures.ts';

const ADMIN = 'admin@techgold.test';

/** A signed-in client that has just re-entered its password (staff console, 0061). */
async function reauthed(t: TestContext, email: string) {
  const { c, res } = await signIn(t, email);
  expect(res.statusCode).toBe(200);
  const again = await c.post('/api/admin/reauth', { password: DEMO_PASSWORD });
  expect(again.statusCode, again.body).toBe(200);
  return c;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** Someone who used the public site (an enquiry, the newsletter) and has no account. */
async function stranger() {
  const tag = `${Date.now().toString(36)}${n++}`;
  const s = {
    email: `someone.else.${tag}@elsewhere.test`,
    phone: `07700 8${String(n).padStart(5, '0')}`,
    jobTitle: `Head of Secrets ${tag}`,
    consentIp: `192.0.2.${n}`,
  };
  await t.app.database.db.execute(
    sql`insert into enquiries (kind, first_name, last_name, email, phone, address, job_title,
          organisation)
        values ('get_accredited', 'Sam', 'Stranger', ${s.email}, ${s.phone}, '9 Private Lane',
                ${s.jobTitle}, 'Elsewhere Ltd')`,
  );
  const [sub] = await rows<{ id: number }>(
    t,
    sql`insert into subscribers (email, status, state) values (${s.email}, 'learner', 'active')
        returning id`,
  );
  await t.app.database.db.execute(
    sql`insert into subscriber_consents (subscriber_id, wording, page, ip)
        values (${sub!.id}, 'Send me the newsletter', '/news', ${s.consentIp})`,
  );
  await t.app.database.db.execute(
    sql`insert into mail_messages (to_address, subject, text)
        values (${s.email}, 'Thank you for your enquiry', 'We will be in touch')`,
  );
  return s;
}

async function profileBody(contactEmail: string) {
  const [ids] = await rows<{ g: number; e: number }>(
    t,
    sql`select (select min(id) from genders) as g, (select min(id) from ethnicities) as e`,
  );
  return {
    first_name: 'Ada',
    last_name: 'Learner',
    contact_email: contactEmail,
    phone_number: '01632 960 001',
    address: '1 Analytical Row',
    gender_id: ids!.g,
    ethnicity_id: ids!.e,
    job_title: null,
    alerts_preference: false,
    marketing_preference: false,
    avatar_url: null,
  };
}

type Signed = Awaited<ReturnType<typeof signIn>>['c'];

/** Asks for an export, follows the emailed link (the `nth` mail to `email`), reads data.json. */
async function exportText(c: Signed, email: string, nth: number) {
  expect((await c.post('/api/account/privacy/export')).statusCode).toBe(202);
  const mail = await waitForMail(t.app, email, nth);
  const ready = mail.filter((m) => m.subject.includes('ready to download'));
  const match = /\/account\/privacy\/download\/(\d+)\/([A-Za-z0-9_-]+)/.exec(ready[0]!.text);
  const res = await c.get(`/api/account/privacy/export/${match![1]}/${match![2]}`);
  expect(res.statusCode).toBe(200);
  return (await unzip(res.rawPayload)).get('data.json')!.toString();
}

const CONFIRM_SUBJECT = 'Confirm your contact email for Tech Industry Gold';

/** The contact-email confirmations sent to `address`, newest first, once `count` have come. */
async function confirmations(address: string, count = 1) {
  for (let i = 0; ; i++) {
    const mail = (await waitForMail(t.app, address)).filter((m) => m.subject === CONFIRM_SUBJECT);
    if (mail.length >= count || i > 50) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The code from the newest contact-email confirmation sent to `address`. */
async function confirmationCode(address: string, count = 1) {
  const [mail] = await confirmations(address, count);
  const m = /\/account\/contact-email\/([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  expect(m, mail?.text).not.toBeNull();
  return decodeURIComponent(m![1]!);
}

const recordOf = async (c: Signed) =>
  (await c.get('/api/user')).json() as {
    contact_email: string | null;
    contact_email_confirmed: boolean;
    pending_contact_email: string | null;
  };

describe('an address the member only typed in reaches nothing', () => {
  it("as the demo learner, someone else's enquiry and subscription stay out of the export", async () => {
    const enquirer = await stranger();
    const subscriber = await stranger();
    const { c } = await signIn(t, LEARNER);

    const put = await c.request('PUT', '/api/user', await profileBody(enquirer.email));
    expect(put.statusCode, put.body).toBe(200);
    let text = await exportText(c, LEARNER, 1);
    const data = JSON.parse(text) as {
      enquiries: unknown[];
      profile: Record<string, unknown>;
    };
    expect(data.enquiries).toEqual([]);
    for (const value of [enquirer.phone, enquirer.jobTitle, '9 Private Lane']) {
      expect(text).not.toContain(value);
    }
    // The address appears once: as what the member typed, waiting for confirmation.
    expect(data.profile.pending_contact_email).toBe(enquirer.email);
    expect(text.split(enquirer.email)).toHaveLength(2);

    const again = await c.request('PUT', '/api/user', await profileBody(subscriber.email));
    expect(again.statusCode, again.body).toBe(200);
    text = await exportText(c, LEARNER, 2);
    expect((JSON.parse(text) as { newsletter: unknown[] }).newsletter).toEqual([]);
    expect(text.split(subscriber.email)).toHaveLength(2);
    expect(text).not.toContain(subscriber.consentIp);
  });

  it("erasing the member through a rights request leaves the other person's records alone", async () => {
    const member = await seedPerson(t);
    const other = await stranger();
    const { c } = await signIn(t, member.email);
    const put = await c.request('PUT', '/api/user', await profileBody(other.email));
    expect(put.statusCode, put.body).toBe(200);

    const admin = await reauthed(t, ADMIN);
    const created = await admin.post('/api/admin/rights-requests', {
      kind: 'erasure',
      received_via: 'email',
      received_on: new Date().toISOString().slice(0, 10),
      requester_name: `${member.first} ${member.last}`,
      requester_email: member.email,
      user_id: member.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const erased = await admin.post(`/api/admin/rights-requests/${created.json().id}/erase`, {
      updated_at: created.json().updated_at,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rows(t, sql`select id from users where id = ${member.id}`)).toHaveLength(0);

    const [left] = await rows<{ enquiries: number; subscribers: number; mail: string[] }>(
      t,
      sql`select (select count(*)::int from enquiries where email = ${other.email}) as enquiries,
                 (select count(*)::int from subscribers where email = ${other.email}) as subscribers,
                 (select array_agg(subject order by subject) from mail_messages
                   where to_address = ${other.email}) as mail`,
    );
    expect(left).toMatchObject({ enquiries: 1, subscribers: 1 });
    expect(left!.mail).toContain('Thank you for your enquiry');
  });
});

describe('confirming a contact email', () => {
  it('a changed contact email waits, used for nothing, until its link is opened; then it counts', async () => {
    const member = await seedPerson(t);
    const enquirer = await stranger();
    const { c } = await signIn(t, member.email);

    const put = await c.request('PUT', '/api/user', await profileBody(enquirer.email));
    expect(put.statusCode, put.body).toBe(200);
    // The old address stays in force; the new one waits.
    expect(put.json()).toMatchObject({
      contact_email: member.contactEmail,
      contact_email_confirmed: true,
      pending_contact_email: enquirer.email,
    });
    const code = await confirmationCode(enquirer.email);
    // The email names no one: whoever reads it may not be the member.
    const [mail] = await confirmations(enquirer.email);
    expect(mail!.text).not.toContain(member.first);
    // Mail to the member keeps going to their own addresses, not the waiting one.
    expect(mail!.to).toBe(enquirer.email);

    // Unconfirmed: the export holds the member's own enquiry (proved sign-in email), not theirs.
    let data = JSON.parse(await exportText(c, member.email, 1)) as {
      enquiries: { email: string }[];
    };
    expect(data.enquiries.map((e) => e.email)).toEqual([member.email]);

    const confirmed = await c.post('/api/user/contact-email/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('Your contact email is confirmed.');
    expect(await recordOf(c)).toMatchObject({
      contact_email: enquirer.email,
      contact_email_confirmed: true,
      pending_contact_email: null,
    });
    // Proved now: its enquiries are the member's to see.
    data = JSON.parse(await exportText(c, member.email, 2)) as { enquiries: { email: string }[] };
    expect(data.enquiries.map((e) => e.email).sort()).toEqual(
      [member.email, enquirer.email].sort(),
    );
    // The audit log records the fact, not the address.
    const audit = await rows<{ action: string; data: unknown }>(
      t,
      sql`select action, data from audit_log where subject_type = 'user'
           and subject_id = ${String(member.id)} and action = 'member.contact_email_confirmed'`,
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(enquirer.email);
  });

  it('the link works once, only in its own member’s session, and expires', async () => {
    const member = await seedPerson(t);
    const address = `new.${member.email}`;
    const { c } = await signIn(t, member.email);
    expect((await c.request('PUT', '/api/user', await profileBody(address))).statusCode).toBe(200);
    const code = await confirmationCode(address);

    // Stored hashed: the code itself is in no table.
    const [stored] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from one_time_codes where code_hash = ${code}`,
    );
    expect(stored!.n).toBe(0);

    // Another member holding the link learns nothing and confirms nothing.
    const { c: someoneElse } = await signIn(t, LEARNER);
    const refused = await someoneElse.post('/api/user/contact-email/confirm', { code });
    expect(refused.statusCode).toBe(404);
    const wrong = await c.post('/api/user/contact-email/confirm', { code: 'not-the-code' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(refused.json().message);
    // Signed out: the member area's 401.
    const anonymous = await signIn(t, 'nobody@privacy.test');
    expect((await anonymous.c.post('/api/user/contact-email/confirm', { code })).statusCode).toBe(
      401,
    );

    // Expired: refused alike, and nothing changes.
    await t.app.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second'
           where user_id = ${member.id} and purpose = 'confirm_email'`,
    );
    const expired = await c.post('/api/user/contact-email/confirm', { code });
    expect(expired.statusCode).toBe(404);
    expect(await recordOf(c)).toMatchObject({
      contact_email: member.contactEmail,
      pending_contact_email: address,
    });

    // A new link; the old one stays dead, the new one works once.
    const resent = await c.post('/api/user/contact-email/confirmation');
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = await confirmationCode(address, 2);
    expect(fresh).not.toBe(code);
    expect((await c.post('/api/user/contact-email/confirm', { code })).statusCode).toBe(404);
    expect((await c.post('/api/user/contact-email/confirm', { code: fresh })).statusCode).toBe(200);
    expect((await c.post('/api/user/contact-email/confirm', { code: fresh })).statusCode).toBe(404);
    expect(await recordOf(c)).toMatchObject({
      contact_email: address,
      pending_contact_email: null,
    });
  });

  it('a newer address spends the older link; going back drops the waiting one', async () => {
    const member = await seedPerson(t);
    const { c } = await signIn(t, member.email);
    const first = `first.${member.email}`;
    const second = `second.${member.email}`;
    await c.request('PUT', '/api/user', await profileBody(first));
    const firstCode = await confirmationCode(first);
    await c.request('PUT', '/api/user', await profileBody(second));
    await confirmationCode(second);
    expect((await c.post('/api/user/contact-email/confirm', { code: firstCode })).statusCode).toBe(
      404,
    );
    // Saving the profile again does not send the link again.
    await c.request('PUT', '/api/user', await profileBody(second));
    // Back to the address in force: nothing waits any more.
    const back = await c.request('PUT', '/api/user', await profileBody(member.contactEmail));
    expect(back.json()).toMatchObject({
      contact_email: member.contactEmail,
      pending_contact_email: null,
    });
    expect(await confirmations(second)).toHaveLength(1);
    // The proved sign-in email needs no link.
    const same = await c.request('PUT', '/api/user', await profileBody(member.email));
    expect(same.json()).toMatchObject({
      contact_email: member.email,
      contact_email_confirmed: true,
      pending_contact_email: null,
    });
  });

  it('sends a few links an hour at most, and answers any address alike', async () => {
    const member = await seedPerson(t);
    const { c } = await signIn(t, member.email);
    // Another member's sign-in email is treated as any other address: no enumeration.
    const put = await c.request('PUT', '/api/user', await profileBody(LEARNER));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ pending_contact_email: LEARNER });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await c.post('/api/user/contact-email/confirmation')).statusCode);
    }
    expect(codes).toEqual([200, 200, 200]);
    const limited = await c.post('/api/user/contact-email/confirmation');
    expect(limited.statusCode).toBe(429);
    // Nothing is waiting: a resend is refused with a reason.
    const other = await seedPerson(t);
    const { c: c2 } = await signIn(t, other.email);
    const nothing = await c2.post('/api/user/contact-email/confirmation');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('There is no contact email waiting for confirmation.');
  });
});

describe('staff erasure through a rights request', () => {
  async function erasureRequest(member: Person) {
    const admin = await reauthed(t, ADMIN);
    const created = await admin.post('/api/admin/rights-requests', {
      kind: 'erasure',
      received_via: 'email',
      received_on: new Date().toISOString().slice(0, 10),
      requester_name: `${member.first} ${member.last}`,
      user_id: member.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { admin, request: created.json() as { id: number; updated_at: string } };
  }

  it('shows first exactly which records go and which proved address matched each', async () => {
    const member = await seedPerson(t);
    const other = await stranger();
    const { c } = await signIn(t, member.email);
    await c.request('PUT', '/api/user', await profileBody(other.email));
    const { admin, request } = await erasureRequest(member);

    const res = await admin.get(`/api/admin/rights-requests/${request.id}/erasure-preview`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const preview = res.json();
    expect(preview.member).toMatchObject({ id: member.id, email: member.email });
    expect(preview.addresses).toEqual([
      { address: member.email, proved_by: 'sign_in_email', proved_at: expect.any(String) },
      { address: member.contactEmail, proved_by: 'contact_email', proved_at: expect.any(String) },
    ]);
    expect(preview.unproved).toEqual([{ address: other.email, role: 'pending_contact_email' }]);
    const records = preview.records as { id: number; type: string; matched_address: string }[];
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'enquiry',
          action: 'remove',
          matched_address: member.email,
          proved_by: 'sign_in_email',
        }),
        expect.objectContaining({
          type: 'subscriber',
          action: 'remove',
          matched_address: member.contactEmail,
          proved_by: 'contact_email',
        }),
      ]),
    );
    expect(JSON.stringify(records)).not.toContain(other.email);
    expect(preview.account).toEqual(expect.arrayContaining([{ label: 'Saved items', count: 1 }]));

    // The final step with the addresses the preview showed: exactly those records go.
    const erased = await admin.post(`/api/admin/rights-requests/${request.id}/erase`, {
      updated_at: request.updated_at,
      proved_addresses: preview.addresses.map((a: { address: string }) => a.address),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const enquiryIds = records.filter((r) => r.type === 'enquiry').map((r) => Number(r.id));
    const leftover = await rows(
      t,
      sql`select id from enquiries where id in ${sql.raw(`(${enquiryIds.join(',')})`)}`,
    );
    expect(leftover).toEqual([]);
    expect(await rows(t, sql`select id from enquiries where email = ${other.email}`)).toHaveLength(
      1,
    );
  });

  it('refuses the final step when the proved addresses changed since the preview', async () => {
    const member = await seedPerson(t);
    const { admin, request } = await erasureRequest(member);
    const preview = (
      await admin.get(`/api/admin/rights-requests/${request.id}/erasure-preview`)
    ).json();
    // The member confirms another address in between.
    await t.app.database.db.execute(
      sql`update users set contact_email = ${`late.${member.email}`},
                 contact_email_confirmed_at = now() where id = ${member.id}`,
    );
    const refused = await admin.post(`/api/admin/rights-requests/${request.id}/erase`, {
      updated_at: request.updated_at,
      proved_addresses: preview.addresses.map((a: { address: string }) => a.address),
    });
    expect(refused.statusCode).toBe(409);
    expect(await rows(t, sql`select id from users where id = ${member.id}`)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const member = await seedPerson(t);
    const { request } = await erasureRequest(member);
    const { c: learner } = await signIn(t, LEARNER);
    const res = await learner.get(`/api/admin/rights-requests/${request.id}/erasure-preview`);
    expect(res.statusCode).toBe(403);
  });
});
