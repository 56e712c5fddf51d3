// Credentials in the staff console (issue 28) and the revoked credential's public page (issue
// 26): an admin issues a badge to a learner by importing a cohort CSV (checked first, then
// issued); it is on the learner's credentials page and its public page verifies; the admin
// revokes it with a reason, and the public page then says revoked, and nothing else. Every
// page on the way is axe-clean at 1280 and 375 px, with no sideways scroll on the phone.
import { test, expect, type Page } from './base-test.ts';
import { memberWithUnheldBadge } from './credential-fixtures.ts';
import { ADMIN, MEMBER_TOMASZ, signIn } from './fixtures.ts';

// A learner whose credentials no other journey counts (the demo learner's are counted exactly
// in notifications.spec.ts, and the journeys share one database).
const LEARNER = MEMBER_TOMASZ;
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

async function checkBothSizes(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${size.width} px on ${page.url()}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

interface Page_<T> {
  items: T[];
}

test.describe('an admin', () => {
  signedInAs(ADMIN);

  test('imports a cohort CSV → the learner has the badge and its page verifies; revokes it → the page says revoked', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A badge the learner does not hold yet.
    const [member] = (
      (await (
        await page.request.get(`/api/admin/credential-members?q=${encodeURIComponent(LEARNER)}`)
      ).json()) as Page_<{ id: number; name: string }>
    ).items;
    const held = (
      (await (
        await page.request.get(
          `/api/admin/credentials?user_id=${member!.id}&state=active&limit=100`,
        )
      ).json()) as Page_<{ badge: { id: number } }>
    ).items.map((c) => c.badge.id);
    const badges = (
      (await (await page.request.get('/api/admin/credential-badges?limit=100')).json()) as Page_<{
        id: number;
        name: string;
      }>
    ).items;
    const badge = badges.find((b) => !held.includes(b.id) && /^(SKI|AWA)/.test(b.name));
    expect(badge, 'a skills or award badge the learner does not hold').toBeTruthy();

    await page.goto('/admin/credentials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credentials');
    await checkBothSizes(page);
    await page.getByRole('link', { name: 'Import a cohort' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import a cohort');

    // First a file with a bad row: its line and reason are listed, and nothing is issued.
    const bad = `email;badge;issue date\r\n${LEARNER};${badge!.name};2026-01-05\r\nnobody@example.test;${badge!.name};2026-01-05\r\n`;
    await page.getByLabel('CSV file').setInputFiles({
      name: 'cohort.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${bad}`),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const problems = page.getByRole('table', { name: 'Problems in the file, by line' });
    await expect(problems.getByRole('row', { name: /Line 3/ })).toContainText(
      'No member has the email nobody@example.test.',
    );
    await expect(page.getByRole('button', { name: /^Issue \d/ })).toHaveCount(0);
    await checkBothSizes(page);

    // Then the corrected file: checked, previewed, issued.
    await page.getByLabel('CSV file').setInputFiles({
      name: 'cohort.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFFemail;badge;issue date\r\n${LEARNER};${badge!.name};05/01/2026\r\n`,
      ),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('heading', { name: 'The badge to issue' })).toBeVisible();
    await checkBothSizes(page);
    await page.getByRole('button', { name: 'Issue 1 badge' }).click();
    await expect(page.getByText('1 badge is issued from cohort.csv.')).toBeVisible();

    const [issued] = (
      (await (
        await page.request.get(
          `/api/admin/credentials?user_id=${member!.id}&group_id=${badge!.id}&state=active`,
        )
      ).json()) as Page_<{ id: number; public_id: string; issued_at: string }>
    ).items;
    expect(issued!.issued_at).toBe('2026-01-05T00:00:00.000Z');

    // The learner sees it on their credentials page, with the link to its public page.
    const learner = await (
      await browser.newContext({ storageState: { cookies: [], origins: [] } })
    ).newPage();
    await signIn(learner, LEARNER);
    await learner.goto('/credentials');
    // (the link is in the badge's share panel, closed until opened)
    await expect(
      learner.locator(`a[href$="/credential/${issued!.public_id}"]`).first(),
    ).toBeAttached();
    await expect(
      learner.getByText(badge!.name.replace(/^(SKI|MEM|AWA)[-_: ]*/, ''), { exact: true }).first(),
    ).toBeVisible();

    // Its public page verifies.
    const visitor = await (
      await browser.newContext({ storageState: { cookies: [], origins: [] } })
    ).newPage();
    await visitor.goto(`/credential/${issued!.public_id}`);
    await expect(visitor.getByText('Verified credential')).toBeVisible();

    // Revoke it from its console page: a reason, then the confirmation.
    await page.goto(`/admin/credentials/${issued!.id}`);
    await checkBothSizes(page);
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    // The error summary takes focus and links to the field (decision 0080).
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Enter a reason' }).click();
    await expect(page.getByLabel('Reason')).toBeFocused();
    await page.getByLabel('Reason').fill('Awarded in error');
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    // The confirmation opens on the safe choice; Cancel goes back to the button that asked.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Revoke', exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, revoke it' }).click();
    await expect(page.getByText(/Revoked on/)).toBeVisible();
    const result = page.locator('[data-result]');
    await expect(result).toHaveText(/is revoked from/);
    await expect(result).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    await expect(page.getByText('Awarded in error')).toBeVisible();

    // The public page now says revoked, with the day, and nothing about the holder or badge.
    const response = await visitor.goto(`/credential/${issued!.public_id}`);
    expect(response?.status()).toBe(410);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'This credential has been revoked',
    );
    await expect(visitor.getByText(/Revoked on \d{1,2} \w+ \d{4}/)).toBeVisible();
    const text = await visitor.locator('main').innerText();
    expect(text).not.toContain(badge!.name.replace(/^(SKI|MEM|AWA)[-_: ]*/, ''));
    expect(text).not.toContain(member!.name);
    await checkBothSizes(visitor);
  });
  test('issues a badge from a member’s record: the member comes chosen, and the record lists it', async ({
    page,
  }) => {
    const { id, name, badge } = await memberWithUnheldBadge(page, 'Nowak');

    await page.goto(`/admin/members/${id}`);
    const credentials = page.getByRole('region', { name: 'Credentials' });
    await credentials.getByRole('link', { name: `Issue a credential to ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Issue a badge');
    // He is chosen already; only the badge is left to choose.
    await expect(page.getByRole('combobox', { name: 'Member' })).toHaveValue(name);
    await page.getByLabel('Badge', { exact: true }).selectOption({ label: badge.name });
    await page.getByRole('button', { name: 'Issue the badge' }).click();
    await expect(page).toHaveURL(/issued=1/);

    await page.goto(`/admin/members/${id}`);
    await expect(credentials.getByRole('link', { name: badge.name }).first()).toBeVisible();
    await checkBothSizes(page);
  });
});
