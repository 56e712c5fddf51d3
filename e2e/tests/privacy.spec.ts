import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import yauzl from 'yauzl';
import { test, expect } from './base-test.ts';
import { setPasswordPath, signIn, waitForMail } from './fixtures.ts';
import { PHONE, expectNoAxeViolations } from './public-fixtures.ts';
import { uniqueEmail, verifyEmail } from './signup-fixtures.ts';

// Issue 29: a member downloads their data, deletes their account, and cancels the deletion by
// signing in again. Each journey registers its own learner: deleting one must never touch an
// account another journey uses.
const PASSWORD = 'Privacy-Journey-42';

/** The archive's entries by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function registerLearner(page: Page, request: APIRequestContext) {
  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('student.northbridge-university.test', 'privacy');
  await page.goto('/join-the-community');
  await verifyEmail(page, 'Your learning provider email address', email);
  await page.getByLabel('First name').fill('Morwenna');
  await page.getByLabel('Last name').fill('Privett');
  await page.getByLabel('Contact email').fill('morwenna.privett@example.org');
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
  return email;
}

test('download my data: one click, a notice and an email, a link that works once', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = await registerLearner(page, request);
  // From My account to the privacy page.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Your data and privacy' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your data and privacy' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'What we hold and why' })).toBeVisible();
  await expectNoAxeViolations(page, 'axe-default');

  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We are preparing your data' }).first(),
  ).toBeVisible();
  // The page updates by itself when the copy is ready: no reload.
  await expect(page.getByRole('status').filter({ hasText: 'Your data is ready' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('link', { name: /^Download the ZIP file \(\d+ KB\)$/ }),
  ).toBeVisible();
  const mail = await waitForMail(request, email, since);
  expect(mail.subject).toBe('Your Tech Industry Gold data is ready to download');
  const link = /https?:\/\/\S+(\/account\/privacy\/download\/\d+\/[\w-]+)/.exec(mail.text)![1]!;

  // The in-app notice arrived too, under the bell.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications \(1 unread\)$/ }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Your data is ready to download', { exact: true }),
  ).toBeVisible();

  // Opened signed out (another browser): sign in, and the emailed link's page is where it lands.
  const elsewhere = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const away = await elsewhere.newPage();
  await away.goto(link);
  await expect(away).toHaveURL(/\/login\?next=%2Faccount%2Fprivacy%2Fdownload%2F/);
  await away.getByLabel('Email').fill(email);
  await away.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await away.getByRole('button', { name: 'Sign in' }).click();
  await expect(away).toHaveURL(new RegExp(`${link}$`));
  await expect(away.getByRole('heading', { level: 1, name: 'Download your data' })).toBeVisible();
  await elsewhere.close();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Download your data' })).toBeVisible();
  await expectNoAxeViolations(page, 'axe-default');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your data (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tech-industry-gold-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();
  expect(file).toBeTruthy();

  // A second use is refused, and the privacy page says it was downloaded.
  const again = await page.request.get(
    link.replace('/account/privacy/download/', '/api/account/privacy/export/'),
  );
  expect(again.status()).toBe(404);
  await page.goto('/account/privacy');
  await expect(page.getByText(/You downloaded your data on/)).toBeVisible();

  // Still there for the rest of its 24 hours on the page, signed in: and its index.html reads
  // as a page, every kind in a table with UK dates.
  const [again2] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download the ZIP file/ }).click(),
  ]);
  const zip = await unzip(await readFile((await again2.path())!));
  expect([...zip.keys()]).toEqual(
    expect.arrayContaining(['index.html', 'data.json', 'csv/profile.csv']),
  );
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tig-export-'));
  await writeFile(path.join(folder, 'index.html'), zip.get('index.html')!);
  const reader = await page.context().newPage();
  await reader.goto(pathToFileURL(path.join(folder, 'index.html')).href);
  await expect(
    reader.getByRole('heading', { level: 1, name: 'Your data from Tech Industry Gold' }),
  ).toBeVisible();
  const account = reader.getByRole('table', { name: 'Your account' });
  await expect(account.getByRole('row', { name: /Email/ }).first()).toContainText(email);
  await expect(account).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  await expectNoAxeViolations(reader, 'axe-default');
  await reader.close();
});

test('delete my account, then sign in again and keep it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const email = await registerLearner(page, request);
  await page.goto('/account/privacy');
  // At 320 px nothing scrolls sideways but the rules table, inside its own region.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page, 'axe-default');
  await page.setViewportSize(PHONE);
  const section = page.getByRole('region', { name: 'Delete my account' });
  await expect(section.getByText('you are signed out at once, in every browser')).toBeVisible();

  // The password again: a wrong one is a field error, and the account stays.
  await section.getByLabel('Your password').fill('Not-The-Password-1');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('Your password is not correct.').first()).toBeVisible();

  const since = new Date(Date.now() - 1000);
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login\?deleted=\d{4}-\d{2}-\d{2}$/);
  await expect(
    page.getByRole('status').filter({ hasText: /Your account will be deleted on \d+ \w+ \d{4}\./ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'axe-default');
  const mail = await waitForMail(request, email, since);
  expect(mail.subject).toBe('Your Tech Industry Gold account will be deleted');

  // Signed out everywhere: the member area sends this browser to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // Signing in with the right password offers to keep the account.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'You asked us to delete this account.' });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page, 'axe-default');
  // The server's sentence is the error summary's; the way to keep the account is beside the form.
  await page.getByRole('button', { name: 'Keep my account and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The page it lands on says so, where focus is.
  const kept = page.getByRole('status').filter({
    hasText: 'Your account will not be deleted. Welcome back.',
  });
  await expect(kept).toBeVisible();
  await expect(kept).toBeFocused();
  // Each step is confirmed by email: the deletion, then its cancelling.
  await expect
    .poll(async () => {
      const res = await request.get('/dev/mail', { headers: { accept: 'application/json' } });
      const all = (await res.json()) as { to: string; subject: string }[];
      return all.filter((m) => m.to === email).map((m) => m.subject);
    })
    .toContain('Your Tech Industry Gold account will not be deleted');
});
