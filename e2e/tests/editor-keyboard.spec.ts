import type { Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { MEMBER_PRIYA } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';

// Issue 26, "blocks a person": the block editor by keyboard alone. An author builds an article
// of a heading, a list, an image with alt text and an attachment without touching the mouse:
// the visible "Add block" control and its menu, "/" on an empty line, and the file chooser
// each block kind needs, with focus landing where the next keystroke belongs.
signedInAs(MEMBER_PRIYA);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ9buBFTEMpAQAnLU8kbXKywsAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Tabs forward (or back) until `name`d control has focus (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      const labelled = el.labels?.[0]?.textContent;
      return (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').trim();
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** Opens "Add block" by keyboard and picks `kind` from its menu with the arrow-free Tab key. */
async function addBlockByKeyboard(page: Page, kind: string) {
  await tabTo(page, /^\+?\s*Add block$/);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('list', { name: 'Block types' });
  await expect(menu).toBeVisible();
  await tabTo(page, new RegExp(`^${kind}`));
  await page.keyboard.press('Enter');
}

test('an article of heading, list, image with alt text and attachment, by keyboard alone', async ({
  page,
}) => {
  test.slow();
  await page.goto('/my-insights');
  // Keyboard from the top of the page to "Create new insight": the editor, nothing stored yet.
  await tabTo(page, /^Create new insight$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/insight\/new$/);
  await expect(page.getByText('Save the insight to add tags and a thumbnail.')).toBeVisible();
  await expect(page.locator('.ce-paragraph').first()).toBeVisible();

  // The hint for "/" is visible and describes the control.
  const addBlock = page.getByRole('button', { name: 'Add block' });
  await expect(addBlock).toBeVisible();
  await expect(addBlock).toHaveAccessibleDescription(/Type “\/” on an empty line/);
  await expect(page.getByText(/Type “\/” on an empty line for the block menu/)).toBeVisible();

  const title = `Keyboard-built insight ${Date.now()}`;
  await tabTo(page, /^Title/);
  await page.keyboard.type(title);

  // A heading: "Add block" → Heading; the caret lands in it.
  await addBlockByKeyboard(page, 'Heading');
  await expect(page.locator('.ce-header')).toHaveCount(1);
  await expect(page.locator('.ce-header')).toBeFocused();
  await page.keyboard.type('What the rota covers');
  await expect(page.locator('.ce-header')).toHaveText('What the rota covers');

  // A list, then typing into its first item.
  await addBlockByKeyboard(page, 'Unordered List');
  await expect(page.locator('.cdx-list__item-content').first()).toBeFocused();
  await page.keyboard.type('Reading the alerts');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Writing the handover');
  // Tab indents inside a list: Enter on an empty item ends it, as the hint says.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.locator('.cdx-list__item')).toHaveCount(2);

  // An image: the file chooser opens from the menu; focus lands in its alt text box.
  const imageChooser = page.waitForEvent('filechooser');
  await addBlockByKeyboard(page, 'Image');
  await (await imageChooser).setFiles({ name: 'rota.png', mimeType: 'image/png', buffer: PNG });
  const alt = page.getByRole('textbox', { name: 'Alt text: describe the picture' });
  await expect(alt).toBeFocused();
  await expect(page.getByText('Caption (optional)')).toBeVisible();
  await page.keyboard.type('A rota pinned to a whiteboard');
  // The preview carries what was typed (axe image-alt).
  await expect(page.locator('.image-tool__image-picture')).toHaveAttribute(
    'alt',
    'A rota pinned to a whiteboard',
  );

  // An attachment the same way; focus lands in its title.
  const fileChooser = page.waitForEvent('filechooser');
  await addBlockByKeyboard(page, 'Attachment');
  await (
    await fileChooser
  ).setFiles({ name: 'Runbook.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.locator('.cdx-attaches__title')).toHaveText('Runbook.pdf');
  await expect(page.locator('.cdx-attaches__title')).toBeFocused();

  // Escape closes the menu and gives focus back to its button.
  await addBlock.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Block types' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Block types' })).toBeHidden();
  await expect(addBlock).toBeFocused();

  // "/" on an empty line opens Editor.js's own block menu.
  await page.keyboard.press('Enter'); // "Add block" still has focus
  await tabTo(page, /^Text$/);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ce-paragraph').last()).toBeFocused();
  await page.keyboard.press('/');
  // Editor.js's block menu opens with focus in its filter box.
  await expect(page.locator('.ce-popover--opened .cdx-search-field__input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ce-popover--opened')).toHaveCount(0);

  await expectNoAxeViolations(page);

  // The first save stores the insight and moves to its edit page; focus is on "Saved!".
  await tabTo(page, /^Save changes$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/insight\/edit\/\d+\/[\w-]{43}$/);
  const id = /\/insight\/edit\/(\d+)\//.exec(page.url())![1]!;
  const savedStatus = page.getByRole('status').filter({ hasText: 'Saved!' });
  await expect(savedStatus).toBeFocused();
  await expect(page.locator('.ce-header')).toHaveText('What the rota covers');

  // A tag by keyboard (back from "Saved!"): its button is disabled once added, so focus
  // returns to the select.
  await tabTo(page, /^Add an industry tag/, 40, 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, /^Add tag$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Add an industry tag' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: / added\.$/ })).toBeVisible();

  // Publish and save by keyboard, then read the article as members do.
  await tabTo(page, /^Live/);
  await page.keyboard.press('Space');
  const draftUrl = page.url();
  await tabTo(page, /^Save changes$/);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(draftUrl);
  await expect(savedStatus).toBeVisible();
  // The button was disabled while saving: focus is on the outcome, not the page.
  await expect(savedStatus).toBeFocused();
  await page.goto(`/insight/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'What the rota covers' })).toBeVisible();
  await expect(
    main.getByRole('list').filter({ hasText: 'Reading the alerts' }).getByRole('listitem'),
  ).toHaveText(['Reading the alerts', 'Writing the handover']);
  await expect(main.getByRole('img', { name: 'A rota pinned to a whiteboard' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Runbook\.pdf/ })).toBeVisible();

  // Tidy up.
  await page.goto('/my-insights');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await row.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
