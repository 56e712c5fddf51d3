// Helpers for the sign-up and enquiry journeys.
import type { APIRequestContext, Page } from '@playwright/test';
import { findMail, setPasswordPath } from './fixtures.ts';

/** A fresh address per run, so journeys never meet an account made by an earlier one. */
export const uniqueEmail = (domain: string, prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;

/** Step 1 of a sign-up: type the address and continue. */
export async function verifyEmail(page: Page, label: string, email: string) {
  await page.getByRole('textbox', { name: label }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Counts requests to one API path, to prove a double click sends one submission. */
export function countPosts(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      seen.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return seen;
}

/** The staff notification about one enquirer (other journeys notify the same inbox). */
export function waitForStaffMail(request: APIRequestContext, enquirer: string) {
  return findMail(request, (m) => m.to === 'staff@techgold.test' && m.text.includes(enquirer));
}

/**
 * Registers a learner from a matched (Northbridge University) address through the public
 * form and sets their password from the emailed link: an account of the journey's own, which
 * it may change or disable without touching the demo accounts other journeys sign in with.
 */
export async function registerMatchedLearner(
  page: Page,
  request: APIRequestContext,
  password: string,
): Promise<string> {
  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('student.northbridge-university.test');
  await page.goto('/join-the-community');
  await verifyEmail(page, 'Your learning provider email address', email);
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Marsh');
  await page.getByLabel('Contact email').fill(email);
  await page.getByLabel('Gender').selectOption({ index: 1 });
  await page.getByLabel('Ethnicity').selectOption({ index: 1 });
  await page.getByLabel('Course').selectOption({ index: 1 });
  await page.getByLabel('Start year').selectOption('2024');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/registered/);
  const mail = await findMail(
    request,
    (m) => m.to === email && new Date(m.created_at) >= since && /set-password/.test(m.text),
  );
  await page.goto(setPasswordPath(mail.text));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('button', { name: /set password|save|update/i }).click();
  await page
    .getByRole('link', { name: 'Log In' })
    .or(page.getByRole('button', { name: 'Log In' }))
    .waitFor();
  return email;
}
