import { test, expect, type Page } from './base-test.ts';
import { AUTHOR } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

signedInAs(AUTHOR);

interface EmployersBody {
  employers: {
    id: number;
    title: string;
    saved: boolean;
    tags: { id: number; title: string; type: number }[];
  }[];
  tags: { id: number; title: string; type: number }[];
  total: number;
  counts: { all: number; saved: number };
}

const api = async (page: Page, query = '') =>
  (await (await page.request.get(`/api/employers${query}`)).json()) as EmployersBody;

const rows = (page: Page) => page.getByRole('main').getByRole('article');
const tab = (page: Page, name: 'Employers' | 'Saved') =>
  page.getByRole('navigation', { name: 'Employer lists' }).getByRole('link', { name });

test('browse, load more, search, filter by tags, switch tabs; the URL keeps it all', async ({
  page,
}) => {
  const all = await api(page);
  await page.goto('/platform/employers');
  await expect(page.getByRole('heading', { level: 1, name: 'Employers' })).toBeVisible();
  await expect(tab(page, 'Employers')).toContainText(String(all.counts.all));
  await expect(tab(page, 'Employers')).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, 'Saved')).toContainText(String(all.counts.saved));

  // 20 rows, each a link to its employer page; Load more adds 20.
  await expect(rows(page)).toHaveCount(20);
  const first = all.employers[0]!;
  await expect(rows(page).first().getByRole('link', { name: first.title })).toHaveAttribute(
    'href',
    `/employer/${first.id}`,
  );
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows(page)).toHaveCount(40);

  // Search: the URL holds it, and only matching employers show.
  await page.getByRole('searchbox', { name: 'Search employers' }).fill('harbour');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/employers\?q=harbour$/);
  const harbour = await api(page, '?q=harbour');
  await expect(rows(page)).toHaveCount(harbour.employers.length);
  await expect(rows(page).getByRole('link', { name: 'Harbour Systems' })).toBeVisible();
  for (const title of await rows(page).getByRole('heading').allTextContents()) {
    expect(title.toLowerCase()).toContain('harbour');
  }
  await expect(tab(page, 'Employers')).toContainText(String(harbour.counts.all));

  // Tags: one industry and one technology tag that some employers carry together.
  await page.goto('/platform/employers');
  const sample = all.employers.find(
    (e) => e.tags.some((t) => t.type === 1) && e.tags.some((t) => t.type === 2),
  )!;
  const industry = sample.tags.find((t) => t.type === 1)!;
  const technology = sample.tags.find((t) => t.type === 2)!;
  await page.getByRole('button', { name: 'Add filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Add filters' });
  await expect(panel.getByRole('group', { name: 'Industry' })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Technology' })).toBeVisible();
  // Each tick is a navigation: the box shows ticked once the filtered page has loaded.
  await panel.getByRole('checkbox', { name: industry.title }).click();
  await expect(page).toHaveURL(new RegExp(`tags=${industry.id}$`));
  await expect(panel.getByRole('checkbox', { name: industry.title })).toBeChecked();
  await panel.getByRole('checkbox', { name: technology.title }).click();
  await expect(page).toHaveURL(new RegExp(`tags=${industry.id}%2C${technology.id}$`));
  await expect(panel.getByRole('checkbox', { name: technology.title })).toBeChecked();
  await panel.getByRole('button', { name: 'Show results' }).click();
  await expect(panel).toBeHidden();

  const both = await api(page, `?tags=${industry.id},${technology.id}`);
  expect(both.total).toBeGreaterThan(0);
  await expect(tab(page, 'Employers')).toContainText(String(both.counts.all));
  await expect(rows(page)).toHaveCount(Math.min(both.total, 20));
  for (const row of await rows(page).all()) {
    const tags = row.getByRole('list', { name: 'Tags' });
    await expect(tags).toContainText(industry.title);
    await expect(tags).toContainText(technology.title);
  }
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('link')).toHaveCount(2);

  // Removing a chip drops that tag; the back button brings it back.
  await chips.getByRole('link', { name: new RegExp(technology.title) }).click();
  await expect(page).toHaveURL(new RegExp(`tags=${industry.id}$`));
  await expect(chips.getByRole('link')).toHaveCount(1);
  const one = await api(page, `?tags=${industry.id}`);
  await expect(tab(page, 'Employers')).toContainText(String(one.counts.all));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`tags=${industry.id}%2C${technology.id}$`));
  await expect(chips.getByRole('link')).toHaveCount(2);
  await expect(tab(page, 'Employers')).toContainText(String(both.counts.all));

  // The Saved tab keeps the filter and lists only saved employers.
  await tab(page, 'Saved').click();
  await expect(page).toHaveURL(/tab=saved/);
  await expect(tab(page, 'Saved')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(new RegExp(`tags=${industry.id}%2C${technology.id}`));
  await page.goBack();
  await expect(tab(page, 'Employers')).toHaveAttribute('aria-current', 'page');
});

test('saving a row counts it in the Saved tab, which lists it; unsaving takes it away', async ({
  page,
}) => {
  const before = await api(page);
  const target = before.employers.find((e) => !e.saved)!;
  await page.goto('/platform/employers');
  const save = page.getByRole('button', { name: `Save ${target.title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(tab(page, 'Saved')).toContainText(String(before.counts.saved + 1));

  await tab(page, 'Saved').click();
  await expect(page).toHaveURL(/\?tab=saved$/);
  await expect(rows(page)).toHaveCount(before.counts.saved + 1);
  await expect(rows(page).getByRole('link', { name: target.title })).toBeVisible();

  await page.getByRole('button', { name: `Save ${target.title}` }).click();
  await expect(rows(page).getByRole('link', { name: target.title })).toBeHidden();
  await expect(tab(page, 'Saved')).toContainText(String(before.counts.saved));
});

test('the first page is in the server-rendered HTML, for the URL it was asked with', async ({
  page,
}) => {
  const res = await page.request.get('/platform/employers?q=harbour');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  const html = await res.text();
  expect(html).toContain('Harbour Systems');
  expect(html).not.toContain('Loading employers');
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`axe finds no WCAG A/AA violations on the employers list (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/platform/employers');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Add filters' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
