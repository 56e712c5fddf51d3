import { test, expect } from './base-test.ts';
import { AUTHOR, DEMO_PASSWORD, EMPLOYEE, LEARNER, signIn } from './fixtures.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';

test('a protected route while signed out goes to the sign-in page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the demo learner signs in and lands on the dashboard', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Ada Learner').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your profile' })).toHaveAttribute(
    'href',
    '/account',
  );
});

test('a wrong password shows the SPEC message and stays on the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(LEARNER);
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The error summary (decision 0080) holds SPEC's sentence and takes focus.
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toContainText('Invalid login details, please try again');
  await expect(summary).toBeFocused();
  await expect(page).toHaveURL(/\/login/);
});

test('an empty or malformed sign-in is explained under its fields, before anything is sent', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/login')) posts.push(r.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await expect(email).toHaveAccessibleDescription('Enter your email address');
  await expect(password).toHaveAccessibleDescription('Enter your password');
  // The error summary takes focus; its first link puts the cursor in the email field (0080).
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Enter your email address' }).click();
  await expect(email).toBeFocused();
  await email.fill('learner.example.test');
  await password.fill('anything');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(email).toHaveAccessibleDescription(
    'Enter an email address in the correct format, like name@example.com',
  );
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  await expectNoAxeViolations(page);
});

test('moving between sign in and forgot password takes focus to the new heading', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeFocused();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page);
  await page.goto('/logout');
  await expect(
    page.getByRole('link', { name: 'Sign in' }).or(page.getByRole('button', { name: 'Sign in' })),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the public header switches to Go to dashboard when signed in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Learner login' }).first()).toBeVisible();
  await signIn(page, EMPLOYEE);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learner login' })).toHaveCount(0);
});

test('the sign-in page has no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);
});

test('signing in works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(AUTHOR);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/logout without a session shows the signed-out confirmation, even without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByText('Signing you out')).toHaveCount(0);
  await context.close();
});
