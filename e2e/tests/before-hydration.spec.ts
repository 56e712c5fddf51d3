// A form sent before the page's JavaScript has run (a slow phone, a blocked script) is sent by
// the browser itself. It must never put what was typed into the URL (history, logs, referrers)
// and must land back on the page, not on an error. JavaScript is switched off to make that
// moment last; the journeys with JavaScript are in the other files.
import { test, expect } from './base-test.ts';

test.use({ javaScriptEnabled: false });

test('signing in before the page is interactive keeps the password out of the URL', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/login');
  await page.getByLabel('Email').fill('learner@northbridge-university.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(urls.filter((url) => /password=|Demo-Password|northbridge/i.test(url))).toEqual([]);
});

test('an enquiry sent before the page is interactive keeps its details out of the URL', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/join-employers');
  await page.getByLabel('First name').fill('Ravi');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/join-employers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(urls.filter((url) => /Ravi|07700/.test(url))).toEqual([]);
});
