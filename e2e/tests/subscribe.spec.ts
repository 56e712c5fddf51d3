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
  // The one form: the summary takes focus and links to the field, which says why.
  const summary = bar.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary
    .getByRole('link', {
      name: 'Enter an email address in the correct format, like name@example.com',
    })
    .click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(
    'Enter an email address in the correct format, like name@example.com',
  );
  await expect(bar.getByRole('status')).toHaveCount(0);

  // A missing choice is reported on the radio group.
  await page.reload();
  await bar.getByLabel('Email address').fill('someone@example.test');
  await bar.getByRole('button', { name: 'Subscribe' }).click();
  await expect(bar.getByRole('group', { name: 'I am' })).toContainText(
    'Choose whether you are an employer, a learning provider, a learner or other.',
  );
});

test('a Subscribe pressed before the form’s code arrives is sent once it does', async ({
  page,
}) => {
  // The bar's form code loads when the bar is near (a deferred part); hold it back, as a slow
  // connection would, until after the button is pressed.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/subscribe-form-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Get the monthly newsletter' });
  await bar.getByLabel('Email address').fill(`early-${Date.now()}@example.test`);
  await bar.getByRole('radio', { name: 'A learner' }).check();
  await bar.getByRole('button', { name: 'Subscribe' }).click();
  expect(asked).toBe(true);
  // Held, not sent by the browser itself: still the home page, the form still there.
  await expect(page).toHaveURL(/\/$/);
  await expect(bar.getByLabel('Email address')).toBeVisible();
  release();
  await expect(bar.getByRole('status')).toContainText('Thank you, you are now subscribed');
});

test('the newsletter form works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Get the monthly newsletter' });
  await bar.getByLabel('Email address').focus();
  await page.keyboard.type(`keys-${Date.now()}@example.test`);
  // The choice comes before the button, so nobody learns about it from an error.
  await page.keyboard.press('Tab'); // the first choice
  await page.keyboard.press('Space');
  await expect(bar.getByRole('radio', { name: 'An employer' })).toBeChecked();
  await page.keyboard.press('ArrowDown'); // radios move with the arrows
  await page.keyboard.press('ArrowDown');
  await expect(bar.getByRole('radio', { name: 'A learner' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('status')).toContainText('Thank you, you are now subscribed');
});

for (const [path, choice] of [
  ['/employers', 'An employer'],
  ['/learning-providers', 'A learning provider'],
  ['/learners', 'A learner'],
] as const) {
  test(`on ${path} the newsletter form already says who is asking`, async ({ page }) => {
    await page.goto(path);
    const bar = page.getByRole('region', { name: 'Get the monthly newsletter' });
    await expect(bar.getByRole('radio', { name: choice })).toBeChecked();
    await expect(bar.getByRole('radio', { name: 'Other' })).not.toBeChecked();
  });
}
