import { expect, test } from './base-test.ts';
import { DESKTOP, PHONE, expectNoAxeViolations, publicRoutes } from './public-fixtures.ts';

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`axe finds no WCAG A/AA violations on any public route (${label})`, async ({
    page,
    request,
  }) => {
    // Two axe passes over every public route: minutes on a busy two-core machine.
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    for (const path of await publicRoutes(request)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
  });
}

test('every public page has its own title, description and canonical link', async ({ request }) => {
  const titles = new Set<string>();
  for (const path of await publicRoutes(request)) {
    if (path === '/404') continue;
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(titles.has(title!), `${path} repeats the title ${title}`).toBe(false);
    titles.add(title!);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{30,}"\/>/);
    expect(html, path).toMatch(/<link rel="canonical" href="http[^"]+"\/>/);
  }
});

test('at 320 px no public page scrolls sideways and the Menu button is in full view', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const forms = ['/join-the-community', '/employee-signup', '/join-employers', '/get-accredited'];
  for (const path of [...(await publicRoutes(request)), ...forms]) {
    await page.goto(path);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${path} scrolls sideways`).toBe(0);
    const box = (await page
      .getByRole('banner')
      .getByRole('button', { name: 'Menu' })
      .boundingBox())!;
    expect(box.x, path).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, path).toBeLessThanOrEqual(320);
  }
});

test('the mobile menu and the home page work by keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Employers', exact: true }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/employers$/);
});
