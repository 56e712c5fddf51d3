// An enquiry answered from the console (issue 36): an editor notes it, replies from the page
// (a refused send keeps the typed words), the reply arrives as a plain-text email from the
// site's address with the team's as Reply-To, and the enquiry shows the note and the reply as
// one timeline, oldest first, each with who and when. Then an admin downloads the audit log,
// filtered to replies, as CSV. Axe-clean at 1280 and 375 px; the page never scrolls sideways.
import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from './base-test.ts';
import { ADMIN, EDITOR, findMail, signIn, type CapturedMail } from './fixtures.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';
import { uniqueEmail, waitForStaffMail } from './signup-fixtures.ts';

const REPLY_SUBJECT = 'Your enquiry to Tech Industry Gold';
/** STAFF_INBOX's default, which TEAM_ADDRESS falls back to. */
const TEAM = 'staff@techgold.test';
/** "Sat 28 Nov 2026, 19:36": UK time as the console writes it. */
const UK_TIME = /\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/;

async function fitsTheScreen(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(width);
}

test('an editor answers an enquiry from the console; the timeline keeps the reply and the note', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('larkfield-data.test');
  await page.goto('/join-employers');
  await page.getByLabel('First name').fill('Amal');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('07700 900303');
  await page.getByLabel('Job title').fill('Data Lead');
  await page.getByRole('textbox', { name: 'Organisation', exact: true }).fill('Larkfield Data');
  await page.getByLabel('Address').fill('7 Mill Lane, York');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/submitted$/);
  const staffMail = await waitForStaffMail(request, email);
  const enquiryPath = new URL(/https?:\/\/\S+\/admin\/enquiries\/\d+/.exec(staffMail.text)![0])
    .pathname;

  await page.setViewportSize(DESKTOP);
  await signIn(page, EDITOR);
  await page.goto(enquiryPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry from Amal Reyes');
  const timeline = page.getByRole('region', { name: 'Replies and notes' });
  await expect(timeline).toContainText('No replies or notes yet.');

  // A note first, through the status form.
  const work = page.getByRole('region', { name: 'Status, assignee and notes' });
  await work
    .getByLabel('New note (optional)')
    .fill('Sam knows Larkfield; asked him to call first.');
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(work.locator('[data-result]')).toHaveText('Your note is added.');

  // An empty reply is refused in the form's own words, with the cursor one link away.
  const reply = page.getByRole('form', { name: 'Reply to Amal Reyes' });
  const box = reply.getByLabel('Your reply to Amal Reyes');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  const problem = reply.getByRole('alert', { name: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link', { name: 'Enter your reply' })).toBeVisible();

  // A send that fails keeps what was typed.
  const words = 'Thank you, Amal.\nWe would be glad to meet <b>next week</b>: does Tuesday suit?';
  await box.fill(words);
  await page.route('**/api/admin/enquiries/*/replies', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The service is busy. Try again in a minute.' }),
    }),
  );
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(problem).toBeFocused();
  await expect(problem).toContainText('The service is busy. Try again in a minute.');
  await expect(box).toHaveValue(words);
  await page.unroute('**/api/admin/enquiries/*/replies');

  // Sent: the result says so plainly and has focus; the box empties; the reply is the
  // timeline's last entry, after the note, each with who and when.
  await reply.getByRole('button', { name: 'Send reply' }).click();
  const result = reply.locator('[data-result]');
  await expect(result).toHaveText('Your reply is sent. It is the last entry above.');
  await expect(result).toBeFocused();
  await expect(box).toHaveValue('');
  const entries = timeline.getByRole('list', { name: 'Replies and notes, oldest first' });
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  const [note, sent] = [
    entries.getByRole('listitem').first(),
    entries.getByRole('listitem').last(),
  ];
  await expect(note).toContainText('Note (only staff see it)');
  await expect(note).toContainText('Sam knows Larkfield; asked him to call first.');
  await expect(sent).toContainText('Reply emailed to Amal Reyes');
  await expect(sent).toContainText('by Robin Editor');
  await expect(sent).toContainText(UK_TIME);
  await expect(sent).toContainText('We would be glad to meet <b>next week</b>: does Tuesday suit?');
  await expect(sent).toContainText(/Email (waiting|sent)/);

  // The email: plain text, from the site, answers going to the team.
  const mail = (await findMail(
    request,
    (m) => m.to === email && m.subject === REPLY_SUBJECT,
  )) as CapturedMail & { headers: Record<string, string> };
  expect(mail.headers['Reply-To']).toBe(TEAM);
  expect(mail.html).toBe('');
  expect(mail.text).toContain(`Hello Amal,\n\n${words}\n\nRobin Editor\nTech Industry Gold`);
  expect(mail.text).toMatch(/you sent us this enquiry:\n> Amal Reyes asked to join/);
  expect(mail.text).toContain('> Organisation: Larkfield Data');

  // Still there after a reload, and the email is on its way or gone.
  await page.reload();
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await fitsTheScreen(page, DESKTOP.width);
  await page.setViewportSize(PHONE);
  await expect(entries.getByRole('listitem').last()).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsTheScreen(page, PHONE.width);

  // The admin's audit log, filtered to replies, downloads as CSV with the filters kept.
  await page.context().clearCookies();
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto('/admin/audit?target_type=enquiry&kind=enquiry.reply');
  await expect(
    page.getByRole('cell', { name: 'Reply emailed to an enquirer' }).first(),
  ).toBeVisible();
  const csvLink = page.getByRole('link', { name: 'Download as CSV' });
  await expect(csvLink).toHaveAttribute(
    'href',
    '/api/admin/audit.csv?target_type=enquiry&kind=enquiry.reply',
  );
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('"When (UK time)","Who","What","Record","Changes"');
  // Only replies; the newest (this one) first, in the page's words.
  expect(lines[1]).toMatch(
    /^"\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}","Robin Editor","Reply emailed to an enquirer","Enquiry: Amal Reyes \(Larkfield Data\)",/,
  );
  expect(lines.filter((l) => l && !l.includes('Reply emailed to an enquirer'))).toEqual([lines[0]]);
  // The reply's words are not in the log (nor, so, in its CSV).
  expect(csv).not.toContain('Tuesday');
});
