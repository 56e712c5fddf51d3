// The staff console's content pages as editors and admins use them (issue 28): tags, calls to
// action and quotes created, edited with a live preview and deleted (a tag in use only through
// the confirmed cascade); an event created and published in the console tells an opted-in
// member once; the events-platform sync run twice against a loopback fake adds nothing twice;
// an insight featured in the console leads the home page's news. Every new page axe-clean at
// 1280 and 375 px, and the grouped navigation usable on a phone.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  fakeEvent,
  startFakeEventsPlatform,
  type FakeEventsPlatform,
} from '../../apps/server/test/fakes/events-platform.ts';
import { test, expect } from './base-test.ts';
import { ADMIN, DEMO_PASSWORD, LEARNER, signIn } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

/** A context with nobody signed in (the file's contexts are the admin's). */
const anonymous = { storageState: { cookies: [], origins: [] } };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The page's session as an API client: the XSRF token echoed on state changes. */
async function apiOf(request: APIRequestContext) {
  await request.get('/sanctum/csrf-cookie');
  const { cookies } = await request.storageState();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  return { 'x-xsrf-token': token };
}

signedInAs(ADMIN);

test('tags: add one, rename it with its preview, and delete it; a fixed news category has no controls', async ({
  page,
}) => {
  const title = `E2E Quantum Kit ${unique()}`;
  await page.goto('/admin/tags');
  await page.getByRole('link', { name: 'Add a tag' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a tag');

  // Nothing filled: the field errors say what is missing.
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Type')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Title').fill(title);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(title)).toHaveCount(2);
  await page.getByLabel('Type').selectOption({ label: 'Type 2: topic or technology' });
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(`${title} is added.`)).toBeVisible();

  // Renamed: the preview follows as it is typed; saved against the version on screen.
  const renamed = `${title} Renamed`;
  await page.getByLabel('Title').fill(renamed);
  await expect(preview.getByText(renamed)).toHaveCount(2);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The tag is saved.' })).toBeVisible();

  // A second tag of the same type with that title is a field error.
  await page.goto('/admin/tags/new');
  await page.getByLabel('Title').fill(renamed);
  await page.getByLabel('Type').selectOption('2');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('link', { name: 'Another tag of this type already has this title.' }),
  ).toBeVisible();

  // Found by its new title; nothing uses it, so a plain delete after a confirmation.
  await page.goto(`/admin/tags?q=${encodeURIComponent(renamed)}`);
  await page.getByRole('link', { name: renamed }).click();
  const del = page.getByRole('region', { name: 'Delete' });
  await expect(del).toContainText('Nothing uses this tag.');
  await del.getByRole('button', { name: `Delete ${renamed}` }).click();
  await del.getByRole('button', { name: 'Cancel' }).click();
  await del.getByRole('button', { name: `Delete ${renamed}` }).click();
  await del.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/admin\/tags\?deleted=/);
  await expect(page.getByText(`${renamed} is deleted.`)).toBeVisible();

  // The news categories are fixed: no form, no delete.
  await page.goto('/admin/tags?q=Community');
  await page.getByRole('link', { name: 'Community', exact: true }).click();
  await expect(
    page.getByText('This is a news category tag: it cannot be renamed, retyped or deleted.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save details' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Delete' })).toHaveCount(0);
});

test('a tag in use says what uses it, and goes only through the confirmed cascade', async ({
  page,
}) => {
  const title = `E2E Cascade Tag ${unique()}`;
  await page.goto('/admin/tags/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Type').selectOption('1');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const tagId = Number(/\/admin\/tags\/(\d+)/.exec(page.url())![1]);

  // An employer carries it (added through the console's API, keeping its other tags).
  const headers = await apiOf(page.request);
  const employers = (await (
    await page.request.get('/api/admin/organisations?kind=employer&limit=1')
  ).json()) as { items: { id: number }[] };
  const employerId = employers.items[0]!.id;
  const employer = (await (
    await page.request.get(`/api/admin/organisations/employer/${employerId}`)
  ).json()) as { tags: { id: number }[] };
  const put = await page.request.put(`/api/admin/organisations/employer/${employerId}/tags`, {
    headers,
    data: { tag_ids: [...employer.tags.map((t) => t.id), tagId] },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.reload();
  const del = page.getByRole('region', { name: 'Delete' });
  await expect(del).toContainText('This tag is used by 1 employer.');
  await del.getByRole('button', { name: 'Remove from 1 employer and delete' }).click();
  await expect(del.getByText(`Delete ${title} and remove it from 1 employer?`)).toBeVisible();
  await del.getByRole('button', { name: 'Yes, remove it everywhere and delete it' }).click();
  await expect(page).toHaveURL(/\/admin\/tags\?deleted=/);
  await expect(page.getByText(`${title} is deleted.`)).toBeVisible();

  // The employer kept its other tags; the cascade is in the audit log.
  const after = (await (
    await page.request.get(`/api/admin/organisations/employer/${employerId}`)
  ).json()) as { tags: { id: number }[] };
  expect(after.tags.map((t) => t.id).sort()).toEqual(employer.tags.map((t) => t.id).sort());
  await page.goto(`/admin/audit?target_type=tag&target_id=${tagId}`);
  // In words, not the code it is stored as.
  await expect(
    page.getByRole('table', { name: 'Audit log' }).getByText('Tag deleted with its uses').first(),
  ).toBeVisible();
});

test('calls to action: add one with its preview, make it inactive, and delete it', async ({
  page,
}) => {
  const heading = `E2E Join the pilot ${unique()}`;
  await page.goto('/admin/ctas');
  await page.getByRole('link', { name: 'Add a call to action' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Give it a heading to see it.');
  await page.getByLabel('Heading').fill(heading);
  await page.getByLabel('Description').fill('Ten places for employers this spring.');
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
  await expect(preview).toContainText('Without a link it is not shown.');

  // A link that is neither https nor a path here is a field error from the contract.
  await page.getByRole('textbox', { name: 'Link' }).fill('ftp://example.test');
  await page.getByRole('button', { name: 'Add call to action' }).click();
  await expect(page.getByRole('textbox', { name: 'Link' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Link' }).fill('/courses');
  await expect(preview).toContainText('Shown on the home page, above the newsletter sign-up.');
  await page.getByRole('button', { name: 'Add call to action' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

  // It is on the home page at once (the anonymous cache was emptied).
  const visitor = await page.context().browser()!.newContext(anonymous);
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.getByRole('region', { name: heading })).toBeVisible();

  // Inactive: the preview says so, and the home page drops it.
  await page.getByText('Active: shown on its page while it has a link.').click();
  await expect(preview).toContainText('Inactive: it is not shown anywhere.');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The call to action is saved.' }),
  ).toBeVisible();
  await home.reload();
  await expect(home.getByRole('region', { name: heading })).toHaveCount(0);
  await visitor.close();

  const del = page.getByRole('region', { name: 'Delete' });
  await del.getByRole('button', { name: 'Delete' }).click();
  await del.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText(`${heading} is deleted.`)).toBeVisible();
});

test('quotes: add one with its preview, change its pages, and delete it', async ({ page }) => {
  const name = `E2E Morgan ${unique()}`;
  await page.goto('/admin/quotes');
  await page.getByRole('link', { name: 'Add a quote' }).click();
  await page
    .getByRole('textbox', { name: 'Quote', exact: true })
    .fill('The accreditation made our hiring faster.');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Source').fill('Head of Talent, Example Ltd');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByTestId('quote')).toContainText(
    'The accreditation made our hiring faster.',
  );
  await expect(preview.getByTestId('quote')).toContainText(name);
  await expect(preview).toContainText('Rotates on the home page.');
  await page.getByLabel('Pages').fill('home, Not A Page');
  await page.getByRole('button', { name: 'Add quote' }).click();
  await expect(page.getByLabel('Pages')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Pages')).toHaveAccessibleDescription(
    /The page is a page key: lower-case letters, digits and hyphens\./,
  );
  await page.getByLabel('Pages').fill('employers, learners');
  await expect(preview).toContainText('Rotates on the employers page, the learners page.');
  await page.getByRole('button', { name: 'Add quote' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote from ${name}`);

  await page.getByLabel('Pages').fill('learners');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The quote is saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Pages')).toHaveValue('learners');

  const del = page.getByRole('region', { name: 'Delete' });
  await del.getByRole('button', { name: 'Delete' }).click();
  await del.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText(`The quote from ${name} is deleted.`)).toBeVisible();
});

test('an insight featured in the console leads the home page’s news', async ({ page, browser }) => {
  // An older insight, not among the latest four.
  const list = (await (await page.request.get('/api/insights/public?limit=12')).json()) as {
    insights: { id: number; title: string }[];
  };
  const older = list.insights[list.insights.length - 1]!;
  await page.goto(`/admin/insights?q=${encodeURIComponent(older.title.slice(0, 60))}`);
  await page.getByRole('link', { name: older.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(older.title);
  await page.getByRole('button', { name: 'Feature on the home page' }).click();
  await expect(page.getByText('The insight is featured on the home page.')).toBeVisible();
  try {
    const visitor = await browser.newContext(anonymous);
    const home = await visitor.newPage();
    await home.goto('/');
    const news = home.getByRole('region', { name: 'Latest news' });
    await expect(news.getByRole('article')).toHaveCount(4);
    await expect(news.getByRole('article').first().getByRole('heading')).toHaveText(older.title);
    await visitor.close();
  } finally {
    await page.getByRole('button', { name: 'Stop featuring it' }).click();
    await expect(page.getByText('The insight is no longer featured.')).toBeVisible();
  }
});

test('an event created and published in the console tells an opted-in member once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `E2E Console Meetup ${unique()}`;
  await page.goto('/admin/events/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Starts').fill('2031-05-14T18:00');
  await page.getByLabel('Ends').fill('2031-05-14T20:00');
  await page.getByLabel('Venue name').fill('Leeds Digital Hub');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const actions = page.getByRole('region', { name: 'Publish or cancel' });
  // Publishing asks first, saying how many members it tells (console-event-publish.spec.ts).
  await actions.getByRole('button', { name: 'Publish', exact: true }).click();
  await actions.getByRole('button', { name: /^Yes, publish/ }).click();
  await expect(actions.getByText('The event is published.')).toBeVisible();

  // The demo learner has event notifications on (the default).
  const learner = await browser.newContext(anonymous);
  const member = await learner.newPage();
  await signIn(member, LEARNER, DEMO_PASSWORD);
  const told = async () => {
    const user = (await (await member.request.get('/api/user')).json()) as {
      notifications: { title: string; type: { title: string } }[];
    };
    return user.notifications.filter((n) => n.type.title === 'Event' && n.title === name).length;
  };
  await expect.poll(told, { timeout: 15_000 }).toBe(1);

  // Cancelled and published again: nobody is told twice.
  await actions.getByRole('button', { name: 'Cancel the event' }).click();
  await actions.getByRole('button', { name: 'Yes, cancel the event' }).click();
  await expect(actions.getByText('The event is cancelled.')).toBeVisible();
  await actions.getByRole('button', { name: 'Publish', exact: true }).click();
  await actions.getByRole('button', { name: 'Yes, publish it' }).click();
  await expect(actions.getByText('The event is published.')).toBeVisible();
  await expect(actions).toContainText('Members have been told about this event');
  await member.waitForTimeout(1500);
  expect(await told()).toBe(1);
  await learner.close();
});

test('the new pages are axe-clean at 1280 and 375 px; the navigation folds behind Menu on a phone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const pages = [
    '/admin/tags',
    '/admin/tags?type=2&sort=uses&dir=desc',
    '/admin/tags/new',
    '/admin/ctas',
    '/admin/ctas/new',
    '/admin/quotes',
    '/admin/quotes/new',
  ];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const url of pages) {
      await page.goto(url);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
    // Record pages, reached from their lists.
    for (const [list, caption] of [
      ['/admin/tags', 'Tags'],
      ['/admin/ctas', 'Calls to action'],
      ['/admin/quotes', 'Quotes'],
    ] as const) {
      await page.goto(list);
      await page
        .getByRole('region', { name: caption, exact: true })
        .getByRole('rowheader')
        .first()
        .getByRole('link')
        .click();
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }

  // On a phone the groups are behind Menu, opened and followed by keyboard.
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  await page.goto('/admin');
  await expect(nav.getByRole('link', { name: 'Quotes' })).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('list', { name: 'Content' })).toBeVisible();
  await expect(nav.getByRole('list', { name: 'People' })).toBeVisible();
  await expectNoAxeViolations(page);
  await nav.getByRole('link', { name: 'Calls to action' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calls to action');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // On a wide screen every group shows, without the button.
  await page.setViewportSize(DESKTOP);
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
});

/** A second built server, on its own database, syncing with the fake events platform. */
async function startSyncServer(fake: FakeEventsPlatform, port: number) {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = path.join(root, 'e2e', `.data-sync-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      EVENTS_API_URL: fake.url,
      EVENTS_API_TOKEN: fake.token,
      EVENTS_ORGANIZATION_ID: fake.organizationId,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/ready`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe('the events-platform sync', () => {
  test('run twice from the console against the fake platform: added once, never duplicated', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const fake = await startFakeEventsPlatform();
    fake.events.push(fakeEvent(1), fakeEvent(2), fakeEvent(3, { venue_id: null }));
    const port = Number(process.env.E2E_PORT ?? 3100) + 1;
    const server = await startSyncServer(fake, port);
    const context = await browser.newContext({
      baseURL: server.base,
      storageState: { cookies: [], origins: [] },
    });
    try {
      const page = await context.newPage();
      await signIn(page, ADMIN, DEMO_PASSWORD);
      await page.goto('/admin/events');
      const sync = page.getByRole('region', { name: 'Events platform' });
      await sync.getByRole('button', { name: 'Sync with the events platform now' }).click();
      await expect(sync.getByRole('status').first()).toContainText('The sync added 3, changed 0');

      // The platform changes one event; the second run changes it and adds nothing.
      fake.events[0]!.name.text = 'Platform Event 1 (moved)';
      await sync.getByRole('button', { name: 'Sync with the events platform now' }).click();
      await expect(sync.getByRole('status').first()).toContainText(
        'The sync added 0, changed 1 and left 2 unchanged',
      );
      const listed = (await (
        await page.request.get('/api/admin/events?q=Platform%20Event&limit=50')
      ).json()) as { total: number; items: { name: string }[] };
      expect(listed.total).toBe(3);
      expect(listed.items.map((e) => e.name).sort()).toEqual([
        'Platform Event 1 (moved)',
        'Platform Event 2',
        'Platform Event 3',
      ]);
    } finally {
      await context.close();
      await server.stop();
      await fake.close();
    }
  });
});
