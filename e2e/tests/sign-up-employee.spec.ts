import { test, expect } from './base-test.ts';
import { setPasswordPath, waitForMail } from './fixtures.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';
import { uniqueEmail, verifyEmail } from './signup-fixtures.ts';

const EMAIL_LABEL = 'Your work email address';

test('no match alerts and offers the join form; a match registers a business user', async ({
  page,
  request,
}) => {
  await page.goto('/employee-signup');
  await verifyEmail(page, EMAIL_LABEL, 'someone@outlook.com');
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'There was no match for that employer address',
  );
  await expect(page.getByRole('link', { name: 'Ask to join the employer network' })).toBeVisible();
  await expectNoAxeViolations(page, 'axe-default');

  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('harbour-systems.test');
  await verifyEmail(page, EMAIL_LABEL, email);
  await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toContainText(
    'is confirmed as issued by Harbour Systems',
  );

  await page.getByLabel('First name').fill('Tom');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Job title').fill('Engineering Manager');
  await page.getByLabel('Contact email').fill('tom@example.org');
  await page.getByLabel('Phone number').fill('call me');
  await page.getByLabel('Business address').fill('4 Quay Street, Bristol');
  await page.getByLabel('Gender').selectOption({ index: 1 });
  await page.getByLabel('Ethnicity').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
    /Enter a phone number, like 01632 960 001 or 07700 900 982/,
  );
  await expectNoAxeViolations(page, 'axe-default');

  await page.getByLabel('Phone number').fill('07700 900555');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registered$/);
  const mail = await waitForMail(request, email, since);
  expect(setPasswordPath(mail.text)).toMatch(/^\/set-password\/\d+\//);
});

test('the close icon returns to step 1', async ({ page }) => {
  await page.goto('/employee-signup');
  await verifyEmail(page, EMAIL_LABEL, uniqueEmail('harbour-systems.test'));
  await page.getByRole('button', { name: 'Use a different email address' }).click();
  await expect(page.getByRole('textbox', { name: EMAIL_LABEL })).toBeFocused();
});
