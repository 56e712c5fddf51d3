import type { Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { LEARNER } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

// The header's notifications dropdown and the preferences page, as the demo learner (the
// seed gives them unread notifications). Items are found by title, not counted exactly: an
// insight published by another journey may add one at any time.
signedInAs(LEARNER);
// signedInAs runs the file in order on one worker: the dropdown's journey counts the
// learner's unread notifications exactly, and the notification centre's (last) changes them.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });

async function unread(page: Page) {
  const name = (await bell(page).textContent()) ?? '';
  return Number(/\((\d+) unread\)/.exec(name)?.[1] ?? NaN);
}

test('dropdown: count, items, dismiss one, follow one (it closes), Escape, clear all', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const before = await unread(page);
  expect(before).toBeGreaterThanOrEqual(2);
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  const items = panel(page).getByRole('listitem');
  await expect(items).toHaveCount(before);
  await expectNoAxeViolations(page);

  // Dismiss the first: its title leaves the list and the count drops.
  const first = items.first();
  const dismiss = first.getByRole('button', { name: /^Dismiss: / });
  const label = ((await dismiss.textContent()) ?? '').trim();
  const same = panel(page).getByRole('button', { name: label, exact: true });
  const sameBefore = await same.count();
  await dismiss.click();
  await expect(same).toHaveCount(sameBefore - 1);
  await expect.poll(() => unread(page)).toBeLessThan(before);

  // Escape closes it and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(bell(page)).toBeFocused();

  // An in-app item is a link to its page; following it closes the panel.
  await bell(page).click();
  const inApp = panel(page).locator('a[href^="/"]').first();
  const href = await inApp.getAttribute('href');
  await inApp.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');

  // Clear all: nothing unread, on this page and after a reload.
  await bell(page).click();
  await panel(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(panel(page).getByText('No current unread notifications')).toBeVisible();
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications (0 unread)');
});

test('preferences: a choice is saved at once and is still there after a reload', async ({
  page,
}) => {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'My notifications' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'New Event' });
  const was = await box.isChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/notifications/preference/'));
  await box.click();
  expect((await saved).status()).toBe(204);
  await expect(box).toBeChecked({ checked: !was });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'New Event' })).toBeChecked({ checked: !was });
  // And back.
  await page.getByRole('checkbox', { name: 'New Event' }).click();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'New Event' })).toBeChecked({ checked: was });
});

test('credentials: four groups of badges, each opening the issuer’s page in a new tab', async ({
  page,
}) => {
  await page.goto('/credentials');
  await expect(page.getByRole('heading', { level: 1, name: 'My credentials' })).toBeVisible();
  const group = (name: string) => page.getByRole('region', { name });
  await expect(group('Learner status').getByRole('listitem')).toHaveText([/Learner Member/]);
  await expect(group('My courses').getByRole('listitem')).toHaveText([
    /BSc \(Hons\) Software Engineering/,
  ]);
  await expect(group('My skills').getByRole('listitem')).toHaveText([
    /Secure Coding/,
    /Cloud Fundamentals/,
  ]);
  await expect(group('My awards').getByRole('listitem')).toHaveText([/Outstanding Learner/]);

  const badge = group('My skills').getByRole('link', { name: /Secure Coding/ });
  await expect(badge).toHaveAttribute('href', /^https:\/\/credentials\.example\.org\/badges\//);
  await expect(badge).toHaveAttribute('target', '_blank');
  await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
  // The badge picture is really there (GET /api/badge/{design}).
  const picture = badge.locator('img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
});

test('credentials: share a badge’s public page, then make it private', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/credentials');
  const tile = page
    .getByRole('region', { name: 'My skills' })
    .getByRole('listitem')
    .filter({ hasText: 'Cloud Fundamentals' });
  await tile.locator('summary', { hasText: 'Share' }).click();
  const publicLink = tile.getByRole('link', { name: /View public page/ });
  const href = (await publicLink.getAttribute('href'))!;
  expect(href).toMatch(/^\/credential\/[0-9a-f-]{36}$/);
  await tile.getByRole('button', { name: 'Copy link' }).click();
  await expect(tile.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(href, page.url()).href,
  );
  const linkedIn = new URL(
    (await tile.getByRole('link', { name: /LinkedIn/ }).getAttribute('href'))!,
  );
  expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(linkedIn.searchParams.get('name')).toBe('Cloud Fundamentals');
  expect(linkedIn.searchParams.get('certUrl')).toMatch(new RegExp(`${href}$`));

  // Anyone with the link, signed out: the page, and the same address as Open Badges 3.0.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  for (const viewport of [PHONE, DESKTOP]) {
    await anon.setViewportSize(viewport);
    await anon.goto(href);
    await expect(anon.getByRole('heading', { level: 1, name: 'Cloud Fundamentals' })).toBeVisible();
    await expect(anon.getByText(/^Held by \S+ \S+/)).toBeVisible();
    await expect(
      anon.getByText(/^Verified: Tech Industry Gold issued this credential/),
    ).toBeVisible();
    // The server's full check, step by step, and the way to repeat it elsewhere.
    const steps = anon.getByRole('region', { name: 'How we checked it' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /^Signature: passed/,
      /^Issuer: passed/,
      /^Revocation: passed/,
      /^Dates: passed/,
      /^Format: passed/,
    ]);
    await expect(anon.getByRole('link', { name: /Badge picture \(PNG\)/ })).toBeVisible();
    await expect(anon.getByRole('heading', { name: 'Verify it yourself' })).toBeVisible();
    await expectNoAxeViolations(anon);
  }
  const signed = await visitor.request.get(`${href}/credential.json`);
  expect(signed.status()).toBe(200);
  expect((await signed.json()).proof[0]).toMatchObject({ cryptosuite: 'eddsa-rdfc-2022' });
  const ld = await visitor.request.get(href, { headers: { accept: 'application/ld+json' } });
  expect(ld.headers()['content-type']).toMatch(/application\/ld\+json/);
  expect((await ld.json()).type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);

  // The owner switches it off: the page is gone for everyone else; then back on.
  const anyone = tile.getByRole('checkbox', { name: 'Anyone with the link can see it' });
  const saved = () =>
    page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/user/credentials/'),
    );
  await Promise.all([saved(), anyone.uncheck()]);
  await expect(tile.getByText('Only you can see this credential.')).toBeVisible();
  await expect(tile.getByText('(private)')).toBeVisible();
  expect((await anon.goto(href))?.status()).toBe(404);
  await page.reload();
  await tile.locator('summary', { hasText: 'Share' }).click();
  await expect(anyone).not.toBeChecked();
  await Promise.all([saved(), anyone.check()]);
  await expect(publicLink).toBeVisible();
  expect((await anon.goto(href))?.status()).toBe(200);
  await visitor.close();
});

for (const [label, viewport] of [
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`axe finds nothing on the preferences page and the open dropdown (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/notifications');
    await expectNoAxeViolations(page);
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('notification centre: times, read and unread by keyboard, the bell follows; the weekly email', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await bell(page).click();
  await panel(page).getByRole('link', { name: 'All notifications and settings' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const history = page.getByRole('region', { name: 'Your notifications' });
  const rows = history
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Mark as (read|unread): / }) });
  const first = rows.first();
  await expect(first.locator('time')).toHaveText(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);

  // Toggle the newest one by keyboard, and back: the bell's count follows each time, the
  // status says what happened and focus stays on the button.
  const before = await unread(page);
  const toggle = first.getByRole('button', { name: /^Mark as (read|unread): / });
  const wasRead = ((await toggle.textContent()) ?? '').startsWith('Mark as unread');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(history.getByRole('status')).toHaveText(
    wasRead ? /^Marked as unread: / : /^Marked as read: /,
  );
  await expect.poll(() => unread(page)).toBe(before + (wasRead ? 1 : -1));
  await expect(toggle).toBeFocused();
  await expect(first.getByText('Unread', { exact: true })).toHaveCount(wasRead ? 1 : 0);
  await page.keyboard.press('Enter');
  await expect.poll(() => unread(page)).toBe(before);

  // Unread view: mark the newest unread, open the view, read it there: it leaves the list and
  // focus goes to the heading, not the page.
  if (wasRead) await page.keyboard.press('Enter');
  await expect(first.getByText('Unread', { exact: true })).toBeVisible();
  const title = ((await first.getByRole('link').first().textContent()) ?? '').trim();
  await history.getByRole('link', { name: /^Unread/ }).click();
  await expect(page).toHaveURL(/\?show=unread$/);
  const row = rows.filter({ hasText: title }).first();
  await row.getByRole('button', { name: /^Mark as read: / }).press('Enter');
  await expect(history.getByRole('heading', { name: 'Your notifications' })).toBeFocused();
  await expect(history.getByRole('status')).toHaveText(/^Marked as read: /);

  // The weekly email: off, still off after a reload, and back on.
  const email = page.getByRole('checkbox', { name: 'Email me a weekly summary' });
  const emailWas = await email.isChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/notifications/email'));
  await email.press('Space');
  expect((await saved).status()).toBe(204);
  await page.reload();
  await expect(email).toBeChecked({ checked: !emailWas });
  await email.click();
  await page.reload();
  await expect(email).toBeChecked({ checked: emailWas });

  // A phone's narrowest width: nothing scrolls sideways and axe finds nothing.
  await page.setViewportSize({ width: 320, height: 720 });
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
  await expectNoAxeViolations(page);
});
