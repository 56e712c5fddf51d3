// An event written like an article (issue 36): an editor writes its details in the block
// editor as two paragraphs, is stopped in the browser by an end before the start, previews the
// member page, publishes it through a confirmation that says how many members will be told
// (focus on Cancel first, then on the result), and a member finds the two paragraphs as two
// <p> on the event page and saves it; cancelled, the member who saved it is told and finds the
// page marked cancelled. The console's pages and the member page are axe-clean at 1280 and
// 375 px.
import { test, expect, type Page } from './base-test.ts';
import { DEMO_PASSWORD, EDITOR, LEARNER, signIn } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

const anonymous = { storageState: { cookies: [], origins: [] } };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const FIRST = 'Employers from across Leeds talk about their first-year roles.';
const SECOND = 'Bring a CV: there is time to talk to each of them afterwards.';

/** Focus is on something a person can see and use, never the page's body. */
async function expectFocusNotOnBody(page: Page) {
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

async function axeAtBothSizes(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `no sideways scroll at ${size.width} px`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
}

signedInAs(EDITOR);

test('an event written in the block editor is previewed, published with its count, and read as two paragraphs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `E2E Written Event ${unique()}`;
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/events/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Starts').fill('2031-06-10T18:00');
  await page.getByLabel('Ends').fill('2031-06-10T17:00');
  await page.getByLabel('Venue name').fill('Leeds Digital Hub');
  await page.getByLabel('Ticket website').fill('https://tickets.example/e2e-written-event');
  const editor = page.getByRole('group', { name: 'Details' });
  await editor.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type(FIRST);
  await page.keyboard.press('Enter');
  await page.keyboard.type(SECOND);
  await axeAtBothSizes(page);

  // The end before the start is caught in the browser, in the server's words, first time.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/events') posted += 1;
  });
  await page.getByRole('button', { name: 'Add event' }).click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toContainText('Enter an end time after the start time.');
  await expect(summary).toBeFocused();
  expect(posted).toBe(0);
  await page.getByLabel('Ends').fill('2031-06-10T20:00');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(posted).toBe(1);

  // The preview draws the member page's view of the saved event.
  await page.getByRole('link', { name: 'Preview the member page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Preview: ${name}`);
  const preview = page.getByRole('region', { name: 'The member page' });
  await expect(preview.locator('p[data-block="paragraph"]')).toHaveText([FIRST, SECOND]);
  await axeAtBothSizes(page);
  await page.getByRole('link', { name: 'Back to publish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Publish asks first, with the count, focus on the safe choice.
  const actions = page.getByRole('region', { name: 'Publish or cancel' });
  await actions.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = actions.getByRole('group', { name: /^Publish .* will be told about it/ });
  await expect(confirm).toContainText(/\d+ members? will be told about it/);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await axeAtBothSizes(page);
  // Cancel returns focus to Publish, and nothing is published.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(actions.getByRole('button', { name: 'Publish', exact: true })).toBeFocused();
  await actions.getByRole('button', { name: 'Publish', exact: true }).click();
  await actions.getByRole('button', { name: /^Yes, publish and tell \d+ members?$/ }).click();
  const result = actions.getByRole('status').filter({ hasText: 'The event is published.' });
  await expect(result).toBeFocused();
  await expectFocusNotOnBody(page);

  // A member reads the two paragraphs as two paragraphs.
  const context = await browser.newContext(anonymous);
  const member = await context.newPage();
  await signIn(member, LEARNER, DEMO_PASSWORD);
  const id = page.url().match(/\/admin\/events\/(\d+)/)![1];
  await member.setViewportSize(DESKTOP);
  await member.goto(`/event/${id}`);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(name);
  const paragraphs = member.locator('main p[data-block="paragraph"]');
  await expect(paragraphs).toHaveText([FIRST, SECOND]);
  await expect(member.getByRole('link', { name: /Book Tickets/ })).toBeVisible();
  await axeAtBothSizes(member);
  await member.getByRole('button', { name: 'Save Event' }).click();
  await expect(member.getByRole('button', { name: 'Saved' })).toBeVisible();

  // Cancelled: the confirmation says who is told, the result takes focus, the member who saved
  // it gets a notice and finds the page marked cancelled.
  await page.reload();
  await actions.getByRole('button', { name: 'Cancel the event' }).click();
  const cancelBox = actions.getByRole('group', { name: /^Cancel / });
  await expect(cancelBox).toContainText('1 member who saved it will be told.');
  await expect(cancelBox.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await cancelBox.getByRole('button', { name: 'Yes, cancel the event' }).click();
  await expect(
    actions.getByRole('status').filter({ hasText: 'The event is cancelled.' }),
  ).toBeFocused();
  await expectFocusNotOnBody(page);

  const notices = async () => {
    const user = (await (await member.request.get('/api/user')).json()) as {
      notifications: { title: string; url: string }[];
    };
    return user.notifications.filter((n) => n.title === `${name} has been cancelled`).length;
  };
  await expect.poll(notices, { timeout: 15_000 }).toBe(1);
  await member.reload();
  await expect(member.getByText('This event has been cancelled.')).toBeVisible();
  await expect(member.getByRole('link', { name: /Book Tickets/ })).toHaveCount(0);
  await axeAtBothSizes(member);
  await context.close();
});
