import { test, expect } from './base-test.ts';
import { findMail, setPasswordPath, signIn, waitForMail } from './fixtures.ts';
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
  const summary = page.getByRole('alert');
  await expect(summary.getByText('Please correct errors in the form')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Select your start year' })).toBeVisible();
  // Each error is a link to its field, in the order of the form.
  await expect(summary.getByRole('link').first()).toHaveText('Enter your first name');
  await summary.getByRole('link', { name: 'Enter your first name' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
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
  await expect(page.getByText(`We have sent an email to ${email}.`)).toBeVisible();
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{32,36}$/);

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
  // This year's starters can sign up (the list runs from 2020 to the current year).
  await page.getByLabel('Start year').selectOption(String(new Date().getFullYear()));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registered\?review=1$/);
  await expect(page.getByText('Your account needs a quick review')).toBeVisible();
  await expect(page.getByText(`We have sent an email to ${email}.`)).toBeVisible();
  const mail = await waitForMail(request, email, since);
  expect(mail.text).toContain('our team will review your account');

  // No email? A new link, asked for from the same page (the address is filled in).
  const again = new Date(Date.now() - 500);
  const resend = page.getByRole('region', { name: 'No email?' });
  await expect(resend.getByLabel('Email address')).toHaveValue(email);
  await resend.getByRole('button', { name: 'Send the link again' }).click();
  await expect(resend.getByRole('status')).toContainText(
    `If ${email} has an account waiting to be set up, a new link is on its way.`,
  );
  const second = await findMail(
    request,
    (m) => m.to === email && new Date(m.created_at) >= again && m.subject !== mail.subject,
  );
  expect(second.subject).toBe('Finish setting up your Tech Industry Gold account');
  await expectNoAxeViolations(page, 'axe-default');
});

test('a malformed address gets the server message', async ({ page }) => {
  await page.goto('/join-the-community');
  await verifyEmail(page, EMAIL_LABEL, 'not-an-email');
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Enter an email address in the correct format, like name@example.com',
  );
});
