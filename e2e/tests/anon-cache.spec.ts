// Pages kept by the anonymous cache (docs/decisions/0052), as visitors and browsers meet them:
// one copy for every anonymous visitor, whose CSP still refuses any script the page did not
// write itself; never a copy for a signed-in visitor; new content on the pages at once.
import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { AUTHOR, DEMO_PASSWORD, MEMBER_LOWRI } from './fixtures.ts';

const sha = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** Inline, executable scripts of a page (JSON-LD data blocks are never run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\ssrc=/.test(attrs!) && !/type="application\/ld\+json"/.test(attrs!))
    .map(([, , body]) => body!);
}

/**
 * Fetches until the answer comes from the cache. Other journeys running alongside publish
 * insights and save profiles, which empty the cache at any moment, so a single repeat of a
 * request is not sure to be a hit; what each test checks is a copy the cache served.
 */
async function fromCache<R extends { headers(): Record<string, string> }>(
  fetch: () => Promise<R>,
): Promise<R> {
  let res = await fetch();
  for (let i = 0; i < 10 && !/^(hit|stale)$/.test(res.headers()['x-anon-cache'] ?? ''); i++) {
    res = await fetch();
  }
  expect(res.headers()['x-anon-cache']).toMatch(/^(hit|stale)$/);
  return res;
}

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function signedInApi(request: APIRequestContext, email: string) {
  await request.get('/sanctum/csrf-cookie');
  const xsrf = async () => {
    const { cookies } = await request.storageState();
    return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  };
  const login = await request.post('/api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-xsrf-token': await xsrf() },
  });
  expect(login.status()).toBe(200);
  // Login re-issues the token (it is bound to the session).
  return { headers: async () => ({ 'x-xsrf-token': await xsrf() }) };
}

test.describe('the cached copy under its own policy', () => {
  // This test injects an inline script to prove the policy refuses it: that refusal is the
  // point, not a failure (every other violation still fails it).
  test.use({
    cspExpected:
      /^(script-src-elem blocked inline at .*\/about|console: Executing inline script violates)/,
  });

  test('a cached page lists the hashes of exactly its own inline scripts and runs no other', async ({
    page,
    request,
  }) => {
    const res = await fromCache(() => request.get('/about'));
    const html = await res.text();
    const csp = res.headers()['content-security-policy']!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('nonce-');
    expect(html).not.toMatch(/\snonce=/);
    const listed = scriptSrc.match(/'sha256-[^']+'/g)!;
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(scripts.map(sha)));
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(res.headers()['set-cookie']).toBeUndefined();
    expect(res.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);

    // The same copy in a browser: hydrated, no violation, and a script injected into the
    // cached HTML (as stored markup would be) is refused under the very same header.
    const violations = watchViolations(page);
    await page.route('**/about', async (route) => {
      const original = await fromCache(() => route.fetch());
      const body = (await original.text()).replace(
        '<body>',
        '<body><script>window.__injected = true</script>',
      );
      // The body arrives decoded; it goes back to the browser uncompressed.
      const { 'content-encoding': _e, 'content-length': _l, ...headers } = original.headers();
      await route.fulfill({ response: original, body, headers });
    });
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    );
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => /inline script/i.test(v))).toBe(true);
    await page.unroute('**/about');

    // Unmodified, the cached page runs with no violation at all.
    violations.length = 0;
    await page.goto('/about');
    await page.getByRole('link', { name: 'News' }).first().click();
    await expect(page).toHaveURL(/\/news$/);
    expect(violations).toEqual([]);
  });
});

test('a signed-in visitor never gets the anonymous copy, and the anonymous copy holds nobody', async ({
  browser,
  request,
}) => {
  // An anonymous copy of the home page exists before and after the member's visit.
  await fromCache(() => request.get('/'));

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await signedInApi(context.request, MEMBER_LOWRI);
  const page = await context.newPage();
  const res = await page.goto('/');
  expect(res!.headers()['x-anon-cache']).toBeUndefined();
  expect(res!.headers()['cache-control']).toBe('private, no-store');
  expect(res!.headers()['content-security-policy']).toMatch(/'nonce-/);
  expect(await res!.text()).toContain('Go to dashboard');
  await expect(page.getByRole('link', { name: 'Go to dashboard' }).first()).toBeVisible();
  await context.close();

  const anonymous = await fromCache(() => request.get('/'));
  const html = await anonymous.text();
  expect(html).not.toContain('Go to dashboard');
  expect(html).toContain('Learner login');
});

test('an insight published is on the home page and the news page at once', async ({
  browser,
  request,
}) => {
  // Both pages cached before the change.
  for (const path of ['/', '/news']) {
    await fromCache(() => request.get(path));
  }

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const author = await signedInApi(context.request, AUTHOR);
  const api = context.request;
  const created = await api.post('/api/insight', { headers: await author.headers() });
  expect(created.status()).toBe(201);
  const { id, edit } = (await created.json()) as { id: number; edit: string };
  // A new insight is in the Insights news category from the start.
  const title = `Cached pages, fresh news ${Date.now()}`;
  const saved = await api.put(`/api/insight/${id}`, {
    headers: await author.headers(),
    data: {
      edit,
      title,
      live: 1,
      body: JSON.stringify({
        time: 1,
        blocks: [{ type: 'paragraph', data: { text: 'Published while the pages were cached.' } }],
        version: '2.31.0',
      }),
      thumbnail: null,
    },
  });
  expect(saved.status()).toBe(200);
  const { edit: key } = (await saved.json()) as { edit: string };

  for (const path of ['/', '/news']) {
    const res = await request.get(path);
    expect(await res.text(), path).toContain(title);
  }

  // Deleted: gone from both at once too.
  const removed = await api.delete(`/api/insight/${id}/${key}`, {
    headers: await author.headers(),
  });
  expect(removed.status()).toBe(204);
  for (const path of ['/', '/news']) {
    expect(await (await request.get(path)).text(), path).not.toContain(title);
  }
  await context.close();
});
