// Undo and bulk actions in the staff console (decision 0094): an admin removes a sign-up
// domain and takes it back with Undo; three pending learners are approved in one bulk action
// by keyboard alone; both at 1280 and 375 px, axe-clean.
import { test, expect, type Page } from './base-test.ts';
import { ADMIN, DEMO_PASSWORD, findMail } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';
import { uniqueEmail, verifyEmail } from './signup-fixtures.ts';

/** Domain changes need the password from the last 15 minutes: answers the dialog if it comes. */
async function passwordIfAsked(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  const asked = await dialog
    .waitFor({ timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!asked) return;
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('an admin', () => {
  signedInAs(ADMIN);

  test('removes a sign-up domain and takes it back with Undo', async ({ page }) => {
    test.setTimeout(60_000);
    const domain = `undo${Date.now().toString(36)}.ac.uk`;
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/organisations');
    const first = page
      .getByRole('region', { name: 'Learning providers' })
      .getByRole('rowheader')
      .first();
    const provider = (await first.getByRole('link').textContent())!.trim();
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(provider);

    const domains = page.getByRole('region', { name: 'Sign-up email domains' });
    await domains.getByLabel('Add a domain').fill(domain);
    await domains.getByRole('button', { name: 'Add domain' }).click();
    await passwordIfAsked(page);
    await expect(domains.getByRole('status')).toContainText(`${domain} is added`);
    await expect(domains.getByRole('listitem').filter({ hasText: domain })).toBeVisible();

    await domains.getByRole('button', { name: `Remove ${domain}` }).click();
    await passwordIfAsked(page);
    const message = domains.getByRole('status');
    await expect(message).toContainText(`${domain} is removed`);
    await expect(message).toBeFocused();
    await expect(domains.getByRole('listitem').filter({ hasText: domain })).toHaveCount(0);
    // While the message has focus the offer waits: well past 10 seconds, Undo is still there.
    await expect(message.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(message).toContainText('You can undo this for 10 seconds.');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
    }
    await page.waitForTimeout(11_000);
    await expect(message.getByRole('button', { name: 'Undo' })).toBeVisible();

    // By keyboard: from the message to its Undo button, Enter.
    await page.keyboard.press('Tab');
    await expect(message.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await passwordIfAsked(page);
    await expect(message).toContainText(`The domain ${domain} is back`);
    await expect(message).toBeFocused();
    await expect(message.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(domains.getByRole('listitem').filter({ hasText: domain })).toBeVisible();

    // Both changes are in the audit log.
    await page.goto('/admin/audit?kind=organisation.domain_add');
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(
      'Sign-up domain added',
    );
  });

  test('approves three pending learners in one bulk action, by keyboard alone', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `bulk${Date.now().toString(36)}`;
    const since = new Date(Date.now() - 1000);
    const visitor = await (await browser.newContext({ storageState: undefined })).newPage();
    const emails: string[] = [];
    for (const first of ['Alex', 'Blair', 'Cary']) {
      const email = uniqueEmail('gmail.com', tag);
      emails.push(email);
      await visitor.goto('/join-the-community');
      await verifyEmail(visitor, 'Your learning provider email address', email);
      await visitor.getByLabel('First name').fill(first);
      await visitor.getByLabel('Last name').fill('Bulkley');
      await visitor.getByLabel('Contact email').fill(email);
      await visitor.getByLabel('Gender').selectOption({ index: 1 });
      await visitor.getByLabel('Ethnicity').selectOption({ index: 1 });
      await visitor.getByLabel('Start year').selectOption('2024');
      await visitor.getByRole('button', { name: 'Register' }).click();
      await expect(visitor).toHaveURL(/\/registered\?review=1$/);
    }
    await visitor.context().close();

    await page.goto(`/admin/reviews?q=${tag}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pending review');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      'Showing 1 to 3 of 3',
    );
    const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
    const bar = page.getByRole('group', { name: 'Bulk actions on the sign-ups chosen' });

    // On a phone the rows are cards, each with its named checkbox; nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await page.getByRole('checkbox', { name: 'Select Blair Bulkley' }).focus();
    await page.keyboard.press('Space');
    await expect(bar).toContainText('1 selected');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await page.keyboard.press('Space');
    await expect(bar).toHaveCount(0);

    await page.setViewportSize(DESKTOP);
    await selectAll.focus();
    await page.keyboard.press('Space');
    await expect(bar).toContainText('3 selected');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Approve' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The form opens on its first field; the selects are worked from the keyboard.
    const providerField = bar.getByLabel('Learning provider');
    await expect(providerField).toBeFocused();
    await expect(
      providerField.locator('option', { hasText: 'Northbridge University' }),
    ).toHaveCount(1);
    await page.keyboard.type('Northbridge');
    await expect(providerField.locator('option:checked')).toHaveText('Northbridge University');
    await page.keyboard.press('Tab');
    await expect(bar.getByLabel('Course')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(bar.getByLabel('Course')).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Approve 3 sign-ups' })).toBeFocused();
    await page.keyboard.press('Enter');

    const result = page.getByRole('status').filter({ hasText: 'approved' });
    await expect(result).toHaveText('3 approved.');
    await expect(result).toBeFocused();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      'No sign-ups waiting match your search or filters.',
    );
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
    }
    // Each was emailed their link, as one approved alone is.
    for (const email of emails) {
      await findMail(
        request,
        (m) => m.to === email && new Date(m.created_at) >= since && /set-password/.test(m.text),
      );
    }
  });
});
