// Pickers that scale and lists that guide (issue 36, decision 0095): an admin gives a member
// an employer out of 400-odd by typing part of its name, by keyboard alone, at 1280 and
// 375 px; an empty console list says what belongs there and offers its first action, and a
// search that finds nothing offers to clear it. Axe-clean at both widths, list open or shut.
import { test, expect, type Page } from './base-test.ts';
import { ADMIN, EDITOR } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** Moves down the open list until `name` is the active option. */
async function arrowTo(page: Page, name: string) {
  const box = page.getByRole('combobox', { name: 'Employer' });
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).innerText()).trim() === name) return;
  }
  throw new Error(`${name} was never reached with the arrow keys`);
}

test.describe('an admin', () => {
  signedInAs(ADMIN);

  test('chooses a member’s employer by typing part of its name, saves it, and sees it saved', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The demo editor has no employer, and no other journey reads theirs.
    const members = (await (await page.request.get(`/api/admin/members?q=${EDITOR}`)).json()) as {
      items: { id: number }[];
    };
    const id = members.items[0]!.id;
    // Two employers from the middle of the directory, far from the first page.
    const far = (await (
      await page.request.get('/api/admin/options/employers?offset=200&limit=2')
    ).json()) as { employers: { title: string }[]; total: number };
    expect(far.total).toBeGreaterThan(400);

    for (const [size, employer] of [
      [DESKTOP, far.employers[0]!.title],
      [PHONE, far.employers[1]!.title],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`/admin/members/${id}`);
      const box = page.getByRole('combobox', { name: 'Employer' });
      await box.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      // Part of the name: all but its last two letters.
      await page.keyboard.type(employer.slice(0, -2));
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const list = page.getByRole('listbox', { name: 'Employer' });
      await expect(list.getByRole('option', { name: employer, exact: true })).toBeVisible();
      await expect(
        page.locator('[role="status"]').filter({ hasText: /employers? match/ }),
      ).toBeAttached();
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);

      await arrowTo(page, employer);
      await page.keyboard.press('Enter');
      await expect(box).toHaveValue(employer);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toBeFocused();
      await page.getByRole('button', { name: 'Save changes' }).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'record is saved' })).toHaveText(
        'The member’s record is saved.',
      );

      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Employer' })).toHaveValue(employer);
      await expectNoAxeViolations(page);
    }

    // Escape puts the choice back; emptying the box and saving leaves the member without one.
    const box = page.getByRole('combobox', { name: 'Employer' });
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('zzqq');
    await expect(page.getByText(/^No employer matches “zzqq”/).last()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue(far.employers[1]!.title);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Save changes' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'record is saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Employer' })).toHaveValue('');
  });

  test('an empty list says what belongs there and offers the first action; a search that finds nothing offers to clear it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // No journey logs a rights request: the demo data has none.
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/admin/rights-requests?q=zzqq-nobody');
      await expect(
        page.getByRole('status').filter({ hasText: 'No requests match your search or filters.' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Clear the search and filters' }).click();
      await expect(page).toHaveURL(/\/admin\/rights-requests\?$|\/admin\/rights-requests$/);
      await expect(
        page.getByRole('status').filter({ hasText: 'No rights requests yet.' }),
      ).toBeVisible();
      await expect(page.getByText(/to see, correct or erase their data/)).toBeVisible();
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
    }
    await page.getByRole('link', { name: 'Log a rights request' }).last().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a rights request');
  });
});
