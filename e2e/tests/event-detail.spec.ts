import fs from 'node:fs';
import { expect, test, type APIRequestContext } from './base-test.ts';
import { listEvents, type ApiEvent } from './events-fixtures.ts';
import { MEMBER_LOWRI } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

signedInAs(MEMBER_LOWRI);

const NOT_FOUND = "Oops, we cannot find the page you're looking for.";

/** The soonest upcoming event the learner has not saved. */
async function unsavedEvent(request: APIRequestContext) {
  const { events } = await listEvents(request);
  const event = events.find((e) => !e.saved);
  expect(event).toBeDefined();
  return event as ApiEvent;
}

test('the event page shows when, where and details, and saves and unsaves the event', async ({
  page,
}) => {
  const event = await unsavedEvent(page.request);
  await page.goto(`/event/${event.id}`);
  await expect(page).toHaveTitle(
    new RegExp(`^${event.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.name);
  await expect(page.getByRole('img', { name: event.name })).toHaveAttribute(
    'src',
    event.image_url!,
  );
  const when = page.getByRole('region', { name: 'When' });
  // Demo events last a few hours on one day: the date shows once, then the end time.
  await expect(when).toContainText(
    /^When(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} to \d{2}:\d{2} \(UK time\)$/,
  );
  const where = page.getByRole('region', { name: 'Where' });
  for (const line of [event.venue!.address1, event.venue!.city, event.venue!.postcode]) {
    await expect(where).toContainText(line!);
  }

  const save = page.getByRole('button', { name: 'Save Event' });
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  const saved = await listEvents(page.request, '?saved=1&limit=50');
  expect(saved.events.map((e) => e.id)).toContain(event.id);

  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save Event' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Event' })).toBeVisible();
  const after = await listEvents(page.request, '?saved=1&limit=50');
  expect(after.events.map((e) => e.id)).not.toContain(event.id);

  // The breadcrumb leads back to the list.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page).toHaveURL(/\/events$/);
});

test('Book Tickets and the calendar links open in a new tab; the .ics file downloads', async ({
  page,
}) => {
  const event = await unsavedEvent(page.request);
  await page.goto(`/event/${event.id}`);

  const book = page.getByRole('link', { name: /^Book Tickets/ });
  await expect(book).toHaveAttribute('href', event.url!);
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', 'noopener noreferrer');

  const calendar = page.getByRole('region', { name: 'Add to calendar' });
  const google = calendar.getByRole('link', { name: /^Google Calendar/ });
  const googleUrl = new URL((await google.getAttribute('href'))!);
  expect(googleUrl.origin + googleUrl.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(googleUrl.searchParams.get('action')).toBe('TEMPLATE');
  expect(googleUrl.searchParams.get('text')).toBe(event.name);
  const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(googleUrl.searchParams.get('dates')).toBe(`${compact(event.start)}/${compact(event.end)}`);
  expect(googleUrl.searchParams.get('location')).toContain(event.venue!.city!);
  const outlook = calendar.getByRole('link', { name: /^Outlook Calendar/ });
  const outlookUrl = new URL((await outlook.getAttribute('href'))!);
  expect(outlookUrl.origin + outlookUrl.pathname).toBe(
    'https://outlook.live.com/calendar/0/action/compose',
  );
  expect(outlookUrl.searchParams.get('subject')).toBe(event.name);
  expect(outlookUrl.searchParams.get('startdt')).toBe(event.start.replace(/\.\d{3}Z$/, 'Z'));
  for (const link of [google, outlook]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    calendar.getByRole('link', { name: 'Download calendar file (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
  const ics = fs.readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  const lines = ics.split('\r\n');
  expect(lines).toContain('BEGIN:VEVENT');
  expect(lines).toContain(`UID:event-${event.id}@127.0.0.1`);
  expect(lines).toContain(`DTSTART:${compact(event.start)}`);
  expect(lines).toContain(`DTEND:${compact(event.end)}`);
  expect(lines).toContain(`SUMMARY:${event.name.replace(/,/g, '\\,')}`);
  expect(lines.find((l) => l.startsWith('LOCATION:'))).toContain(event.venue!.postcode!);
  // URL may carry a VALUE=URI parameter.
  const url = lines.find((l) => /^URL[;:]/.test(l)) ?? '';
  expect(url.slice(url.indexOf(':') + 1)).toBe(event.url);
});

test('nothing executable from the description reaches the page', async ({ page }) => {
  const event = await unsavedEvent(page.request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { name: 'About the event' })).toBeVisible();
  // The dropped link's text stays, as text: clicking it runs nothing.
  await page.getByText('Tell a friend: share this event').click();
  await expect(page.getByRole('link', { name: 'share this event' })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __eventScriptRan?: boolean }).__eventScriptRan),
  ).toBeUndefined();
  const main = page.getByRole('main');
  await expect(main.locator('script, style, iframe, [onclick], [onerror], [style]')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:" i]')).toHaveCount(0);
  // Allowed markup stays: the FAQ link, opening in a new tab.
  const faq = main.getByRole('link', { name: 'event FAQ' });
  await expect(faq).toHaveAttribute('href', 'https://www.example.org/events/faq');
  await expect(faq).toHaveAttribute('target', '_blank');
  await expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
  // Not even blocked attempts (CSP reports them as console errors).
  expect(problems).toEqual([]);
});

test('an unknown, not live or malformed event id shows the 404 page', async ({ page }) => {
  for (const id of ['999999', '1', 'abc', '0']) {
    // Event 1 in the demo data is a completed (not live) event.
    const response = await page.goto(`/event/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  }
});
