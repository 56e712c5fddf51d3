// A staff member judging an insight in the console (decision 0091): they open it from the
// list, read it as the site draws it, unpublish it with a reason and republish it with
// another, by keyboard alone; the author is emailed each reason. At 1280 px the moderation is
// a column beside the article; at 375 px it comes under the title, before the article.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { AUTHOR, DEMO_PASSWORD, EDITOR, findMail } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

// An editor: the insights section is theirs as much as an admin's.
signedInAs(EDITOR);

const BODY_TEXT = 'We paired every new starter with an on-call engineer for their first month.';

/** The author's session as an API client (the XSRF token echoed on each change). */
async function authorApi(request: APIRequestContext) {
  await request.get('/sanctum/csrf-cookie');
  const headers = async () => {
    const { cookies } = await request.storageState();
    return {
      'x-xsrf-token': decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value),
    };
  };
  const login = await request.post('/api/login', {
    data: { email: AUTHOR, password: DEMO_PASSWORD },
    headers: await headers(),
  });
  expect(login.status()).toBe(200);
  return headers;
}

/** Tab (forwards) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an editor reads an insight, unpublishes it and republishes it, by keyboard, and the author is told each time', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // An insight of this journey's own, live on the news pages, so no other journey's lists move.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const author = context.request;
  const headers = await authorApi(author);
  const title = `Pairing new starters with on-call engineers ${Date.now()}`;
  const created = await author.post('/api/insight', {
    headers: await headers(),
    data: {
      title,
      subtitle: 'What a month of pairing taught us',
      live: 1,
      body: JSON.stringify({
        time: 1,
        blocks: [{ type: 'paragraph', data: { text: BODY_TEXT } }],
        version: '2.31.0',
      }),
      thumbnail: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, edit } = (await created.json()) as { id: number; edit: string };

  try {
    // Opened from the console's list by its title.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/admin/insights?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/insights/${id}$`));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(title);
    await expect(h1).toBeFocused();

    // Read as the news page draws it.
    const article = page.getByRole('region', { name: 'The insight as it reads on the site' });
    await expect(article.getByText(BODY_TEXT)).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(article.getByText('What a month of pairing taught us')).toBeVisible();
    const moderation = page.getByRole('complementary', { name: 'Moderation' });

    // 1280 px: the moderation is a column beside the article. 375 px: under the title, before
    // the article's body.
    const besideBox = (await moderation.boundingBox())!;
    const articleBox = (await article.boundingBox())!;
    expect(besideBox.x).toBeGreaterThan(articleBox.x + articleBox.width - 1);
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    const belowBox = (await moderation.boundingBox())!;
    const h1Box = (await h1.boundingBox())!;
    const bodyBox = (await article.getByText(BODY_TEXT).boundingBox())!;
    expect(belowBox.y).toBeGreaterThan(h1Box.y);
    expect(belowBox.y + belowBox.height).toBeLessThanOrEqual(bodyBox.y);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Unpublished at 1280 px, by keyboard: the reason, the button, the question (on Cancel),
    // then the yes.
    await page.setViewportSize(DESKTOP);
    await h1.focus();
    const since = new Date(Date.now() - 1000);
    await tabTo(page, moderation.getByLabel('Reason'));
    await page.keyboard.type('It names a client without their permission.');
    await page.keyboard.press('Tab');
    await expect(
      moderation.getByRole('button', { name: 'Unpublish and email the author' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(moderation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(moderation.getByRole('button', { name: 'Yes, unpublish it' })).toBeFocused();
    await page.keyboard.press('Enter');
    const unpublished = page
      .getByRole('status')
      .filter({ hasText: `“${title}” is unpublished. Its author is emailed your reason.` });
    await expect(unpublished).toBeVisible();
    await expect(unpublished).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await expect(moderation.getByText('Not live', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const down = await findMail(
      request,
      (m) =>
        m.to === AUTHOR &&
        m.subject === 'Your insight has been unpublished' &&
        m.text.includes(`“${title}”`) &&
        new Date(m.created_at) >= since,
    );
    expect(down.text).toContain('The reason given: It names a client without their permission.');

    // Republished at 375 px, by keyboard; Cancel first gives focus back to the button.
    await page.setViewportSize(PHONE);
    const republish = moderation.getByRole('button', { name: 'Republish and email the author' });
    await expect(republish).toBeVisible();
    await expect(moderation.getByRole('region', { name: 'Republish' })).toContainText(
      'The reason given: It names a client without their permission.',
    );
    await h1.focus();
    await tabTo(page, moderation.getByLabel('Reason'));
    await page.keyboard.type('The client has agreed to be named.');
    await page.keyboard.press('Tab');
    await expect(republish).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(moderation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(republish).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(moderation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(moderation.getByRole('button', { name: 'Yes, republish it' })).toBeFocused();
    await page.keyboard.press('Enter');
    const live = page
      .getByRole('status')
      .filter({ hasText: `“${title}” is live again. Its author is emailed your reason.` });
    await expect(live).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await expect(moderation.getByText('Live', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    const up = await findMail(
      request,
      (m) =>
        m.to === AUTHOR &&
        m.subject === 'Your insight is live again' &&
        m.text.includes(`“${title}”`),
    );
    expect(up.text).toContain('The reason given: The client has agreed to be named.');
    expect(up.text).toContain(`/news/${id}/`);
  } finally {
    const removed = await author.delete(`/api/insight/${id}/${edit}`, { headers: await headers() });
    expect(removed.status()).toBe(204);
    await context.close();
  }
});
