import { test, expect } from './base-test.ts';
import { MEMBER_LOWRI } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

interface Insight {
  id: number;
  title: string;
  created_at: string;
  user: { first_name: string; last_name: string; employer: { title: string } | null };
}

signedInAs(MEMBER_LOWRI);

const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

test('an insight shows its title, date, author and body, and Save Insight toggles to Saved', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/insights')).json()) as { insights: Insight[] };
  const insight = list.insights.find((i) => i.user.employer)!;
  await page.goto(`/insight/${insight.id}`);

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Insights' })).toHaveAttribute(
    'href',
    '/platform/insights',
  );
  await expect(crumbs).toContainText(insight.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(insight.title);
  const d = new Date(insight.created_at);
  await expect(page.getByRole('main')).toContainText(
    `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  );
  await expect(page.getByRole('main')).toContainText(
    `${insight.user.first_name} ${insight.user.last_name}, ${insight.user.employer!.title}`,
  );

  await page.getByRole('button', { name: 'Save Insight' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  const saved = (await (await page.request.get('/api/user')).json()) as {
    saved_article_ids: number[];
  };
  expect(saved.saved_article_ids).toContain(insight.id);

  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save Insight' })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/user')).json()) as { saved_article_ids: number[] })
          .saved_article_ids,
    )
    .not.toContain(insight.id);

  // Opening another insight from the search bar loads it in place (the id in the URL changed).
  const other = list.insights.find((i) => i.id !== insight.id)!;
  await page
    .getByRole('combobox', { name: 'Search the platform' })
    .first()
    .fill(other.title.slice(0, 12));
  await page.getByRole('option', { name: other.title }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
});

test('an unknown insight says it is not available, with a way back', async ({ page }) => {
  for (const id of ['999999', 'not-a-number']) {
    const res = await page.goto(`/insight/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This article is not available',
    );
    await expect(page.getByRole('link', { name: 'Back to insights' })).toHaveAttribute(
      'href',
      '/platform/insights',
    );
  }
});
