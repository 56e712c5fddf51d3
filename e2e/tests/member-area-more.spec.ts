import type { Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { LEARNER } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

// Issue 26, the rest of the member area: the header search's full results page, reached by
// keyboard from its suggestions. Axe at 320, 375 and 1280 px.
signedInAs(LEARNER);

const NARROW = { width: 320, height: 800 };

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test('"See all results" from the header search, by keyboard: grouped, paged, events with dates', async ({
  page,
}) => {
  test.slow(); // nine axe runs
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the platform' });
  await box.focus();
  await page.keyboard.type('Harbour');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list.getByRole('option').first()).toBeVisible();
  // Up from the box wraps to the last option: "See all results".
  await page.keyboard.press('ArrowUp');
  const seeAll = list.getByRole('option', { name: 'See all results' });
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Harbour$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: /results? for “Harbour”/ }),
  ).toBeVisible();

  // Grouped by kind, each with its count; Harbour Systems is among the employers.
  const employers = page.getByRole('region', { name: /^Employers \(\d+\)$/ });
  await expect(employers.getByRole('link', { name: 'Harbour Systems' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Events \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // An event search shows each event's date and time.
  const search = page.getByRole('search', { name: 'Search the platform' }).last();
  await search.getByRole('searchbox').fill('Workshop');
  await search.getByRole('button', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Workshop$/);
  const events = page.getByRole('region', { name: /^Events \(\d+\)$/ });
  await expect(events.locator('time').first()).toHaveText(
    /^\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d to /,
  );

  // One kind a page at a time: "See all … employers", then the next page.
  await page.goto('/search?q=ine');
  await page.getByRole('link', { name: /^See all \d+ employers$/ }).click();
  await expect(page).toHaveURL(/\/search\?q=ine&kind=employers$/);
  const pages = page.getByRole('navigation', { name: 'Employers pages' });
  await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstPage = await page
    .getByRole('region', { name: /^Employers/ })
    .getByRole('link')
    .allTextContents();
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const secondPage = await page
    .getByRole('region', { name: /^Employers/ })
    .getByRole('link')
    .allTextContents();
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);

  for (const size of [NARROW, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/search?q=Harbour');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});

test('a course opened from a provider’s page keeps the member layout and leads back to the provider', async ({
  page,
}) => {
  test.slow(); // four axe runs
  await page.setViewportSize(DESKTOP);
  const found = await page.request.get('/api/search?q=Northbridge');
  const [school] = ((await found.json()) as { schools: Array<{ id: number }> }).schools;
  await page.goto(`/learning-provider/${school!.id}`);
  const providerUrl = page.url();
  const courses = page.getByRole('region', { name: 'Accredited courses' });
  const course = courses.getByRole('link').first();
  const courseTitle = (await course.textContent())!.trim();
  await course.click();
  await expect(page).toHaveURL(/\/platform\/course\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeFocused();
  // The member layout: its navigation, with the providers' section highlighted.
  const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Platform' });
  await expect(nav.getByRole('link', { name: 'Browse learning providers' })).toHaveClass(
    /border-gold-400/,
  );
  await expect(page.getByRole('heading', { name: 'Course facts' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
  await expect(page).toHaveURL(providerUrl);

  await courses.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/platform\/course\/\d+$/);
  for (const size of [NARROW, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});

test('events: filter by dates and in person, clear them; saved events offer their calendar file', async ({
  page,
}) => {
  test.slow(); // three axe runs and a download
  await page.setViewportSize(DESKTOP);
  await page.goto('/events');
  const filters = page.getByRole('group', { name: 'Filter events' });
  const list = page.getByRole('main').getByRole('article');
  const firstName = (await list.first().getByRole('heading').textContent())!.trim();
  const firstStart = (await list.first().locator('time').getAttribute('datetime'))!;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(firstStart),
  );
  await filters.getByLabel('From').fill(day);
  await filters.getByLabel('To').fill(day);
  await filters.getByLabel('Where').selectOption('in_person');
  await filters.getByRole('button', { name: 'Apply filters' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}&format=in_person`));
  await expect(list.first().getByRole('heading')).toHaveText(firstName);
  for (const time of await list.locator('time').all()) {
    const start = (await time.getAttribute('datetime'))!;
    expect(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(start)),
    ).toBe(day);
  }
  await expectNoAxeViolations(page);

  // Online: none in the demo data (every demo event has a venue), and a way back.
  await filters.getByLabel('Where').selectOption('online');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No events match your search.')).toBeVisible();
  await filters.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/events\?$|\/events$/);
  await expect(list.first().getByRole('heading')).toHaveText(firstName);

  // My events: save one, and the Saved tab offers its .ics.
  await list
    .first()
    .getByRole('button', { name: new RegExp(`^Save`) })
    .click();
  await page.goto('/events?tab=saved');
  const row = page.getByRole('article').filter({ hasText: firstName });
  const ics = row.getByRole('link', { name: /^Add to calendar \(\.ics\)\s+for / });
  await expect(ics).toBeVisible();
  const download = page.waitForEvent('download');
  await ics.click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  for (const size of [NARROW, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/events?tab=saved&format=in_person');
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
  // Tidy up: unsave it.
  await page.setViewportSize(DESKTOP);
  await row.getByRole('button', { name: `Save ${firstName}` }).click();
  // It leaves the Saved tab.
  await expect(row).toHaveCount(0);
});
