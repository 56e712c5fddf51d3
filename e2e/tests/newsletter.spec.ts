// The monthly newsletter (issue 28): an editor writes it in the console, previews it as the
// email and the web page, sends a test to themself, then sends it; every recipient gets one
// copy; its unsubscribe link works without signing in; and a second send this month is not
// offered. The console pages are axe-clean at 1280 and 375 px.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './base-test.ts';
import { EDITOR, findMail, type CapturedMail } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

/**
 * No WCAG violations on the console page itself. The previews are sandboxed frames of the
 * email's own HTML (no scripts run there, so axe cannot look inside): they are left out.
 */
async function expectConsoleAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('an editor', () => {
  signedInAs(EDITOR);

  test('writes, previews, tests and sends the newsletter; each recipient gets it once and can unsubscribe', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const subject = `Network news ${Date.now().toString(36)}`;
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    await expectNoAxeViolations(page);
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);

    // The block editor, with the newsletter's tools.
    const editor = page.getByRole('group', { name: 'Content' });
    await expect(page.getByText('Loading the editor…')).toBeHidden();
    await editor.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type('Three new accredited courses joined the register this month.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The newsletter is saved.')).toBeVisible();

    // Previews: the email and the web version.
    const preview = page.getByRole('region', { name: 'Preview' });
    const email = preview.frameLocator('iframe[title="The newsletter as an email"]');
    await expect(email.getByText('Three new accredited courses')).toBeVisible();
    await expect(email.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
    // Styled as the email is (its style attributes are allowed in the frame, decision 0083).
    await expect(email.locator('body')).toHaveCSS('background-color', 'rgb(244, 245, 247)');
    await expect(preview.getByRole('heading', { name: 'Web version' })).toBeVisible();
    const web = preview.frameLocator('iframe[title="The newsletter as a web page"]');
    await expect(web.getByText('Three new accredited courses')).toBeVisible();
    await expect(web.locator('body')).toHaveCSS('color', 'rgb(26, 32, 44)');
    // The block editor is laid out by its own styles (nonce'd; no 'unsafe-inline').
    await expect(page.locator('.codex-editor').first()).toHaveCSS('z-index', '1');
    await expectConsoleAxeClean(page);

    // A test copy to me only.
    const send = page.getByRole('region', { name: 'Send' });
    await send.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(send.getByText(`A test copy is on its way to ${EDITOR}.`)).toBeVisible();
    await findMail(request, (m) => m.to === EDITOR && m.subject === `[Test] ${subject}`);

    // The send, confirmed with the count and the month.
    const button = send.getByRole('button', { name: /^Send to \d+ recipients$/ });
    const count = Number((await button.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    await button.click();
    await expect(
      send.getByText(new RegExp(`to ${count} recipients as the newsletter for \\w+ \\d{4}\\?`)),
    ).toBeVisible();
    await send.getByRole('button', { name: `Yes, send to ${count} recipients` }).click();
    const progress = page.getByRole('region', { name: 'Progress' });
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('status')).toContainText(`Recipients${count}`);
    await expect(progress.getByRole('status')).toContainText(`Sent${count}`, { timeout: 120_000 });

    // Each recipient exactly once in captured mail, with the unsubscribe headers.
    let copies: (CapturedMail & { headers?: Record<string, string> })[] = [];
    await expect
      .poll(
        async () => {
          const res = await request.get('/dev/mail', { headers: { accept: 'application/json' } });
          copies = ((await res.json()) as typeof copies).filter((m) => m.subject === subject);
          return copies.length;
        },
        { timeout: 60_000 },
      )
      .toBe(count);
    expect(new Set(copies.map((m) => m.to.toLowerCase())).size).toBe(count);
    const mail = copies[0]!;
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/newsletter\/unsubscribe\//);

    // The web version link and the unsubscribe link, as the recipient (not signed in).
    const visitor = await (await browser.newContext({ storageState: undefined })).newPage();
    const webLink = new URL(mail.html.match(/href="([^"]*\/newsletter\/issue\/[^"]*)"/)![1]!);
    await visitor.goto(webLink.pathname);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(visitor.getByText('Three new accredited courses')).toBeVisible();
    const stop = new URL(mail.html.match(/href="([^"]*\/newsletter\/stop\/[^"]*)"/)![1]!);
    for (const size of [DESKTOP, PHONE]) {
      await visitor.setViewportSize(size);
      await visitor.goto(stop.pathname);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        'Unsubscribe from the newsletter',
      );
      await expectNoAxeViolations(visitor);
    }
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitor).toHaveURL(/\/\?unsubscribed=1$/);

    // A second newsletter this month: the send is not offered, and why is said.
    await page.goto('/admin/newsletter');
    await expect(page.getByText(/The newsletter for \w+ \d{4} has been sent\./)).toBeVisible();
    await page.getByLabel('Subject').fill(`${subject} again`);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${subject} again`);
    await expect(
      page.getByText(
        /A newsletter has already been sent for \w+ \d{4}\. The next one can go out next month\./,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Send to/ })).toHaveCount(0);
    // And the server refuses it all the same.
    const refused = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const id = location.pathname.split('/').at(-1);
      const rec = await (await fetch(`/api/admin/newsletter/${id}`)).json();
      const res = await fetch(`/api/admin/newsletter/${id}/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify({ updated_at: rec.updated_at }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.month[0]).toMatch(/already been sent/);

    await page.setViewportSize(PHONE);
    await expectConsoleAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.goto('/admin/newsletter');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
