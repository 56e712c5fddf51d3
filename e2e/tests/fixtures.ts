import { expect, type Page, type APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Password-1';
export const LEARNER = 'learner@northbridge-university.test';
export const EMPLOYEE = 'employee@harbour-systems.test';
export const AUTHOR = 'author@techgold.test';
// Sign-in is limited to 5 attempts a minute per address (a real limit, kept on in these
// journeys), so journeys that only need "someone signed in" spread over these accounts.
// More demo members (authors at other employers), so member journeys that change saved
// items each have an account of their own and never see each other's saves.
export const MEMBER_PRIYA = 'priya.shah@nightjar-technologies.test';
export const MEMBER_TOMASZ = 'tomasz.nowak@foxhollow-data.test';
export const MEMBER_LOWRI = 'lowri.evans@kestrelwing-solutions.test';
// The staff console's journeys (staff-console.spec.ts).
export const ADMIN = 'admin@techgold.test';
export const EDITOR = 'editor@techgold.test';

export async function signIn(page: Page, email = LEARNER, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Waits for the job worker to deliver a mail matching `match` to the dev capture. */
export async function findMail(
  request: APIRequestContext,
  match: (mail: CapturedMail) => boolean,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mail', { headers: { accept: 'application/json' } });
        const mail = (await res.json()) as CapturedMail[];
        found = mail.find(match);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Waits for the job worker to deliver mail to `to` sent at or after `since`. */
export function waitForMail(request: APIRequestContext, to: string, since: Date) {
  return findMail(request, (m) => m.to === to && new Date(m.created_at) >= since);
}

/** The set-password link from an email's text, as a path on this site. */
export function setPasswordPath(text: string): string {
  const link = /https?:\/\/\S+\/set-password\/\d+\/[\w%-]+/.exec(text);
  if (!link) throw new Error('no set-password link in the email');
  return new URL(link[0]).pathname;
}
