import { expect, test, type Page } from './base-test.ts';

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
    // One control per row: View all, and no second link to the same articles.
    await expect(region.getByRole('link', { name: `View all ${row} articles` })).toHaveCount(1);
    const articleLinks = await region.getByRole('article').getByRole('link').count();
    await expect(region.getByRole('link')).toHaveCount(articleLinks + 1);
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
  // Six page loads: on a busy two-core machine that can take most of the default 30 s.
  test.setTimeout(60_000);
  const total = (
    (await (await request.get('/api/insights/public?tag=community&limit=1')).json()) as {
      total: number;
    }
  ).total;
  await page.goto('/news/community');
  await expectTagHeading(page, 'Community');
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
  await expectTagHeading(page, 'Insights');
  await page.goto('/news/impact');
  await expectTagHeading(page, 'Impact');
});

/** SPEC's visible 'News > label', which a screen reader hears as 'News: label'. */
async function expectTagHeading(page: Page, label: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAccessibleName(`News: ${label}`);
  const visible = await heading.evaluate((h) =>
    Array.from(h.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.getBoundingClientRect().width > 1 && !el.closest('.sr-only'))
      .map((el) => el.textContent)
      .join(''),
  );
  expect(visible).toBe(`News > ${label}`);
}

test('card bylines never leave a lone dot at the start or end of a line on a phone', async ({
  page,
}) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/news');
    const report = await page.locator('.byline').evaluateAll((bylines) =>
      bylines.flatMap((byline) => {
        const box = byline.getBoundingClientRect();
        const items = Array.from(byline.children) as HTMLElement[];
        return items.slice(1).map((item, i) => {
          const before = getComputedStyle(item, '::before');
          const rect = item.getBoundingClientRect();
          const dotLeft = rect.left + parseFloat(before.left);
          const dotRight = dotLeft + parseFloat(before.width);
          const clipped = getComputedStyle(byline).overflowX !== 'visible';
          const shown = !(clipped && dotRight <= box.left + 0.5);
          const previous = items[i]!.getBoundingClientRect();
          return {
            wrapped: rect.top > previous.top + 1,
            // A dot that shows sits between two items on one line.
            ok:
              !shown || (Math.abs(rect.top - previous.top) < 1 && dotLeft >= previous.right - 0.5),
            silent: before.content.includes('/'),
          };
        });
      }),
    );
    expect(report.length).toBeGreaterThan(0);
    expect(report.filter((r) => !r.ok)).toEqual([]);
    expect(report.every((r) => r.silent)).toBe(true);
    // At 320 px the cards' bylines do wrap, so the wrapped case is the one checked.
    if (width === 320) expect(report.some((r) => r.wrapped)).toBe(true);
  }
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
