import { expect, test, type Page } from './base-test.ts';
import { listEvents } from './events-fixtures.ts';
import { MEMBER_TOMASZ } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

signedInAs(MEMBER_TOMASZ);

const rows = (page: Page) => page.getByRole('main').getByRole('article');

test('the first 20 upcoming events render with the page, and Load more adds the rest', async ({
  page,
}) => {
  const api = await listEvents(page.request);
  expect(api.total).toBeGreaterThan(20);

  // The server's HTML already holds the first page.
  const html = await (await page.request.get('/events')).text();
  expect(html).toContain(api.events[0]!.name.replace(/&/g, '&amp;'));
  expect(html).not.toContain('Loading events');

  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const upcoming = page.getByRole('link', { name: /^Upcoming/ });
  await expect(upcoming).toHaveAttribute('aria-current', 'page');
  await expect(upcoming).toContainText(String(api.counts.all));
  await expect(rows(page)).toHaveCount(20);
  const first = rows(page).first();
  await expect(first.getByRole('link', { name: api.events[0]!.name })).toHaveAttribute(
    'href',
    `/event/${api.events[0]!.id}`,
  );
  // Date and time in UK time, and the venue's city.
  await expect(first.locator('time')).toHaveText(
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
  );
  await expect(first.locator('time')).toHaveAttribute('datetime', api.events[0]!.start);
  await expect(first).toContainText(api.events[0]!.venue!.city!);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows(page)).toHaveCount(api.total);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('search and tab live in the URL: reload and back keep them', async ({ page }) => {
  await page.goto('/events');
  const search = page.getByRole('searchbox', { name: 'Search events' });
  await search.fill('careers fair');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/events\?q=careers\+fair$/);
  const matching = await listEvents(page.request, '?q=careers%20fair');
  expect(matching.total).toBeGreaterThan(0);
  await expect(rows(page)).toHaveCount(matching.total);
  for (const name of await rows(page).getByRole('heading').allTextContents()) {
    expect(name.toLowerCase()).toContain('careers fair');
  }
  await expect(page.getByRole('link', { name: /^Upcoming/ })).toContainText(
    String(matching.counts.all),
  );

  // Save the first result from its row: the Saved tab's count follows.
  const event = matching.events[0]!;
  const toggle = page.getByRole('button', { name: `Save ${event.name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const savedTab = page.getByRole('link', { name: /^Saved/ });
  await expect(savedTab).toContainText('1');

  // The Saved tab keeps the search.
  await savedTab.click();
  await expect(page).toHaveURL(/\/events\?q=careers\+fair&tab=saved$/);
  await expect(savedTab).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(event.name);

  // A reload renders the same state on the server.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('careers fair');
  await expect(page.getByRole('link', { name: /^Saved/ })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(1);

  // Back returns to the Upcoming tab of the same search.
  await page.goBack();
  await expect(page).toHaveURL(/\/events\?q=careers\+fair$/);
  await expect(page.getByRole('link', { name: /^Upcoming/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rows(page)).toHaveCount(matching.total);

  // Unsave it again, and a search for nothing says so.
  await page.getByRole('button', { name: `Save ${event.name}` }).click();
  await expect(page.getByRole('link', { name: /^Saved/ })).toContainText('0');
  await page.goto('/events?q=no-such-event-anywhere');
  await expect(page.getByText('No events match your search.')).toBeVisible();
  await page.goto('/events?tab=saved');
  await expect(page.getByText('You do not currently have any saved events')).toBeVisible();
});
