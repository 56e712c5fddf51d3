// A profile save empties the anonymous page cache only when it changes what anonymous visitors
// see (a name, which articles show as their author's), and saves are rate limited: before,
// any member could empty every cached page with an unchanged PUT /api/user, again and again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let learner: Client;

beforeAll(async () => {
  t = await createTestApp({ ANON_CACHE_MAX_BYTES: String(1024 * 1024) });
  learner = new Client(t.app, '10.14.0.1');
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
});
afterAll(() => t.close());

const PUBLIC_READ = '/api/courses?limit=4';
const anonymous = () => t.app.inject({ method: 'GET', url: PUBLIC_READ });

/** The member's profile as the form sends it back. */
async function profileNow(client: Client) {
  const u = (await client.get('/api/user')).json();
  return {
    first_name: u.first_name,
    last_name: u.last_name,
    contact_email: u.contact_email,
    phone_number: u.phone_number,
    address: u.address,
    gender_id: u.gender_id,
    ethnicity_id: u.ethnicity_id,
    job_title: u.job_title,
    alerts_preference: u.alerts_preference,
    marketing_preference: u.marketing_preference,
    avatar_url: u.avatar_url,
  };
}

async function cachedCopy() {
  await anonymous();
  expect((await anonymous()).headers['x-anon-cache']).toBe('hit');
}

describe('PUT /api/user and the anonymous cache', () => {
  it('an unchanged save, or one changing private fields only, leaves cached pages in place', async () => {
    await cachedCopy();
    const profile = await profileNow(learner);
    const same = await learner.request('PUT', '/api/user', profile);
    expect(same.statusCode, same.body).toBe(200);
    expect((await anonymous()).headers['x-anon-cache']).toBe('hit');
    const phone = await learner.request('PUT', '/api/user', {
      ...profile,
      phone_number: '01632 960 999',
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect((await anonymous()).headers['x-anon-cache']).toBe('hit');
  });

  it('a changed name empties the cache (articles show their author by name)', async () => {
    await cachedCopy();
    const profile = await profileNow(learner);
    const renamed = await learner.request('PUT', '/api/user', { ...profile, last_name: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await anonymous()).headers['x-anon-cache']).toBe('miss');
  });

  it('profile saves are rate limited per member', async () => {
    const client = new Client(t.app, '10.14.0.2');
    expect((await client.login('employee@harbour-systems.test')).statusCode).toBe(200);
    const profile = await profileNow(client);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await client.request('PUT', '/api/user', profile)).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
