import { test } from './base-test.ts';
import { listEvents } from './events-fixtures.ts';
import { EMPLOYEE } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

signedInAs(EMPLOYEE);

for (const [label, viewport] of [
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`axe finds no WCAG 2.2 A/AA violations on the events pages (${label})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { events } = await listEvents(page.request);
    for (const path of ['/events', '/events?tab=saved', `/event/${events[0]!.id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await expectNoAxeViolations(page, 'axe-default');
    }
  });
}
