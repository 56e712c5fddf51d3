// The journeys' `test`: Playwright's, with page.goto/reload waiting until React has hydrated
// the page (root.tsx marks <html data-hydrated>). Typing into a server-rendered form before
// hydration is a race a person on a fast connection never loses, but a busy CI machine can.
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

async function hydrated(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await hydrated(page, response);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await hydrated(page, response);
      return response;
    };
    await use(page);
  },
});
