// The one focus rule in the staff console (decision 0080, issue 35): after issuing a credential,
// publishing and cancelling an event, and saving the newsletter, focus is on the result
// message (never <body>), the message says what happened, and it goes once the state it
// describes changes.
import { test, expect, type Page } from './base-test.ts';
import { memberWithUnheldBadge } from './credential-fixtures.ts';
import { ADMIN, EDITOR } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The one result message is focused and reads `text`; focus is not on the page's body. */
async function expectResult(page: Page, text: string | RegExp) {
  const result = page.locator('[data-result]:not(:empty)');
  await expect(result).toHaveText(text);
  await expect(result).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

test.describe('an admin', () => {
  signedInAs(ADMIN);

  test('issuing a credential: the result message has focus, and goes once it is revoked', async ({
    page,
  }) => {
    const { id, name, badge } = await memberWithUnheldBadge(page, 'Nowak');

    await page.goto(`/admin/members/${id}`);
    await page
      .getByRole('region', { name: 'Credentials' })
      .getByRole('link', { name: `Issue a credential to ${name}` })
      .click();
    await page.getByLabel('Badge', { exact: true }).selectOption({ label: badge.name });
    await page.getByRole('button', { name: 'Issue the badge' }).click();
    await expect(page).toHaveURL(/issued=1/);
    await expectResult(page, `${badge.name} is issued to ${name}.`);

    // Revoked: "…is issued" is no longer true, so it goes; the revocation's message replaces it.
    await page.getByLabel('Reason').fill('Issued to check the focus rule');
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, revoke it' }).click();
    await expect(page.getByText(/Revoked on/)).toBeVisible();
    await expectResult(page, /is revoked from/);
    await expect(page.getByText(`${badge.name} is issued to ${name}.`)).toHaveCount(0);
  });

  test('publishing and cancelling an event: each result message has focus, and the last goes', async ({
    page,
  }) => {
    const name = `E2E Focus Meetup ${unique()}`;
    await page.goto('/admin/events/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Starts').fill('2031-06-11T18:00');
    await page.getByLabel('Ends').fill('2031-06-11T20:00');
    await page.getByLabel('Venue name').fill('Leeds Digital Hub');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const actions = page.getByRole('region', { name: 'Publish or cancel' });

    // Publish asks first, on its safe choice; then the button goes (a live event offers
    // none), so focus goes to the message.
    await actions.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(actions.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await actions.getByRole('button', { name: /^Yes, publish/ }).click();
    await expectResult(page, /^The event is published\./);
    await expect(actions.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

    // Cancel (unpublish): the confirmation opens on its safe choice; the new state's message
    // takes the place and the focus of the old one.
    await actions.getByRole('button', { name: 'Cancel the event' }).click();
    await expect(actions.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await actions.getByRole('button', { name: 'Yes, cancel the event' }).click();
    await expectResult(page, /^The event is cancelled\./);
    await expect(actions.getByText(/The event is published\./)).toHaveCount(0);
  });
});

test.describe('an editor', () => {
  signedInAs(EDITOR);

  test('saving the newsletter: the result message has focus, and goes on the next change', async ({
    page,
  }) => {
    const subject = `Focus check ${unique()}`;
    await page.goto('/admin/newsletter');
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(page.getByText('Loading the editor…')).toBeHidden();

    await page.getByLabel('Subject').fill(`${subject} (saved)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectResult(page, 'The newsletter is saved.');

    // Typing again: "…is saved" is no longer true of what is on the screen.
    await page.getByLabel('Subject').fill(`${subject} (changed)`);
    await expect(page.getByText('The newsletter is saved.')).toHaveCount(0);
  });
});
