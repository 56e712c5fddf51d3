import { test, expect } from './base-test.ts';
import { waitForMail } from './fixtures.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';
import { uniqueEmail, waitForStaffMail } from './signup-fixtures.ts';

test('a provider asks about accreditation: errors, course types, thank-you page', async ({
  page,
  request,
}) => {
  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('dunmere-college.test');
  await page.goto('/get-accredited');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get accredited');
  await expect(page.getByLabel('Course type').locator('option')).toHaveText([
    'Select a type',
    'Degree',
    'Apprenticeship',
    'Training Programme',
    'Other',
  ]);

  await page.getByLabel('First name').fill('Graham');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('alert');
  await expect(summary.getByText('Please correct errors in the form')).toBeVisible();
  await expect(
    summary.getByRole('link', {
      name: 'Enter an email address in the correct format, like name@example.com',
    }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Select your course type' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your first name')).toHaveCount(0);
  await expectNoAxeViolations(page, 'axe-default');

  await page.getByLabel('Last name').fill('Ross');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('07700 900104');
  await page.getByLabel('Job title').fill('Curriculum Manager');
  await page.getByLabel('Organisation').fill('Dunmere College');
  await page.getByLabel('Address').fill('Campus Road, Dunmere');
  await page.getByLabel('Course type').selectOption({ label: 'Training Programme' });
  await page.getByLabel('Course title').fill('Cloud Support Bootcamp');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/submitted$/);
  await expect(page.getByText('Your accreditation enquiry has been sent.')).toBeVisible();
  await expect(page.getByText(`We have emailed a confirmation to ${email}.`)).toBeVisible();

  const ack = await waitForMail(request, email, since);
  expect(ack.subject).toBe('We have received your accreditation enquiry');
  // The address is not proved yet: the acknowledgement repeats nothing that was typed.
  expect(ack.text).not.toContain('Cloud Support Bootcamp');
  const staff = await waitForStaffMail(request, email);
  expect(staff.subject).toBe('New enquiry: get accredited');
  expect(staff.text).toContain('Course type: Training Programme');
  expect(staff.text).toContain('Cloud Support Bootcamp');
});
