import { test, expect } from './base-test.ts';
import { waitForMail } from './fixtures.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';
import { countPosts, uniqueEmail, waitForStaffMail } from './signup-fixtures.ts';

test('an employer asks to join: errors under fields, then the thank-you page', async ({
  page,
  request,
}) => {
  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('brightwater-data.test');
  await page.goto('/join-employers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join our employer network');
  await expectNoAxeViolations(page, 'axe-default');

  const posts = countPosts(page, '/api/join-employers');
  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('alert');
  await expect(summary.getByText('Please correct errors in the form')).toBeVisible();
  // The summary links each error to its field.
  await summary.getByRole('link', { name: 'Enter your organisation' }).click();
  await expect(page.getByRole('textbox', { name: 'Organisation', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Organisation', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page, 'axe-default');

  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Fielding');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('07700 900101');
  await page.getByLabel('Job title').fill('CTO');
  await page.getByRole('textbox', { name: 'Organisation', exact: true }).fill('Brightwater Data');
  await page.getByLabel('Address').fill('1 Mill Street, Leeds');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/submitted$/);
  // The page says what was sent and where the confirmation went.
  await expect(
    page.getByText('Your request to join the employer network has been sent.'),
  ).toBeVisible();
  await expect(page.getByText(`We have emailed a confirmation to ${email}.`)).toBeVisible();
  // The empty attempt was refused in the browser by the contract's own check (decision
  // 0080): only the complete one was sent.
  expect(posts).toHaveLength(1);

  const ack = await waitForMail(request, email, since);
  expect(ack.subject).toBe('We have received your request to join the employer network');
  const staff = await waitForStaffMail(request, email);
  expect(staff.subject).toBe('New enquiry: join the employer network');
});
