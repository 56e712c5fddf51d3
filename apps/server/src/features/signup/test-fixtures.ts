// Shared by the sign-up tests: valid payloads, a fresh client per test (so per-IP limits
// never leak between tests) and row counts.
import { sql } from 'drizzle-orm';
import { Client, type TestContext } from '../../../test/helpers.ts';

export const NORTHBRIDGE = 'northbridge-university.test';
export const HARBOUR = 'harbour-systems.test';

let ipCounter = 1;
/** A client from its own IP, with the CSRF cookie primed. */
export async function freshClient(t: TestContext, ip?: string) {
  const n = ipCounter++;
  const c = new Client(t.app, ip ?? `10.${40 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`);
  await c.csrf();
  return c;
}

let emailCounter = 0;
export const uniqueEmail = (domain: string, prefix = 'person') =>
  `${prefix}.${Date.now().toString(36)}${emailCounter++}@${domain}`;

export interface Reference {
  genderId: number;
  ethnicityId: number;
}

export async function reference(t: TestContext): Promise<Reference> {
  const res = await t.app.inject({ method: 'GET', url: '/api/site/data' });
  const data = res.json() as { genders: { id: number }[]; ethnicities: { id: number }[] };
  return { genderId: data.genders[0]!.id, ethnicityId: data.ethnicities[0]!.id };
}

/** A provider's first course, through the same call the form makes. */
export async function firstCourseFor(c: Client, email: string) {
  const res = await c.post('/api/verify-email', { email });
  const { match } = res.json() as {
    match: { id: number; courses: { id: number }[]; needs_review: boolean };
  };
  return { schoolId: match.id, courseId: match.courses[0]!.id, needsReview: match.needs_review };
}

export function learnerPayload(ref: Reference, courseId: number, email: string) {
  return {
    first_name: 'Priya',
    last_name: 'Shah',
    email,
    contact_email: 'priya.personal@example.org',
    gender_id: ref.genderId,
    ethnicity_id: ref.ethnicityId,
    course_id: courseId,
    start_year: 2024,
    alerts_preference: true,
    marketing_preference: false,
  };
}

export function employerPayload(ref: Reference, email: string) {
  return {
    first_name: 'Tom',
    last_name: 'Okafor',
    email,
    contact_email: 'tom.okafor@example.org',
    phone_number: '07700 900555',
    address: '4 Quay Street, Bristol',
    gender_id: ref.genderId,
    ethnicity_id: ref.ethnicityId,
    job_title: 'Engineering Manager',
    alerts_preference: false,
    marketing_preference: true,
    // Carried by the old client, never filled by the form.
    course_id: null,
    start_year: null,
    disabilities: '',
  };
}

export const joinPayload = (email: string) => ({
  first_name: 'Rosa',
  last_name: 'Fielding',
  email,
  phone: '07700 900101',
  address: '1 Mill Street, Leeds',
  job_title: 'CTO',
  employer: 'Brightwater Data',
});

export const accreditedPayload = (email: string) => ({
  first_name: 'Graham',
  last_name: 'Ross',
  email,
  phone_number: '07700 900104',
  job_title: 'Curriculum Manager',
  organisation: 'Dunmere College',
  address: 'Campus Road, Dunmere',
  course_type: 'apprenticeship',
  course_title: 'Level 4 Network Engineer Apprenticeship',
});

export async function countRows(t: TestContext, query: ReturnType<typeof sql>) {
  const result = (await t.app.database.db.execute(query)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]!.n);
}

export const usersWithEmail = (t: TestContext, email: string) =>
  countRows(t, sql`select count(*) as n from users where lower(email) = ${email.toLowerCase()}`);

export const enquiriesFrom = (t: TestContext, email: string) =>
  countRows(t, sql`select count(*) as n from enquiries where email = ${email.toLowerCase()}`);

/** Pulls user id and code out of a set-password link in an email. */
export function linkParts(text: string) {
  const m = /\/set-password\/(\d+)\/([A-Za-z0-9_%-]+)/.exec(text);
  if (!m) throw new Error('no set-password link in mail');
  return { user_id: Number(m[1]), code: decodeURIComponent(m[2]!) };
}
