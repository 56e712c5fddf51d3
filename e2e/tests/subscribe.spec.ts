import { expect, test } from './base-test.ts';
import { waitForMail } from './fixtures.ts';

test('subscribing shows the SPEC thank-you and asks to confirm by email', async ({
  page,
  request,
}) => {
  const email = `news-${Date.now()}@example.test`;
  const since = new Date();
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Get the monthly newsletter' });
  await expect(bar).toContainText('We will email you once a month');
  await bar.getByLabel('Email address').fill(email);
  await bar.getByRole('radio', { name: 'A learning provider' }).check();
  await bar.getByRole('button', { name: 'Subscribe' }).click();
  await expect(bar.getByRole('status')).toContainText('Thank you, you are now subscribed');
  await expect(bar.getByRole('status')).toContainText(/confirm/i);
  const mail = await waitForMail(request, email, since);
  expect(mail.text).toMatch(/confirm/i);

  // The emailed link opens a page; only its button confirms (mail scanners open links too).
  const link = /https?:\/\/\S+\/newsletter\/confirm\/[\w-]+/.exec(mail.html)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(/\/\?subscribed=1$/);
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
});

test('an invalid email shows the first email error under the field', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Get the monthly newsletter' });
  const field = bar.getByLabel('Email address');
  await field.fill('not-an-email');
  await bar.getByRole('radio', { name: 'An employer' }).check();
  await bar.getByRole('button', { name: 'Subscribe' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(bar.getByText('The email must be a valid email address.')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(bar.getByRole('status')).toHaveCount(0);

  // A missing choice is reported on the radio group.
  await page.reload();
  await bar.getByLabel('Email address').fill('someone@example.test');
  await bar.getByRole('button', { name: 'Subscribe' }).click();
  await expect(bar.getByRole('group', { name: 'I am' })).toContainText(
    'Please choose whether you are an employer or a learning provider.',
  );
});

test('the newsletter form works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Get the monthly newsletter' });
  await bar.getByLabel('Email address').focus();
  await page.keyboard.type(`keys-${Date.now()}@example.test`);
  await page.keyboard.press('Tab'); // Subscribe
  await page.keyboard.press('Tab'); // first radio
  await page.keyboard.press('Space');
  await expect(bar.getByRole('radio', { name: 'An employer' })).toBeChecked();
  await bar.getByRole('button', { name: 'Subscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('status')).toContainText('Thank you, you are now subscribed');
});
