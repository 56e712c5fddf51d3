import type { Locator, Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { listEvents } from './events-fixtures.ts';
import { LEARNER } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

// Issue 26, "hurts": the member area as a person meets it, by keyboard where it is about keys
// and focus. A learner (who cannot write insights) moves between pages on desktop and through
// the phone menu, asks for author access, filters insights, waits on a slow network, reads an
// event on a phone and looks at their credentials.
signedInAs(LEARNER);

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    return `${el.tagName} ${el.textContent?.trim() ?? ''}`;
  });

test('a page change moves focus to the new page’s h1, on desktop and after the phone menu', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Platform' });
  await nav.getByRole('link', { name: 'Browse events' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await focusedText(page)).not.toMatch(/^BODY/);

  // Back (a POP) lands on the dashboard's heading too.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Platform menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'My credentials' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/credentials$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My credentials' })).toBeFocused();

  // A search (the query string only) keeps focus in the search box.
  await page.setViewportSize(DESKTOP);
  await page.goto('/platform/insights');
  const search = page.getByRole('searchbox', { name: 'Search insights' }).first();
  await search.fill('zzzz-nothing');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=zzzz-nothing/);
  await expect(search).toBeFocused();
});

test('a non-author asks for author access under SPEC’s message and is told what happens next', async ({
  page,
}) => {
  await page.goto('/my-insights');
  const main = page.getByRole('main');
  await expect(main).toContainText('You do not currently have permission to author insights');
  await expect(main.getByRole('link', { name: 'Create new insight' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Request author access' }).focus();
  await page.keyboard.press('Enter');
  const sent = main.getByText(/Your request has been sent to the Tech Industry Gold team\./);
  await expect(sent).toBeVisible();
  await expect(
    main.getByRole('status').filter({ hasText: 'Your request has been sent' }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Request author access' })).toHaveCount(0);
  expect(await focusedText(page)).toMatch(/Your request has been sent/);
  await expectNoAxeViolations(page);

  // It is remembered: one open request, with its date.
  await page.reload();
  await expect(
    main.getByText(/^You asked for author access on \d{1,2} [A-Z][a-z]{2} \d{4}\./),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Request author access' })).toHaveCount(0);

  // The insights list's call to action leads to the same place.
  await page.goto('/platform/insights');
  await page
    .getByRole('region', { name: 'Share insights from your region' })
    .getByRole('link', { name: 'Find out more' })
    .click();
  await expect(page).toHaveURL(/\/my-insights$/);
});

test('filters show each tag’s count, the result count is announced, and an empty result offers Clear filters', async ({
  page,
}) => {
  await page.goto('/platform/insights');
  const main = page.getByRole('main');
  const count = main.getByRole('status').filter({ hasText: /^\d+ insights?$/ });
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Add filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add filters' });
  const labels = await dialog.locator('label').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toMatch(/ \(\d+\)$/);
  // Ticking a tag shows exactly as many insights as it said.
  const withSome = labels.find((l) => !/\(0\)$/.test(l))!;
  const said = Number(/\((\d+)\)$/.exec(withSome)![1]);
  const box = dialog.getByRole('checkbox', { name: withSome.replace(/ \(\d+\)$/, '') });
  await box.click();
  await expect(box).toBeChecked();
  await expect(count).toHaveText(said === 1 ? '1 insight' : `${said} insights`);
  await dialog.getByRole('button', { name: 'Show results' }).click();
  await expectNoAxeViolations(page);

  await page.goto('/platform/insights?q=zzzz-no-such-insight');
  await expect(count).toHaveText('0 insights');
  await main.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/platform\/insights$/);
  await expect(count).toHaveText(`${total} insights`);
});

test('a slow page change shows a progress indicator and marks the page busy', async ({ page }) => {
  await page.goto('/dashboard');
  // Hold the next page's data for 1.5 s, as a slow network would.
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('complementary').getByRole('link', { name: 'Browse events' }).click();
  await expect(page.getByRole('status').getByText('Loading…', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('status').getByText('Loading…', { exact: true })).toHaveCount(0);
});

test('on a phone the event’s date, place and Book Tickets come before its description', async ({
  page,
}) => {
  const { events } = await listEvents(page.request);
  const event = events.find((e) => e.url && e.venue)!;
  await page.setViewportSize(PHONE);
  await page.goto(`/event/${event.id}`);
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  const when = await top(page.getByRole('region', { name: 'When' }));
  const where = await top(page.getByRole('region', { name: 'Where' }));
  const book = await top(page.getByRole('link', { name: /Book Tickets/ }));
  const picture = await top(page.getByRole('img', { name: event.name }));
  expect(when).toBeLessThan(where);
  expect(where).toBeLessThan(book);
  expect(book).toBeLessThan(picture);
});

test('credentials: the learner’s four groups, each empty one saying how it is earned', async ({
  page,
}) => {
  await page.goto('/credentials');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Learner status', 'My courses', 'My skills', 'My awards']);
  for (const name of ['Learner status', 'My courses', 'My skills', 'My awards']) {
    const region = page.getByRole('region', { name });
    const empty = await region.getByText(/currently (assigned|awarded|issued)$/).count();
    if (empty) await expect(region).toContainText(/(issued|recognise|follows)/);
  }
});

test('unsaving on a Saved tab puts focus on the row that took its place', async ({ page }) => {
  await page.goto('/platform/insights');
  const main = page.getByRole('main');
  // Save the first two unsaved insights.
  for (let i = 0; i < 2; i++) {
    const button = main.locator('button[aria-pressed="false"][aria-label^="Save "]').first();
    const name = (await button.getAttribute('aria-label'))!;
    await button.click();
    await expect(main.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.goto('/platform/insights?tab=saved');
  const rows = main.locator('ul.divide-y > li');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  expect(before).toBeGreaterThanOrEqual(2);
  const second = (await rows.nth(1).getByRole('link').first().textContent())!.trim();
  await rows
    .first()
    .getByRole('button', { name: /^Save / })
    .focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(before - 1);
  // Focus is on the row that moved up, not on <body>.
  await expect(rows.first().getByRole('link', { name: second }).first()).toBeFocused();
});
