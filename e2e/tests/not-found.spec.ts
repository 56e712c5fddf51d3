import { test, expect } from './base-test.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';

test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops, we cannot find the page you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Visit Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/404 renders the same page', async ({ page }) => {
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops, we cannot find the page you're looking for.")).toBeVisible();
  await expectNoAxeViolations(page, 'axe-default');
});

test('pages are server-rendered with their own title', async ({ request }) => {
  const res = await request.get('/login');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>[^<]*Sign in[^<]*<\/title>/);
  expect(res.headers()['content-security-policy']).toContain("object-src 'none'");
});
