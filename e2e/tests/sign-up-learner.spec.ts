import { test, expect } from './base-test.ts';
import { setPasswordPath, signIn, waitForMail } from './fixtures.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';
import { countPosts, uniqueEmail, verifyEmail } from './signup-fixtures.ts';

const EMAIL_LABEL = 'Your learning provider email address';
const PASSWORD = 'Northbridge-Fresh-42';

test('a learner registers, follows the emailed link, sets a password and signs in', async ({
  page,
  request,
}) => {
  // Two forms, a mailed link (delivered by the job worker) and a sign-in: more than the
  // default 30 s when the machine is busy.
  test.setTimeout(60_000);
  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('student.northbridge-university.test');
  await page.goto('/join-the-community');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the community');
  await expectNoAxeViolations(page, 'axe-default');

  await verifyEmail(page, EMAIL_LABEL, email);
  const banner = page.getByRole('status').filter({ hasText: 'confirmed as issued by' });
  await expect(banner).toContainText(`${email} is confirmed as issued by Northbridge University`);

  // Field errors from the server sit under each field.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct errors in the form');
  await expect(page.getByText('The first name field is required.')).toBeVisible();
  await expect(page.getByText('The start year field is required.')).toBeVisible();
  await expectNoAxeViolations(page, 'axe-default');

  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Shah');
  await page.getByLabel('Contact email').fill('priya.personal@example.org');
  await page.getByLabel('Gender').selectOption({ index: 1 });
  await page.getByLabel('Ethnicity').selectOption({ index: 1 });
  await page.getByLabel('Course').selectOption({ index: 1 });
  await page.getByLabel('Start year').selectOption('2024');
  await page.getByLabel('Send me alerts and recommendations').check();

  // A double click sends one request; the key identifies this form fill.
  const posts = countPosts(page, '/api/register');
  await page.getByRole('button', { name: 'Register' }).dblclick();
  await expect(page).toHaveURL(/\/registered$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for registering');
  await expect(page.getByText('Click the link in it to verify your email address')).toBeVisible();
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).toMatch(/^[0-9a-f]{32}$/);

  const mail = await waitForMail(request, email, since);
  expect(mail.subject).toBe('Confirm your email address for Tech Industry Gold');
  await page.goto(setPasswordPath(mail.text));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat Password').fill(PASSWORD);
  await page.getByRole('button', { name: /set password|save|update/i }).click();
  await page
    .getByRole('link', { name: 'Log In' })
    .or(page.getByRole('button', { name: 'Log In' }))
    .click();
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Priya Shah').first()).toBeVisible();
});

test('the close icon goes back to step 1 with the address kept', async ({ page }) => {
  const email = uniqueEmail('northbridge-university.test');
  await page.goto('/join-the-community');
  await verifyEmail(page, EMAIL_LABEL, email);
  await page.getByRole('button', { name: 'Use a different email address' }).click();
  const field = page.getByRole('textbox', { name: EMAIL_LABEL });
  await expect(field).toHaveValue(email);
  await expect(field).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveCount(0);
});

test('an unmatched address may register but is told the account needs review', async ({
  page,
  request,
}) => {
  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('gmail.com');
  await page.goto('/join-the-community');
  await verifyEmail(page, EMAIL_LABEL, email);
  await expect(page.getByText('We could not match')).toBeVisible();
  await expect(page.getByLabel('Course')).toHaveValue(/\d+/);
  await expectNoAxeViolations(page, 'axe-default');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Reed');
  await page.getByLabel('Contact email').fill(email);
  await page.getByLabel('Gender').selectOption({ index: 2 });
  await page.getByLabel('Ethnicity').selectOption({ index: 3 });
  await page.getByLabel('Start year').selectOption('2025');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registered\?review=1$/);
  await expect(page.getByText('Your account needs a quick review')).toBeVisible();
  const mail = await waitForMail(request, email, since);
  expect(mail.text).toContain('our team will review your account');
});

test('a malformed address gets the server message', async ({ page }) => {
  await page.goto('/join-the-community');
  await verifyEmail(page, EMAIL_LABEL, 'not-an-email');
  await expect(page.getByRole('alert')).toHaveText('The email must be a valid email address.');
});
