import type { Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { MEMBER_TOMASZ } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

// The account page as an employer user (Tomasz Nowak, no other journey edits him): editing
// the profile, a server field error, the business address label and Reset Password.
signedInAs(MEMBER_TOMASZ);

/** The profile form's outcome (the picture field has a status of its own, above it). */
// The one form's result region (decision 0080); the contact email's own status line and the
// picture field's are others.
const status = (page: Page) => page.getByRole('main').locator('form [data-result]').first();

/** Contact details the server requires, typed in as a member would (replacing the demo ones). */
async function fillContactDetails(page: Page) {
  await page.getByLabel('Contact email').fill('tomasz.nowak@example.org');
  await page.getByLabel('Phone number').fill('01632 960 002');
  await page.getByLabel('Business Address').fill('4 Foxhollow Yard\nLeeds LS1 4AP');
  await page.getByLabel('Gender').selectOption({ index: 1 });
  await page.getByLabel('Ethnicity').selectOption({ index: 1 });
}

test('edit the profile and see it on the dashboard', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your account' })).toBeVisible();
  // No learning provider funds an employer user: no funding banner (funding-banner.spec.ts).
  await expect(page.getByRole('heading', { name: /funded by your learning provider/ })).toHaveCount(
    0,
  );
  // Employer users give a business address and a job title.
  await expect(page.getByLabel('Business Address')).toBeVisible();
  await fillContactDetails(page);
  await page.getByLabel('First name').fill('Tomek');
  await page.getByLabel('Job title').fill('Head of Platform');
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(status(page)).toHaveText('Your profile has been updated.');
  // Focus goes to the outcome (issue 26), not back to <body>.
  await expect(status(page)).toBeFocused();

  await page.goto('/dashboard');
  const hero = page.getByRole('region', { name: /Tomek Nowak/ });
  await expect(hero).toBeVisible();
  await expect(hero).toContainText('Head of Platform');

  // Put it back.
  await page.goto('/account');
  await page.getByLabel('First name').fill('Tomasz');
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(status(page)).toHaveText('Your profile has been updated.');
});

test('a new profile picture uploads, shows, and becomes the header avatar once saved', async ({
  page,
}) => {
  await page.goto('/account');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ9buBFTEMpAQAnLU8kbXKywsAAAAASUVORK5CYII=',
    'base64',
  );
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('main').locator('img[src^="/media/uploads/"]');
  await expect(preview).toBeVisible();
  // It says plainly that the picture is saved with the profile, and takes focus.
  const uploaded = page.getByText(
    'Picture uploaded. It is not saved until you select “Update profile”.',
  );
  await expect(uploaded).toBeFocused();
  const url = await preview.getAttribute('src');

  // Not an image: the file's name and the server's reason, and the picture stays.
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'notes.txt:' }),
  ).toHaveText('notes.txt: That file is not a JPEG, PNG or WebP image.');
  await expect(preview).toHaveAttribute('src', url!);

  await fillContactDetails(page);
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(status(page)).toHaveText('Your profile has been updated.');
  await page.reload();
  await expect(page.getByRole('banner').locator(`img[src="${url}"]`)).toBeVisible();
});

test("the server's field error shows under its field, with 'Please check errors in form'", async ({
  page,
}) => {
  await page.goto('/account');
  await fillContactDetails(page);
  // Optional in the form, required by the server for employer users.
  await page.getByLabel('Job title').fill('');
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Please check errors in form');
  // The GOV.UK error summary's title prefix.
  await expect(page).toHaveTitle(/^Error: Manage your account/);
  // The summary links the error to its field.
  await page.getByRole('alert').first().getByRole('link', { name: 'Enter your job title' }).click();
  await expect(page.getByLabel('Job title')).toBeFocused();
  await expect(page.getByLabel('Job title')).toHaveAccessibleDescription(/Enter your job title/);
  await expect(status(page)).toHaveText('');
  // Fixed and saved, the title loses its prefix.
  await page.getByLabel('Job title').fill('Head of Data');
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(status(page)).toHaveText('Your profile has been updated.');
  await expect(page).not.toHaveTitle(/^Error:/);
  await page.getByLabel('Job title').fill('');
  // Nothing was saved.
  await page.reload();
  await expect(page.getByLabel('Job title')).not.toHaveValue('');
});

test('Reset Password lands on the set-password form', async ({ page }) => {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/set-password\/\d+\/[\w%-]+$/);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  // A link minted for a session also takes the current password: a session is not the account.
  await page.getByLabel('Current password').fill('Not-The-Password-1');
  await page.getByLabel('Password', { exact: true }).fill('Brand-New-Password-7');
  await page.getByLabel('Repeat Password').fill('Brand-New-Password-7');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    /Your current password is not correct\./,
  );
  // Nothing was changed: the link is still offered, not replaced by "no longer valid".
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
});

for (const [label, viewport] of [
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`axe finds nothing on the account page (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/account');
    await expectNoAxeViolations(page);
  });
}
