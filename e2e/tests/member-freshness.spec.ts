// A member's page is rendered for them alone and from the current data (issue 38): a change
// they make is on their next page, and two members rendering the same page at once each get
// their own. The page's loaders read the API in process with the session the page request
// read (the server's plugins/session.ts lends it); these pages are fetched as HTML, as the
// server renders them, without a browser.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { DEMO_PASSWORD, MEMBER_LOWRI, MEMBER_PRIYA } from './fixtures.ts';

interface Member {
  api: APIRequestContext;
  xsrf: () => Promise<string>;
}

async function signInApi(email: string): Promise<Member> {
  const api = await playwrightRequest.newContext({ baseURL });
  const xsrf = async () => {
    const { cookies } = await api.storageState();
    return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  };
  await api.get('/sanctum/csrf-cookie');
  const res = await api.post('/api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-xsrf-token': await xsrf() },
  });
  expect(res.status()).toBe(200);
  await api.get('/sanctum/csrf-cookie');
  return { api, xsrf };
}

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function page(member: Member, path: string): Promise<string> {
  const res = await member.api.get(path, { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  return res.text();
}

interface Me {
  first_name: string;
  last_name: string;
  job_title: string | null;
  [key: string]: unknown;
}

test.describe('member pages stay fresh and private', () => {
  test.describe.configure({ mode: 'default' });
  let lowri: Member;
  let priya: Member;
  test.beforeAll(async () => {
    lowri = await signInApi(MEMBER_LOWRI);
    priya = await signInApi(MEMBER_PRIYA);
  });
  test.afterAll(async () => {
    await lowri.api.dispose();
    await priya.api.dispose();
  });

  test('a save is on the member’s next dashboard, and gone once unsaved', async () => {
    const list = (await (await lowri.api.get('/api/insights?limit=50')).json()) as {
      insights: { id: number; title: string; saved: boolean }[];
    };
    const insight = list.insights.find((i) => !i.saved && !/[&<>"']/.test(i.title));
    expect(insight).toBeTruthy();
    const saved = `/api/user/article/${insight!.id}`;
    expect(await page(lowri, '/dashboard')).not.toContain(html(insight!.title));
    const put = await lowri.api.put(saved, { headers: { 'x-xsrf-token': await lowri.xsrf() } });
    expect(put.ok()).toBe(true);
    try {
      expect(await page(lowri, '/dashboard')).toContain(html(insight!.title));
    } finally {
      const del = await lowri.api.delete(saved, {
        headers: { 'x-xsrf-token': await lowri.xsrf() },
      });
      expect(del.ok()).toBe(true);
    }
    expect(await page(lowri, '/dashboard')).not.toContain(html(insight!.title));
  });

  test('a profile change is on the member’s next page', async () => {
    const me = (await (await lowri.api.get('/api/user')).json()) as Me;
    const body = {
      first_name: me.first_name,
      last_name: me.last_name,
      contact_email: me.contact_email,
      phone_number: me.phone_number,
      address: me.address,
      gender_id: me.gender_id,
      ethnicity_id: me.ethnicity_id,
      job_title: me.job_title,
      alerts_preference: me.alerts_preference,
      marketing_preference: me.marketing_preference,
      avatar_url: me.avatar_url,
    };
    const title = `Freshness Checker ${Date.now()}`;
    const save = (job_title: string | null) =>
      lowri.xsrf().then((token) =>
        lowri.api.put('/api/user', {
          data: { ...body, job_title },
          headers: { 'x-xsrf-token': token },
        }),
      );
    expect((await save(title)).status()).toBe(200);
    try {
      expect(await page(lowri, '/dashboard')).toContain(title);
      expect(await page(lowri, '/account')).toContain(title);
    } finally {
      expect((await save(me.job_title)).status()).toBe(200);
    }
    expect(await page(lowri, '/dashboard')).not.toContain(title);
  });

  test('two members rendering the same pages at once each get their own', async () => {
    // The page's own member record travels with it (the data cache); an address is in no
    // other part of a member page (another member's name may be, as an article's author).
    const [lowriEmail, priyaEmail] = [MEMBER_LOWRI, MEMBER_PRIYA];
    const paths = ['/dashboard', '/notifications', '/platform/insights'];
    // Interleaved, so the two sessions' renders overlap in the server.
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const path = paths[i % paths.length]!;
        return Promise.all([page(lowri, path), page(priya, path)]);
      }),
    );
    for (const [forLowri, forPriya] of rounds) {
      expect(forLowri).toContain(lowriEmail);
      expect(forLowri).not.toContain(priyaEmail);
      expect(forPriya).toContain(priyaEmail);
      expect(forPriya).not.toContain(lowriEmail);
    }
  });
});
