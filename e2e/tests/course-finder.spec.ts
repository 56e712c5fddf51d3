import { expect, test, type APIRequestContext, type Page } from './base-test.ts';

interface CoursesAnswer {
  total: number;
  courses: Array<{ id: number; title: string; school: { title: string } }>;
  filters: { providers: string[]; locations: string[]; types: string[]; subjects: string[] };
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
const rows = (page: Page) => page.getByRole('main').getByRole('article');

async function api(request: APIRequestContext, query = '') {
  return (await (await request.get(`/api/courses?limit=50${query}`)).json()) as CoursesAnswer;
}

test('the finder lists 10 courses and Show more adds 10 while more exist', async ({
  page,
  request,
}) => {
  const all = await api(request);
  await page.goto('/courses');
  await expect(page).toHaveTitle(/^Find a course \|/);
  await expect(status(page)).toHaveText(`Showing 10 of ${all.total} courses`);
  await expect(rows(page)).toHaveCount(10);
  const first = rows(page).first();
  await expect(first.locator('img')).toHaveAttribute('src', /^\/api\/badge\//);
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/course\/\d+$/);
  await expect(
    first.getByRole('list', { name: 'Course details' }).getByRole('listitem'),
  ).toHaveCount(2);

  await page.getByRole('link', { name: 'Show more' }).click();
  await expect(status(page)).toHaveText(`Showing 20 of ${all.total} courses`);
  await expect(rows(page)).toHaveCount(20);
  // Keyboard focus moves to the first added course.
  await expect(rows(page).nth(10).getByRole('link')).toBeFocused();
});

test('search matches course titles and provider titles, case-insensitively', async ({
  page,
  request,
}) => {
  await page.goto('/courses');
  await page.getByLabel('Search by course or provider').fill('CYBER security');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/courses\?q=CYBER\+security$/);
  const bySubject = await api(request, '&q=cyber%20security');
  await expect(status(page)).toHaveText(
    `Showing ${Math.min(10, bySubject.total)} of ${bySubject.total} courses`,
  );
  for (const title of await rows(page).getByRole('heading').allTextContents()) {
    expect(title.toLowerCase()).toContain('cyber security');
  }

  await page.getByLabel('Search by course or provider').fill('northbridge');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=northbridge/);
  await expect(rows(page).first()).toContainText('Northbridge University');
  for (const text of await rows(page).allTextContents())
    expect(text).toContain('Northbridge University');
});

test('a search with no results says so, in the same live region, with a way to start again', async ({
  page,
  request,
}) => {
  const all = await api(request);
  await page.goto('/courses?type=Apprenticeship');
  // The count is a polite live region that stays in place, so each new count is announced.
  const count = page.locator('#results-count');
  await expect(count).toHaveRole('status');
  await count.evaluate((el) => el.setAttribute('data-same-node', ''));
  await page.getByLabel('Search by course or provider').fill('zzzz no such course');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=zzzz/);
  await expect(count).toHaveText('Showing 0 of 0 courses');
  await expect(count).toHaveAttribute('data-same-node', '');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText('No courses match your search.')).toBeVisible();
  await page.getByRole('link', { name: 'clear the search and filters' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(count).toHaveText(`Showing 10 of ${all.total} courses`);
  await expect(count).toHaveAttribute('data-same-node', '');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('');
});

test('the course page breadcrumb returns to the search and filters the visitor came from', async ({
  page,
  request,
}) => {
  const expected = await api(request, '&q=data&type=Apprenticeship');
  expect(expected.total).toBeGreaterThan(0);
  await page.goto('/courses?q=data&type=Apprenticeship');
  const first = rows(page).first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const courses = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', {
    name: 'Courses',
  });
  await expect(courses).toHaveAttribute('href', '/courses?q=data&type=Apprenticeship');
  await courses.click();
  await expect(page).toHaveURL(/\/courses\?q=data&type=Apprenticeship$/);
  await expect(page.getByLabel('Search by course or provider')).toHaveValue('data');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Apprenticeship');
  await expect(status(page)).toHaveText(
    `Showing ${Math.min(10, expected.total)} of ${expected.total} courses`,
  );
  // Opened from an unfiltered list, or straight from a link, it is the plain finder.
  await page.goto('/courses');
  await rows(page).first().getByRole('link').click();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' }),
  ).toHaveAttribute('href', '/courses');
});

test('the breadcrumb keeps the search without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/courses');
  await page.getByLabel('Search by course or provider').fill('data');
  await page.getByLabel('Location', { exact: true }).selectOption('London');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=data/);
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/course\/\d+\?from=/);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Courses' })
    .click();
  await expect(page.getByLabel('Search by course or provider')).toHaveValue('data');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('London');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('London');
  await context.close();
});

test('each dropdown has its Select default, sorted values, and filters the list', async ({
  page,
  request,
}) => {
  const { filters } = await api(request);
  await page.goto('/courses');
  const dropdowns = [
    ['Provider', 'Select provider', filters.providers, 'provider'],
    ['Location', 'Select location', filters.locations, 'location'],
    ['Type', 'Select type', filters.types, 'type'],
    ['Subject', 'Select subject', filters.subjects, 'subject'],
  ] as const;
  for (const [label, empty, values] of dropdowns) {
    const options = await page
      .getByLabel(label, { exact: true })
      .locator('option')
      .allTextContents();
    expect(options).toEqual([empty, ...values]);
    if (label !== 'Type') expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b)));
  }
  for (const [label, , values, key] of dropdowns) {
    const value = values[1] ?? values[0]!;
    await page.goto('/courses');
    await page.getByLabel(label, { exact: true }).selectOption(value);
    await expect(page).toHaveURL(
      new RegExp(`[?&]${key}=${encodeURIComponent(value).replace(/%20/g, '\\+')}`),
    );
    const expected = await api(request, `&${key}=${encodeURIComponent(value)}`);
    await expect(status(page)).toHaveText(
      `Showing ${Math.min(10, expected.total)} of ${expected.total} courses`,
    );
    if (key === 'provider' || key === 'location' || key === 'type') {
      for (const text of await rows(page).allTextContents()) expect(text).toContain(value);
    }
  }
});

test('search and filters live in the URL: shareable, server-rendered, and back works', async ({
  page,
  request,
}) => {
  const expected = await api(request, '&type=Apprenticeship&location=London');
  const html = await (await request.get('/courses?type=Apprenticeship&location=London')).text();
  expect(html).toContain(`Showing ${Math.min(10, expected.total)} of ${expected.total} courses`);

  await page.goto('/courses?type=Apprenticeship&location=London');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Apprenticeship');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('London');
  await page.getByLabel('Subject', { exact: true }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/subject=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses\?type=Apprenticeship&location=London$/);
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  await expect(status(page)).toHaveText(
    `Showing ${Math.min(10, expected.total)} of ${expected.total} courses`,
  );
  await page.getByRole('link', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('');
});

test('the finder works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/courses');
  await page.getByLabel('Search by course or provider').fill('data');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=data/);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/data/i);
  await context.close();
});

test('HTML in the query is shown as text and absurd values still render the page', async ({
  page,
  request,
}) => {
  await page.goto('/courses?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByLabel('Search by course or provider')).toHaveValue(
    '<img src=x onerror=alert(1)>',
  );
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  for (const path of [
    `/courses?q=${'a'.repeat(5000)}`,
    '/courses?q=a&q=b&provider=1&provider=2',
    '/courses?show=-5',
    '/courses?show=1e9',
    '/courses?type=%00%01',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('a keyboard user can step through a dropdown: results follow in place, focus stays', async ({
  page,
  request,
}) => {
  const { filters } = await api(request);
  const [first, second] = filters.locations;
  await page.goto('/courses');
  const location = page.getByLabel('Location');
  await location.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(
    new RegExp(`location=${encodeURIComponent(first!).replace(/%20/g, '\\+')}`),
  );
  await expect(location).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(location).toHaveValue(second!);
  await expect(page).toHaveURL(
    new RegExp(`location=${encodeURIComponent(second!).replace(/%20/g, '\\+')}`),
  );
  await expect(location).toBeFocused();
  const expected = await api(request, `&location=${encodeURIComponent(second!)}`);
  await expect(status(page)).toHaveText(
    `Showing ${Math.min(10, expected.total)} of ${expected.total} courses`,
  );
});

test('the results follow typing without pressing Search, replacing the address', async ({
  page,
  request,
}) => {
  await page.goto('/courses');
  const historyBefore = await page.evaluate(() => history.length);
  const box = page.getByLabel('Search by course or provider');
  await box.pressSequentially('cyber', { delay: 40 });
  await expect(page).toHaveURL(/\?q=cyber$/);
  const expected = await api(request, '&q=cyber');
  await expect(status(page)).toHaveText(
    `Showing ${Math.min(10, expected.total)} of ${expected.total} courses`,
  );
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('cyber');
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
});

test('on phones each dropdown shows its whole Select … text', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/courses');
    const clipped = await page
      .getByRole('search', { name: 'Courses' })
      .getByRole('combobox')
      .evaluateAll((selects) =>
        (selects as HTMLSelectElement[]).flatMap((select) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const text = select.options[select.selectedIndex]!.text;
          // The room left of the drop-down arrow (about 20 px in Chromium).
          const room =
            select.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            20;
          return context.measureText(text).width <= room
            ? []
            : [`${text} at ${select.clientWidth}px`];
        }),
      );
    expect(clipped, `${width} px`).toEqual([]);
  }
});
