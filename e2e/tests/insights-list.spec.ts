import { test, expect } from './base-test.ts';
import { MEMBER_TOMASZ } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

interface InsightsPage {
  insights: { id: number; title: string; saved: boolean; tags: { id: number }[] }[];
  tags: { id: number; title: string; type: number }[];
  counts: { all: number; saved: number };
  next_cursor: string | null;
}

signedInAs(MEMBER_TOMASZ);

test('search, tag filters, tabs and Load more live in the URL and render on the server', async ({
  page,
}) => {
  const all = (await (await page.request.get('/api/insights')).json()) as InsightsPage;
  expect(all.next_cursor).not.toBeNull();

  await page.goto('/platform/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Insights lists' });
  await expect(tabs.getByRole('link', { name: `Insights ${all.counts.all}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(Math.min(40, all.counts.all));

  // Search: the URL holds it, the count follows. (The list follows typing too, replacing the
  // URL, so whether Search or the pause after typing gets there first, the address is the
  // same: member-list-search.spec.ts.)
  const word = all.insights[0]!.title.split(' ').find((w) => w.length > 4)!;
  const matching = (await (
    await page.request.get(`/api/insights?q=${encodeURIComponent(word)}`)
  ).json()) as InsightsPage;
  await page.getByRole('searchbox', { name: 'Search insights' }).fill(word);
  // Exact: a Save button's name may contain the word ('Save UX research …').
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));
  await expect(tabs.getByRole('link', { name: `Insights ${matching.counts.all}` })).toBeVisible();
  await expect(rows.first()).toContainText(new RegExp(word, 'i'));

  // A tag from the Add filters panel: the list keeps only insights carrying it; the chip removes it.
  const tag = all.tags.find((t) => t.type === 1)!;
  const tagged = (await (
    await page.request.get(`/api/insights?q=${encodeURIComponent(word)}&tags=${tag.id}`)
  ).json()) as InsightsPage;
  await page.getByRole('button', { name: 'Add filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Add filters' });
  await panel.getByRole('checkbox', { name: tag.title }).click();
  await expect(page).toHaveURL(new RegExp(`tags=${tag.id}`));
  await expect(panel.getByRole('checkbox', { name: tag.title })).toBeChecked();
  await panel.getByRole('button', { name: 'Show results' }).click();
  await expect(tabs.getByRole('link', { name: `Insights ${tagged.counts.all}` })).toBeVisible();
  const chip = page.getByRole('list', { name: 'Active filters' }).getByRole('link');
  await expect(chip).toHaveText(`${tag.title}(remove filter)`);

  // Back returns to the search without the tag; clearing the search, to the unfiltered list.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));
  const box = page.getByRole('searchbox', { name: 'Search insights' });
  await expect(box).toHaveValue(word);
  await box.clear();
  await expect(page).toHaveURL(/\/platform\/insights$/);
  await expect(rows).toHaveCount(20);

  // The server's HTML already holds a filtered list.
  const html = await (
    await page.request.get(`/platform/insights?q=${encodeURIComponent(word)}`)
  ).text();
  expect(html).not.toContain('Loading insights');
});

test('saving from the list shows on the Saved tab and on the dashboard, and unsaving removes it', async ({
  page,
}) => {
  await page.goto('/platform/insights');
  const row = page.getByRole('main').getByRole('article').nth(2);
  const title = (await row.getByRole('heading').textContent())!.trim();
  const toggle = row.getByRole('button', { name: `Save ${title}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const tabs = page.getByRole('navigation', { name: 'Insights lists' });
  await tabs.getByRole('link', { name: /^Saved/ }).click();
  await expect(page).toHaveURL(/tab=saved/);
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Platform' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const savedPanel = page.getByRole('tabpanel');
  await expect(savedPanel.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/platform/insights?tab=saved');
  const savedRow = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await savedRow.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeHidden();
});

test('markup typed into the search is shown as text, never run', async ({ page }) => {
  const evil = '<img src=x onerror=alert(1)>';
  await page.goto(`/platform/insights?q=${encodeURIComponent(evil)}`);
  await expect(page.getByRole('searchbox', { name: 'Search insights' })).toHaveValue(evil);
  await expect(page.getByText('No insights match your search.')).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
