import type { Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { MEMBER_PRIYA } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';

// An author's whole round: create a draft from My insights, write it in the block editor,
// tag it, publish it, find it where members and the public read it, then delete it (which
// also keeps other journeys' lists as the seed made them).
signedInAs(MEMBER_PRIYA);

// An 8 × 6 PNG and a minimal PDF: real files the server re-encodes or stores as sent.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ9buBFTEMpAQAnLU8kbXKywsAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const UPLOADED = /^\/media\/uploads\/[\w-]{22}\.\w+$/;

/** Adds a block from the editor's toolbox after the last one. */
async function addBlock(page: Page, tool: string) {
  await page.locator('.ce-block').last().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.locator('.ce-toolbar__plus').click();
  await page.locator('.ce-popover-item').filter({ hasText: tool }).first().click();
}

/** The image and attachment tools ask for their file as soon as they are added. */
async function addBlockWithFile(
  page: Page,
  tool: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await addBlock(page, tool);
  await (await chooser).setFiles(file);
}

const VIDEO = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

const TITLE = `Pairing juniors with on-call engineers ${Date.now()}`;

/**
 * "Create new insight" opens the editor with nothing stored; the first save (a title is
 * needed) stores it and moves to its edit page, where tags and the thumbnail are offered.
 */
async function openNewDraft(page: Page) {
  await page.goto('/my-insights');
  await page.getByRole('link', { name: 'Create new insight' }).click();
  await expect(page).toHaveURL(/\/insight\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New insight' })).toBeVisible();
  await expect(page.getByText('Save the insight to add tags and a thumbnail.')).toBeVisible();
  // The editor is loaded after the page: its first block takes typing once it is there.
  await expect(page.locator('.ce-paragraph').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/insight\/edit\/\d+\/[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit insight' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeFocused();
  await expect(page.locator('.ce-paragraph').first()).toBeVisible();
}

test('create, write, tag, publish, read on the platform and the news, then delete', async ({
  page,
}) => {
  // A whole authoring round (a dozen steps, two uploads, five page loads): 30 s was too
  // tight on a busy two-core runner.
  test.slow();
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await openNewDraft(page);
  const id = /\/insight\/edit\/(\d+)\//.exec(page.url())![1]!;
  await expectNoAxeViolations(page);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);

  // Tags change at once (each call answers the insight's tags).
  const tagSelect = page.getByRole('combobox', { name: 'Add an industry tag' });
  const firstTag = (await tagSelect.locator('option').nth(1).textContent())!.trim();
  await tagSelect.selectOption({ label: firstTag });
  await page.getByRole('button', { name: 'Add tag' }).click();
  const chips = page.getByRole('list', { name: 'Tags on this insight' });
  await expect(chips.getByRole('button', { name: `Remove tag ${firstTag}` })).toBeVisible();

  await page.locator('.ce-paragraph').first().click();
  await page.keyboard.type('Every new starter shadows a rota for a fortnight.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('They write the runbook changes they wished they had.');

  // A thumbnail, an image block and an attachment, each uploaded as the author would.
  await page
    .getByLabel('Choose a thumbnail image')
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
  const thumbnail = page.getByRole('region', { name: 'Thumbnail' }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', UPLOADED);
  await addBlockWithFile(page, 'Image', { name: 'rota.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.image-tool__image-picture')).toHaveAttribute('src', UPLOADED);
  await page.getByRole('textbox', { name: /^Alt text/ }).fill('A rota pinned to a whiteboard');
  await addBlockWithFile(page, 'Attachment', {
    name: 'Runbook checklist.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.locator('.cdx-attaches__title')).toHaveText('Runbook checklist.pdf');

  // A heading and a list from the toolbox, then an embed made by pasting a video's address.
  await addBlock(page, 'Heading');
  await page.keyboard.type('What the fortnight covers');
  await addBlock(page, 'Unordered List');
  await page.keyboard.type('Reading the alerts');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Writing the handover');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // an empty item ends the list with a new paragraph
  await page.evaluate((address) => {
    const data = new DataTransfer();
    data.setData('text/plain', address);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, VIDEO);
  await expect(page.locator('.embed-tool')).toHaveCount(1);

  // A draft save, then publish: each save moves to a fresh key and says so.
  const firstUrl = page.url();
  // By keyboard: after work in the editor, Enter on "Save changes" must still save (the
  // editor listens for keys on the whole document and used to swallow it).
  await page.getByRole('button', { name: 'Save changes' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();
  await expect(page).not.toHaveURL(firstUrl);
  await page.getByRole('checkbox', { name: /^Live/ }).press('Space');
  await expect(page.getByRole('checkbox', { name: /^Live/ })).toBeChecked();
  const draftUrl = page.url();
  await page.getByRole('button', { name: 'Save changes' }).press('Enter');
  // 'Saved!' from the first save is still showing: wait for this save's new key instead.
  await expect(page).not.toHaveURL(draftUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();

  // A reload at the fresh key shows what was stored: title, paragraphs, tag, live.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
  await expect(page.locator('.ce-paragraph').nth(1)).toHaveText(
    'They write the runbook changes they wished they had.',
  );
  await expect(chips).toContainText(firstTag);
  await expect(page.locator('.embed-tool iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE/,
  );
  await expect(page.getByRole('checkbox', { name: /^Live/ })).toBeChecked();

  // The retired key is no longer a way in.
  await page.goto(firstUrl);
  await expect(page.getByRole('alert')).toHaveText('Invalid link. Please try again');

  // Members read it with its paragraphs.
  await page.goto(`/insight/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const main = page.getByRole('main');
  await expect(main).toContainText('Every new starter shadows a rota for a fortnight.');
  await expect(main).toContainText('They write the runbook changes they wished they had.');
  await expect(
    main.getByRole('heading', { level: 2, name: 'What the fortnight covers' }),
  ).toBeVisible();
  const bodyList = main.getByRole('list').filter({ hasText: 'Reading the alerts' });
  await expect(bodyList.getByRole('listitem')).toHaveText([
    'Reading the alerts',
    'Writing the handover',
  ]);
  await expect(main.locator('[data-service="youtube"]')).toHaveCount(1);
  const picture = main.getByRole('img', { name: 'A rota pinned to a whiteboard' });
  await expect(picture).toHaveAttribute('src', UPLOADED);
  const attachment = main.getByRole('link', { name: /Runbook checklist\.pdf/ });
  await expect(attachment).toHaveAttribute('href', UPLOADED);
  const download = await page.request.get((await attachment.getAttribute('href'))!);
  expect(download.headers()['content-disposition']).toMatch(
    /^attachment; filename="Runbook checklist.pdf"/,
  );

  // The public reads it on the news pages, signed out.
  const anonymous = await page.context().browser()!.newContext();
  const pub = await anonymous.newPage();
  await pub.goto('/news');
  await pub.getByRole('link', { name: TITLE }).first().click();
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await anonymous.close();

  // My insights lists it live; delete asks first, then it is gone everywhere.
  await page.goto('/my-insights');
  const row = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row.getByText('Draft', { exact: true })).toHaveCount(0);
  // The confirmation names the insight before SPEC's question and starts on Cancel; a message
  // with focus follows.
  await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
  const question = row.getByRole('group', {
    name: `“${TITLE}”: Are you sure you want to delete this insight?`,
  });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: TITLE })).toHaveCount(0);
  const deleted = page.getByRole('status').filter({ hasText: `“${TITLE}” has been deleted.` });
  await expect(deleted).toBeVisible();
  await expect(deleted).toBeFocused();
  expect((await page.request.get(`/api/insight/${id}`)).status()).toBe(404);
  expect(blocked).toEqual([]);
});

test('a draft stays off the lists and is marked Draft; Cancel on delete keeps it', async ({
  page,
}) => {
  await openNewDraft(page);
  const id = /\/insight\/edit\/(\d+)\//.exec(page.url())![1]!;
  const title = `Draft ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();

  const list = (await (await page.request.get('/api/insights')).json()) as {
    insights: { id: number }[];
  };
  expect(list.insights.map((i) => String(i.id))).not.toContain(id);

  await page.goto('/my-insights');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  // Cancel keeps it, and gives focus back to its Delete button.
  const remove = row.getByRole('button', { name: `Delete ${title}` });
  await remove.click();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await expect(remove).toBeFocused();

  await remove.click();
  await row.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(row).toHaveCount(0);
});

test('a title is required: the save is refused and says which field', async ({ page }) => {
  await openNewDraft(page);
  const title = `Needs a title ${Date.now()}`;
  const field = page.getByRole('textbox', { name: 'Title' });
  await field.fill(title);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();

  await field.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The form's own error summary (no longer a browser alert), with a link to the field.
  await expect(page.getByRole('alert')).toContainText('The given data was invalid.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Enter a title');
  await page.getByRole('alert').getByRole('link', { name: 'Enter a title' }).click();
  await expect(field).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toHaveCount(0);

  // Tidy up: the draft (still saved under its earlier title) goes.
  await page.goto('/my-insights');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await row.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(row).toHaveCount(0);
});
