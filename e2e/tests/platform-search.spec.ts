import { test, expect } from './base-test.ts';
import { MEMBER_PRIYA, signIn } from './fixtures.ts';

test('the platform search works by keyboard alone and is announced as a combobox', async ({
  page,
}) => {
  await signIn(page, MEMBER_PRIYA);
  await page.setViewportSize({ width: 1280, height: 900 });
  const box = page.getByRole('combobox', { name: 'Search the platform' });
  await box.focus();

  // Two characters suggest nothing.
  await page.keyboard.type('No');
  await page.waitForTimeout(400);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toBeHidden();

  // Three do: grouped, at most three a group.
  await page.keyboard.type('r');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const providers = list.getByRole('group', { name: 'Learning providers' });
  await expect(
    providers.getByRole('option', { name: 'Northbridge University', exact: true }),
  ).toBeVisible();
  for (const group of await list.getByRole('group').all()) {
    expect(await group.getByRole('option').count()).toBeLessThanOrEqual(3);
  }
  await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveCount(1);

  // Escape closes the list; the arrow key opens it again on the first option.
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);

  // Move to Northbridge University and open it with Enter (exact names: insights about it
  // are suggested too).
  const options = await list.getByRole('option').allTextContents();
  const target = options.indexOf('Northbridge University');
  for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
  await expect(
    list.getByRole('option', { name: 'Northbridge University', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/learning-provider\/\d+$/);
  // Closed on the route change.
  await expect(page.getByRole('listbox')).toBeHidden();

  // Markup typed into the box is only ever text.
  await box.focus();
  await page.keyboard.type('<img src=x onerror=alert(1)>');
  await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test('on a phone the search sits under the header and its results overlay the page', async ({
  page,
}) => {
  await signIn(page, MEMBER_PRIYA);
  await page.setViewportSize({ width: 375, height: 800 });
  const box = page.getByRole('combobox', { name: 'Search the platform' });
  await expect(box).toBeVisible();
  await box.fill('Harbour Sys');
  const option = page
    .getByRole('listbox')
    .getByRole('option', { name: 'Harbour Systems', exact: true });
  await expect(option).toBeVisible();
  const width = await page.getByRole('listbox').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
  await option.click();
  await expect(page).toHaveURL(/\/employer\/\d+$/);
});
