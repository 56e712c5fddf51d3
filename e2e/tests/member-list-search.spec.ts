import { test, expect, type Page } from './base-test.ts';
import { EMPLOYEE } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

// The member lists' search follows typing, as the course finder's does: the list narrows
// without pressing Search, the URL is replaced (no history entry per search) and focus stays
// in the box. The Search button stays, and the form works without JavaScript.
signedInAs(EMPLOYEE);

interface ListBody {
  total: number;
  [items: string]: unknown;
}

interface MemberList {
  name: string;
  path: string;
  box: string;
  api: string;
  items: string;
  /** A search that matches some rows but not all of them. */
  word: string;
}

const LISTS: MemberList[] = [
  {
    name: 'insights',
    path: '/platform/insights',
    box: 'Search insights',
    api: '/api/insights',
    items: 'insights',
    word: 'data',
  },
  {
    name: 'employers',
    path: '/platform/employers',
    box: 'Search employers',
    api: '/api/employers',
    items: 'employers',
    word: 'harbour',
  },
  {
    name: 'learning providers',
    path: '/platform/learning-providers',
    box: 'Search learning providers',
    api: '/api/schools',
    items: 'schools',
    word: 'northbridge',
  },
  {
    name: 'events',
    path: '/events',
    box: 'Search events',
    api: '/api/events',
    items: 'events',
    word: 'careers fair',
  },
];

const rows = (page: Page) => page.getByRole('main').getByRole('article');

async function total(page: Page, list: MemberList, q = '') {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  const res = await page.request.get(`${list.api}${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as ListBody).total;
}

/** `word` as it shows in the address once the form put it there (spaces as +). */
const inUrl = (word: string) => encodeURIComponent(word).replace(/%20/g, '\\+');

for (const list of LISTS) {
  test(`the ${list.name} list narrows as the member types, replacing the URL and keeping focus`, async ({
    page,
  }) => {
    const all = await total(page, list);
    const matching = await total(page, list, list.word);
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(all);

    await page.goto(list.path);
    await expect(rows(page)).toHaveCount(Math.min(all, 20));
    const historyBefore = await page.evaluate(() => history.length);
    const box = page.getByRole('searchbox', { name: list.box });
    await box.pressSequentially(list.word, { delay: 40 });

    // No Search pressed: the results follow the typing.
    await expect(page).toHaveURL(new RegExp(`${list.path}\\?q=${inUrl(list.word)}$`));
    await expect(rows(page)).toHaveCount(Math.min(matching, 20));
    for (const heading of await rows(page).getByRole('heading').allTextContents()) {
      expect(heading.toLowerCase()).toContain(list.word);
    }
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(list.word);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    // Clearing the box brings the whole list back, the same way.
    await box.clear();
    await expect(page).toHaveURL(new RegExp(`${list.path}$`));
    await expect(rows(page)).toHaveCount(Math.min(all, 20));
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    // The Search button stays.
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  });
}

test('without JavaScript the search box is a form: Search lists the matches', async ({
  browser,
  context,
}) => {
  // A context of its own (the journeys' page waits for hydration, which never comes here),
  // signed in with this file's session.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const page = await noScript.newPage();
  const list = LISTS[1]!;
  const matching = await total(page, list, list.word);
  await page.goto(list.path);
  await page.getByRole('searchbox', { name: list.box }).fill(list.word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${list.path}\\?q=${list.word}$`));
  await expect(rows(page)).toHaveCount(Math.min(matching, 20));
  await noScript.close();
});
