// The journeys' `test`: Playwright's, with two additions every spec gets by importing from
// here (never from '@playwright/test' directly):
// - page.goto/reload wait until React has hydrated the page (root.tsx marks
//   <html data-hydrated>). Typing into a server-rendered form before hydration is a race a
//   person on a fast connection never loses, but a busy CI machine can.
// - Nothing the site renders may be blocked by its own Content-Security-Policy: every browser
//   context a test uses (its own, and any it opens with browser.newContext) records
//   `securitypolicyviolation` events and CSP console errors, and the test fails on any.
import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';

export * from '@playwright/test';

async function hydrated(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

const CSP_CONSOLE = /Content[ -]Security[ -]Policy/i;

/** Records every CSP violation in `context`'s pages into `seen`. */
async function recordCspViolations(context: BrowserContext, seen: string[]) {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
      const report = (window as unknown as { __reportCspViolation(t: string): void })
        .__reportCspViolation;
      void report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${where} on ${e.documentURI}`,
      );
    });
  });
  // The console catches what happens with JavaScript off, or before the listener could run.
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && CSP_CONSOLE.test(message.text())) {
        seen.push(`console: ${message.text()} on ${page.url()}`);
      }
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** Contexts the test opens itself are watched too, until the test ends. */
function watchNewContexts(browser: Browser, seen: string[]): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await recordCspViolations(context, seen);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<{ cspClean: void; cspExpected: RegExp | null }>({
  /**
   * Violations a test causes on purpose (a script injected to prove the policy refuses it):
   * those matching this are not failures. Set with `test.use` around that test only.
   */
  cspExpected: [null, { option: true }],
  cspClean: [
    async ({ context, browser, cspExpected }, use) => {
      const seen: string[] = [];
      await recordCspViolations(context, seen);
      const restore = watchNewContexts(browser, seen);
      try {
        await use();
      } finally {
        restore();
      }
      const unexpected = [...new Set(seen)].filter((v) => !cspExpected?.test(v));
      base.expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript nothing hydrates: the page is whole as the server sent it.
    if (javaScriptEnabled === false) return use(page);
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
