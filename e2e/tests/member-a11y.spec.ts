import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './base-test.ts';
import { MEMBER_PRIYA } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

// The member pages this issue built that have no journey of their own for accessibility
// (employers, learning providers and events check theirs in their own files).
signedInAs(MEMBER_PRIYA);

for (const [label, viewport] of [
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`axe finds no WCAG 2.2 A/AA violations on the member pages (${label})`, async ({ page }) => {
    // Nine pages, each checked twice by axe, then two open states: about two minutes at 1280 px.
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const list = (await (await page.request.get('/api/insights')).json()) as {
      insights: { id: number }[];
    };
    const paths = [
      '/dashboard',
      '/platform/insights',
      '/platform/insights?tab=saved',
      `/insight/${list.insights[0]!.id}`,
      '/insight/999999',
      '/mentors',
      '/jobs?q=data',
      '/user/42',
      '/account/privacy',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await expectNoAxeViolations(page, 'axe-default');
    }

    // The open filter panel and the open search suggestions too.
    await page.goto('/platform/insights');
    await page.getByRole('button', { name: 'Add filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Add filters' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    // List pages keep one search box on a phone (their own): the header's is on the dashboard.
    await page.goto('/dashboard');
    await page.getByRole('combobox', { name: 'Search the platform' }).fill('Northbridge');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the header logo says the words it shows (axe label-content-name-mismatch)', async ({
  page,
}) => {
  // Between 640 and 1024 px the header logo shows 'Tech Industry Gold'; on desktop the side
  // navigation's logo does. A speech user says the visible words to follow the link.
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    const results = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    const logo = page.getByRole('link', { name: 'Tech Industry Gold dashboard' }).filter({
      visible: true,
    });
    await expect(logo).toHaveCount(1);
    await expect(logo).toContainText('Tech Industry Gold');
  }
});

test('mentors and jobs say honestly that they are coming soon', async ({ page }) => {
  await page.goto('/mentors');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentors' })).toBeVisible();
  await expect(page.getByText('This page is coming soon')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('python');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('There are no mentors to search yet')).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 2, name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
});

test('a member with no saves sees each Saved tab empty, with the SPEC wording', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const tablist = page.getByRole('tablist', { name: 'Saved items' });
  await expect(tablist.getByRole('tab', { name: 'Insights 0' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('You do not currently have any saved insights');
  // The arrow keys move through the tabs (roving focus), each with its own empty message.
  await tablist.getByRole('tab', { name: 'Insights 0' }).focus();
  for (const [tab, noun] of [
    ['Events 0', 'events'],
    ['Employers 0', 'employers'],
    ['Learning Providers 0', 'learning providers'],
  ]) {
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: tab })).toBeFocused();
    await expect(panel).toContainText(`You do not currently have any saved ${noun}`);
  }
});
