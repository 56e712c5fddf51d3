// Helpers for the sign-up and enquiry journeys.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CapturedMail } from './fixtures.ts';

/** A fresh address per run, so journeys never meet an account made by an earlier one. */
export const uniqueEmail = (domain: string, prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;

/** No axe violations on the page as it stands (errors, banners and all). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Step 1 of a sign-up: type the address and continue. */
export async function verifyEmail(page: Page, label: string, email: string) {
  await page.getByRole('textbox', { name: label }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The set-password link from an email's text, as a path on this site. */
export function setPasswordPath(text: string): string {
  const link = /https?:\/\/\S+\/set-password\/\d+\/[\w%-]+/.exec(text);
  if (!link) throw new Error('no set-password link in the email');
  return new URL(link[0]).pathname;
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
export async function waitForStaffMail(request: APIRequestContext, enquirer: string) {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mail', { headers: { accept: 'application/json' } });
        const mail = (await res.json()) as CapturedMail[];
        found = mail.find((m) => m.to === 'staff@techgold.test' && m.text.includes(enquirer));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
