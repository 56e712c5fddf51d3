// Helpers for the sign-up and enquiry journeys.
import type { APIRequestContext, Page } from '@playwright/test';
import { findMail } from './fixtures.ts';

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
