import { expect, test } from './base-test.ts';

test('the home page server-renders every section of SPEC §2', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<title>Tech Industry Gold<\/title>/);
  expect(html).toContain('"@type":"Organization"');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/"/);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The gold standard for tech education',
  );
  for (const [name, href] of [
    ['Employers', '/employers'],
    ['Learning Providers', '/learning-providers'],
    ['Learners', '/learners'],
  ] as const) {
    // The audience card: its title, its text, then 'Find out more' (a news headline may start
    // with the same word).
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(`^${name} .* Find out more$`) }),
    ).toHaveAttribute('href', href);
  }
  const logos = page.getByTestId('logo-strip').getByRole('listitem');
  await expect(logos).toHaveCount(16);
  await expect(logos.first()).toContainText('Harbour Systems');
  await expect(page.getByRole('tab')).toHaveText(['Degrees', 'Apprenticeships', 'Training']);
  const news = page.getByRole('region', { name: 'Latest news' });
  await expect(news.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Get the monthly newsletter' })).toBeVisible();
});

test('programme tabs follow the WAI-ARIA tabs keyboard pattern', async ({ page }) => {
  await page.goto('/');
  const degrees = page.getByRole('tab', { name: 'Degrees' });
  await expect(degrees).toHaveAttribute('aria-selected', 'true');
  await expect(async () => {
    await degrees.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Apprenticeships' })).toBeFocused({ timeout: 500 });
  }).toPass();
  await expect(page.getByRole('tab', { name: 'Apprenticeships' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('Accredited apprenticeships');
  await expect(page.getByRole('tab', { name: 'Apprenticeships' })).toHaveAttribute('tabindex', '0');
  await expect(degrees).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Training' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('Accredited training programmes');
  await page.keyboard.press('ArrowRight');
  await expect(degrees).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Training' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(degrees).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Browse accredited degrees' }).click();
  await expect(page).toHaveURL(/\/courses\?type=Degree$/);
});

test('quotes rotate every 10 seconds; a dot selects a quote and stops rotation', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const quote = page.getByTestId('quote');
  await expect(quote).toHaveAttribute('data-quote-index', '0');
  const first = await quote.textContent();

  await page.clock.runFor(10_000);
  await expect(quote).toHaveAttribute('data-quote-index', '1');
  expect(await quote.textContent()).not.toBe(first);
  await page.clock.runFor(10_000);
  await expect(quote).toHaveAttribute('data-quote-index', '2');

  await page.getByRole('button', { name: /^Quote 1 of \d/ }).click();
  await expect(quote).toHaveAttribute('data-quote-index', '0');
  await expect(page.getByRole('button', { name: /^Quote 1 of \d/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.clock.runFor(60_000);
  await expect(quote).toHaveAttribute('data-quote-index', '0');
  // Rotation stopped: the control now offers to play again.
  await expect(page.getByRole('button', { name: 'Play quotes' })).toBeVisible();
  await page.getByRole('button', { name: 'Play quotes' }).click();
  await page.clock.runFor(10_000);
  await expect(quote).toHaveAttribute('data-quote-index', '1');
  await page.getByRole('button', { name: 'Pause quotes' }).click();
  await page.clock.runFor(30_000);
  await expect(quote).toHaveAttribute('data-quote-index', '1');
});

test('quotes do not rotate for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(30_000);
  await expect(page.getByTestId('quote')).toHaveAttribute('data-quote-index', '0');
  await expect(page.getByRole('button', { name: /quotes$/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Quote 2 of \d/ }).click();
  await expect(page.getByTestId('quote')).toHaveAttribute('data-quote-index', '1');
});

test('the latest news cards link to their articles', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Latest news' }).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/news\/\d+\/[a-z0-9-]+$/);
});
