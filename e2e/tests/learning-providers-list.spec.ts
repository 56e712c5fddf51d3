import { test, expect, type Page } from './base-test.ts';
import { LEARNER } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

signedInAs(LEARNER);

interface SchoolsBody {
  schools: { id: number; title: string; saved: boolean; course_count: number }[];
  total: number;
  counts: { all: number; saved: number };
  next_cursor: string | null;
}

const api = async (page: Page, query = '') =>
  (await (await page.request.get(`/api/schools${query}`)).json()) as SchoolsBody;

const rows = (page: Page) => page.getByRole('main').getByRole('article');
const tab = (page: Page, name: 'Learning Providers' | 'Saved') =>
  page.getByRole('navigation', { name: 'Learning provider lists' }).getByRole('link', { name });

test('browse with course counts, load more to the end, search, switch tabs; the URL keeps it', async ({
  page,
}) => {
  const all = await api(page, '?limit=50');
  expect(all.total).toBeGreaterThan(40);
  await page.goto('/platform/learning-providers');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Providers' })).toBeVisible();
  await expect(tab(page, 'Learning Providers')).toContainText(String(all.counts.all));
  await expect(tab(page, 'Learning Providers')).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, 'Saved')).toContainText(String(all.counts.saved));

  // Each row: its page link and how many accredited courses it has.
  await expect(rows(page)).toHaveCount(20);
  for (const [i, school] of all.schools.slice(0, 20).entries()) {
    const row = rows(page).nth(i);
    await expect(row.getByRole('link', { name: school.title })).toHaveAttribute(
      'href',
      `/learning-provider/${school.id}`,
    );
    await expect(row).toContainText(
      `${school.course_count} accredited course${school.course_count === 1 ? '' : 's'}`,
    );
  }

  // Load more adds 20 at a time; at the end the button goes.
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect(rows(page)).toHaveCount(40);
  await more.click();
  await expect(rows(page)).toHaveCount(all.total);
  await expect(more).toBeHidden();
  await expect(rows(page).last().getByRole('heading')).toHaveText(all.schools.at(-1)!.title);

  // Search: in the URL, matching providers only; clearing it returns to the full list. (The
  // list follows typing too, replacing the URL: member-list-search.spec.ts.)
  await page.getByRole('searchbox', { name: 'Search learning providers' }).fill('University');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/learning-providers\?q=University$/);
  const universities = await api(page, '?q=University');
  await expect(tab(page, 'Learning Providers')).toContainText(String(universities.counts.all));
  await expect(rows(page)).toHaveCount(Math.min(universities.total, 20));
  for (const title of await rows(page).getByRole('heading').allTextContents()) {
    expect(title).toContain('University');
  }
  await page.getByRole('searchbox', { name: 'Search learning providers' }).clear();
  await expect(page).toHaveURL(/\/platform\/learning-providers$/);
  await expect(tab(page, 'Learning Providers')).toContainText(String(all.counts.all));

  // The Saved tab lists the saved providers, and keeps the search.
  await page.goto('/platform/learning-providers?q=University');
  await tab(page, 'Saved').click();
  await expect(page).toHaveURL(/q=University&tab=saved$/);
  const saved = await api(page, '?q=University&saved=1');
  await expect(rows(page)).toHaveCount(saved.total);
  for (const school of saved.schools) {
    await expect(rows(page).getByRole('link', { name: school.title })).toBeVisible();
  }
  await expect(page.getByRole('searchbox', { name: 'Search learning providers' })).toHaveValue(
    'University',
  );
});

test('saving a row counts it in the Saved tab, which lists it; unsaving takes it away', async ({
  page,
}) => {
  const before = await api(page);
  const target = before.schools.find((s) => !s.saved)!;
  await page.goto('/platform/learning-providers');
  const save = page.getByRole('button', { name: `Save ${target.title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(tab(page, 'Saved')).toContainText(String(before.counts.saved + 1));

  await tab(page, 'Saved').click();
  await expect(rows(page)).toHaveCount(before.counts.saved + 1);
  await expect(rows(page).getByRole('link', { name: target.title })).toBeVisible();
  await page.getByRole('button', { name: `Save ${target.title}` }).click();
  await expect(rows(page).getByRole('link', { name: target.title })).toBeHidden();
  await expect(tab(page, 'Saved')).toContainText(String(before.counts.saved));
});

test('a search with no match says so; providers without courses are never listed', async ({
  page,
}) => {
  await page.goto('/platform/learning-providers?q=Tidewater');
  await expect(page.getByText('No learning providers match your search.')).toBeVisible();
  await expect(tab(page, 'Learning Providers')).toContainText('0');
  const html = await (await page.request.get('/platform/learning-providers?q=Northbridge')).text();
  expect(html).toContain('Northbridge University');
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`axe finds no WCAG A/AA violations on the learning providers list (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/platform/learning-providers');
    await expectNoAxeViolations(page);
  });
}
