import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { findMail, setPasswordPath, signIn, waitForMail } from './fixtures.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';
import { uniqueEmail, verifyEmail } from './signup-fixtures.ts';

// Issue 34 (decision 0074): a changed contact email waits for confirmation, shown on the
// account page, until the member opens the link emailed to it (read here from /dev/mail);
// then it is the contact email. Each journey registers its own learner.
const PASSWORD = 'Contact-Journey-42';

async function registerLearner(page: Page, request: APIRequestContext) {
  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('student.northbridge-university.test', 'contact');
  await page.goto('/join-the-community');
  await verifyEmail(page, 'Your learning provider email address', email);
  await page.getByLabel('First name').fill('Carys');
  await page.getByLabel('Last name').fill('Contact');
  await page.getByLabel('Contact email').fill(uniqueEmail('example.org', 'carys.signup'));
  await page.getByLabel('Gender').selectOption({ index: 1 });
  await page.getByLabel('Ethnicity').selectOption({ index: 1 });
  await page.getByLabel('Course').selectOption({ index: 1 });
  await page.getByLabel('Start year').selectOption('2024');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registered$/);
  const mail = await waitForMail(request, email, since);
  await page.goto(setPasswordPath(mail.text));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat Password').fill(PASSWORD);
  await page.getByRole('button', { name: /set password|save|update/i }).click();
  await expect(
    page.getByRole('link', { name: 'Log In' }).or(page.getByRole('button', { name: 'Log In' })),
  ).toBeVisible();
  await signIn(page, email, PASSWORD);
}

/** The confirmation link for `to`, read from the captured mail page as a person would. */
async function linkFromDevMail(page: Page, request: APIRequestContext, to: string) {
  // Wait for the outbox to deliver it, then read it where a developer would.
  await findMail(request, (m) => m.to === to);
  // A tab of its own: /dev/mail is a plain page, never hydrated (base-test's goto waits for that).
  const devMail = await page.context().newPage();
  await devMail.goto('/dev/mail');
  const mail = devMail.locator('article').filter({ hasText: to }).first();
  await expect(mail.getByRole('heading')).toHaveText(
    'Confirm your contact email for Tech Industry Gold',
  );
  const text = await mail.locator('pre').innerText();
  await devMail.close();
  return new URL(/https?:\/\/\S+\/account\/contact-email\/[\w%-]+/.exec(text)![0]).pathname;
}

for (const [name, viewport] of [
  ['1280 px', DESKTOP],
  ['375 px', PHONE],
] as const) {
  test(`confirm a changed contact email (${name})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await registerLearner(page, request);
    await page.goto('/account');
    // The address given at sign-up has not been confirmed.
    await expect(page.getByText('Your contact email is not confirmed yet.')).toBeVisible();

    const newAddress = uniqueEmail('example.org', 'carys.new');
    await page.getByLabel('Contact email').fill(newAddress);
    await page.getByLabel('Phone number').fill('01632 960 003');
    await page
      .getByRole('textbox', { name: 'Address', exact: true })
      .fill('3 Confirmation Row\nNorthbridge NB1 3CR');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByRole('main').locator('form [data-result]').first()).toHaveText(
      'Your profile has been updated.',
    );
    await expect(page.getByText(`${newAddress} is waiting for confirmation`)).toBeVisible();
    await expect(page.getByText(/Until then we keep using carys\.signup\./)).toBeVisible();
    await expectNoAxeViolations(page);

    const path = await linkFromDevMail(page, request, newAddress);
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your contact email' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my contact email' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your contact email is confirmed.',
    );

    await page.getByRole('link', { name: 'Back to your account' }).click();
    await expect(page.getByLabel('Contact email')).toHaveValue(newAddress);
    await expect(page.getByText('Your contact email is confirmed.')).toBeVisible();
    await expect(page.getByText('is waiting for confirmation')).toHaveCount(0);

    // The link works once.
    await page.goto(path);
    await page.getByRole('button', { name: 'Confirm my contact email' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'has expired, has already been used',
    );
  });
}
