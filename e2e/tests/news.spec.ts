import { expect, test } from './base-test.ts';

test('news shows Community, Insights and Impact rows of up to 4; View all raises a row', async ({
  page,
  request,
}) => {
  await page.goto('/news');
  await expect(page).toHaveTitle(/^News \| Tech Industry Gold$/);
  const rows = ['Community', 'Insights', 'Impact'];
  for (const row of rows) {
    const region = page.getByRole('region', { name: row, exact: true });
    await expect(region.getByRole('article')).toHaveCount(4);
  }
  const impactTotal = (
    (await (await request.get('/api/insights/public?tag=impact&limit=1')).json()) as {
      total: number;
    }
  ).total;
  expect(impactTotal).toBeGreaterThan(4);

  await page.getByRole('link', { name: 'View all Impact articles' }).click();
  await expect(page).toHaveURL(/\/news\?view=impact$/);
  const impact = page.getByRole('region', { name: 'Impact', exact: true });
  await expect(impact.getByRole('article')).toHaveCount(Math.min(impactTotal, 99));
  // The other rows keep their limit of 4.
  await expect(
    page.getByRole('region', { name: 'Community', exact: true }).getByRole('article'),
  ).toHaveCount(4);
  await page.getByRole('link', { name: 'Show fewer Impact articles' }).click();
  await expect(impact.getByRole('article')).toHaveCount(4);
  await page.goBack();
  await expect(impact.getByRole('article')).toHaveCount(Math.min(impactTotal, 99));
});

test('news by tag: heading News > label and a paged list', async ({ page, request }) => {
  const total = (
    (await (await request.get('/api/insights/public?tag=community&limit=1')).json()) as {
      total: number;
    }
  ).total;
  await page.goto('/news/community');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News > Community');
  await expect(page.getByRole('article')).toHaveCount(Math.min(total, 20));
  await expect(page.getByText(`${total} articles`)).toBeVisible();
  if (total > 20) {
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/news\/community\?page=2$/);
    await expect(page.getByRole('article')).toHaveCount(Math.min(total - 20, 20));
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/news\/community$/);
  } else {
    // Past the last page: a message and a way back, not an error.
    await page.goto('/news/community?page=2');
    await expect(page.getByText('There are no more articles.')).toBeVisible();
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/news\/community$/);
  }
  await page.goto('/news/insights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News > Insights');
  await page.goto('/news/impact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News > Impact');
});

test('an unknown news tag redirects to /404', async ({ page }) => {
  const response = await page.goto('/news/sport');
  await expect(page).toHaveURL(/\/404$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops, we cannot find the page you're looking for.")).toBeVisible();
});

test('absurd news query strings still show the page', async ({ request }) => {
  for (const path of [
    '/news?view=<script>alert(1)</script>',
    '/news/community?page=99999999999',
    '/news/community?page=abc&page=2',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).not.toContain('<script>alert(1)</script>');
  }
});
