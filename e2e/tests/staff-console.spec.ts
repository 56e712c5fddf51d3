// The staff console (/admin) as its people use it: an admin deciding a pending sign-up, adding
// a sign-up domain and stopping a member's sign-in; an editor working an enquiry from the
// staff email; and what members and editors may not open.
import { test, expect, type Page } from './base-test.ts';
import {
  ADMIN,
  DEMO_PASSWORD,
  EDITOR,
  findMail,
  setPasswordPath,
  signIn,
  waitForMail,
} from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';
import { uniqueEmail, verifyEmail, waitForStaffMail } from './signup-fixtures.ts';

const LEARNER_PASSWORD = 'Console-Approved-77';

/**
 * Sensitive actions ask for the password when it was not entered in the last 15 minutes: the
 * first one in this session does. Answers the dialog when it comes, by keyboard.
 */
async function confirmIfAsked(page: Page, expected = false) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  const asked = await dialog
    .waitFor({ timeout: expected ? 10_000 : 3_000 })
    .then(() => true)
    .catch(() => false);
  expect(asked || !expected, 'the password is asked for again').toBe(true);
  if (!asked) return;
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  // A wrong password is refused in the dialog, which stays open.
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  // The one form's error summary: its title, then the refusal (decision 0080).
  await expect(dialog.getByRole('alert', { name: 'There is a problem' })).toHaveText(
    'There is a problemThe password is not correct.',
  );
  await dialog.getByLabel('Your password').fill('');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test.describe('an admin', () => {
  signedInAs(ADMIN);

  test('reaches the console from the member area in one click, on a desktop and on a phone', async ({
    page,
  }) => {
    // Signing in lands every member on the dashboard; staff have the way in beside it.
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Staff console' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    // And back again from the console's header.
    await page.getByRole('link', { name: 'Back to the platform' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // On a phone it is in the menu, in its own Staff group.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Platform menu' });
    await menu.getByRole('link', { name: 'Staff console' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expectNoAxeViolations(page);
  });

  test('approves a learner from an unmatched address, who then sets a password, signs in, and is stopped at once when disabled', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const since = new Date(Date.now() - 1000);
    const email = uniqueEmail('gmail.com', 'review');
    const visitor = await (await browser.newContext({ storageState: undefined })).newPage();
    await visitor.goto('/join-the-community');
    await verifyEmail(visitor, 'Your learning provider email address', email);
    await visitor.getByLabel('First name').fill('Casey');
    await visitor.getByLabel('Last name').fill('Morgan');
    await visitor.getByLabel('Contact email').fill(email);
    await visitor.getByLabel('Gender').selectOption({ index: 1 });
    await visitor.getByLabel('Ethnicity').selectOption({ index: 1 });
    await visitor.getByLabel('Start year').selectOption('2024');
    await visitor.getByRole('button', { name: 'Register' }).click();
    await expect(visitor).toHaveURL(/\/registered\?review=1$/);
    await waitForMail(request, email, since);

    // The dashboard counts it; the list shows it; its page decides it.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Pending reviews' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pending review');
    await page.getByRole('search').getByLabel('Name or email').fill(email);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=review/);
    await page.getByRole('link', { name: 'Casey Morgan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Casey Morgan');
    // The review page, at both widths.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }

    // Decided by keyboard: Enter on the button, the error summary, the selects, Enter again.
    const approve = page.getByRole('region', { name: 'Approve' });
    await approve.getByRole('button', { name: 'Approve sign-up' }).press('Enter');
    await expect(page.getByRole('alert').first()).toBeVisible();
    const providerField = approve.getByLabel('Learning provider');
    await expect(providerField).toHaveAttribute('aria-invalid', 'true');
    await providerField.focus();
    await providerField.selectOption({ label: 'Northbridge University' });
    await page.keyboard.press('Tab');
    await expect(approve.getByLabel('Course')).toBeFocused();
    await approve.getByLabel('Course').selectOption({ index: 1 });
    const approvedAt = new Date(Date.now() - 1000);
    await approve.getByRole('button', { name: 'Approve sign-up' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/reviews\?done=approved/);
    const done = page.getByRole('status').filter({ hasText: 'sign-up is approved' });
    await expect(done).toContainText('Casey Morgan’s sign-up is approved');
    await expect(page.getByRole('link', { name: 'Casey Morgan' })).toHaveCount(0);

    // The learner follows the emailed link, sets a password and signs in.
    const mail = await findMail(
      request,
      (m) => m.to === email && new Date(m.created_at) >= approvedAt && /set-password/.test(m.text),
    );
    // The outbox shows staff that it went, by recipient and subject, never the link in it.
    await expect(async () => {
      await page.goto(`/admin/outbox?state=sent&q=${encodeURIComponent(email)}`);
      const sent = page.getByRole('region', { name: 'Sent mail' });
      await expect(sent.getByRole('cell', { name: mail.subject }).first()).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('main')).not.toContainText('set-password');
    await visitor.goto(setPasswordPath(mail.text));
    await visitor.getByLabel('Password', { exact: true }).fill(LEARNER_PASSWORD);
    await visitor.getByLabel('Repeat Password').fill(LEARNER_PASSWORD);
    await visitor.getByRole('button', { name: /set password|save|update/i }).click();
    await visitor
      .getByRole('link', { name: 'Log In' })
      .or(visitor.getByRole('button', { name: 'Log In' }))
      .click();
    await signIn(visitor, email, LEARNER_PASSWORD);
    await expect(visitor.getByText('Casey Morgan').first()).toBeVisible();
    expect((await visitor.request.get('/api/user')).status()).toBe(200);

    // A member is not staff: the console is the site's 404 page for them.
    const notFound = await visitor.goto('/admin');
    expect(notFound?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      "Oops, we cannot find the page you're looking for.",
    );
    expect((await visitor.request.get('/api/admin/dashboard')).status()).toBe(403);

    // Disabling their sign-in ends the session they have open, at once.
    await page.goto('/admin/members?q=' + encodeURIComponent(email));
    await page.getByRole('link', { name: 'Casey Morgan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casey Morgan');
    await page.getByRole('button', { name: 'Disable sign-in' }).click();
    await page.getByRole('button', { name: 'Yes, disable sign-in' }).click();
    // The first sensitive action of this session: the password is asked for again.
    await confirmIfAsked(page, true);
    await expect(page.getByRole('status').filter({ hasText: 'Sign-in is disabled' })).toBeVisible();
    expect((await visitor.request.get('/api/user')).status()).toBe(401);
    await visitor.goto('/dashboard');
    await expect(visitor).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'Enable sign-in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'enabled again' })).toBeVisible();
    await visitor.context().close();
  });

  test('adds a sign-up domain to a learning provider, and the next sign-up from it is matched', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const domain = `e2e${Date.now().toString(36)}.ac.uk`;
    await page.goto('/admin/organisations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organisations');
    const first = page
      .getByRole('region', { name: 'Learning providers' })
      .getByRole('rowheader')
      .first();
    const provider = (await first.getByRole('link').textContent())!.trim();
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(provider);

    const domains = page.getByRole('region', { name: 'Sign-up email domains' });
    // A webmail domain is refused under the field.
    await domains.getByLabel('Add a domain').fill('gmail.com');
    await domains.getByRole('button', { name: 'Add domain' }).click();
    await confirmIfAsked(page);
    await expect(domains.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
    await expect(domains.getByLabel('Add a domain')).toHaveAccessibleDescription(
      /Webmail and disposable email domains cannot be sign-up domains/,
    );
    await domains.getByLabel('Add a domain').fill(domain.toUpperCase());
    await domains.getByRole('button', { name: 'Add domain' }).click();
    await confirmIfAsked(page);
    await expect(domains.getByRole('status')).toContainText(`${domain} is added`);
    await expect(domains.getByRole('listitem').filter({ hasText: domain })).toBeVisible();

    // A learner from a subdomain of it is matched to the provider at once.
    const visitor = await (await browser.newContext({ storageState: undefined })).newPage();
    await visitor.goto('/join-the-community');
    const email = uniqueEmail(`students.${domain}`);
    await verifyEmail(visitor, 'Your learning provider email address', email);
    await expect(
      visitor.getByRole('status').filter({ hasText: 'confirmed as issued by' }),
    ).toContainText(`${email} is confirmed as issued by ${provider}`);
    await visitor.context().close();

    // Removing it affects only future sign-ups; the audit log has both changes.
    await domains.getByRole('button', { name: `Remove ${domain}` }).click();
    await confirmIfAsked(page);
    await expect(domains.getByRole('status')).toContainText(`${domain} is removed`);
    await page.goto('/admin/audit?kind=organisation.domain_add');
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(
      'Sign-up domain added',
    );

    // Found again by the person who made the change, named in words with the record.
    await page.goto('/admin/audit');
    await page.getByLabel("A person's name or email, or text in the change").fill('Morgan Admin');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=Morgan/);
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log).toContainText('Sign-up domain removed');
    await expect(log.getByRole('link', { name: provider }).first()).toBeVisible();
  });

  test('edits a course’s title in the console, and the public course page shows it at once', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/admin/courses?listed=true');
    await page.getByRole('rowheader').first().getByRole('link').click();
    const details = page.getByRole('region', { name: 'Details' });
    const title = details.getByLabel('Title');
    const before = await title.inputValue();
    const after = `${before.slice(0, 150)} (renamed ${Date.now()})`;
    const rename = async (text: string) => {
      await title.fill(text);
      await details.getByRole('button', { name: 'Save details' }).click();
      await expect(
        details.getByRole('status').filter({ hasText: 'The course is saved.' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    };
    await rename(after);
    const consolePage = page.url();
    const publicPage = await page
      .getByRole('link', { name: 'View the public page' })
      .getAttribute('href');
    expect(publicPage).toMatch(/^\/course\/\d+$/);
    await page.goto(publicPage!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(after);

    // Put it back, so the finder's other journeys read the demo data.
    // Opened afresh rather than by the back button: the browser restores the typed title from
    // history while the form keeps the version it first read, so a save from there is refused
    // as stale (409), which is the form doing its job, not what this journey is about.
    await page.goto(consolePage);
    await expect(title).toHaveValue(after);
    await rename(before);
    await page.goto(publicPage!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);
  });

  test('every console page is axe-clean at 1280 and 375 px, every list fits a phone, and lists keep their state in the URL', async ({
    page,
  }) => {
    // 27 pages (the 17 lists among them) and 7 records at two widths, each through axe.
    test.setTimeout(300_000);
    const pages = [
      '/admin',
      '/admin/members',
      '/admin/members?status=active&sort=name&dir=asc',
      '/admin/staff',
      '/admin/reviews',
      '/admin/enquiries',
      '/admin/organisations?kind=employer',
      '/admin/organisations/new?kind=school',
      '/admin/courses',
      '/admin/courses?listed=false&sort=updated&dir=desc',
      '/admin/courses/new',
      '/admin/events',
      '/admin/events/new',
      '/admin/insights',
      '/admin/subscribers',
      '/admin/audit',
      '/admin/rights-requests',
      '/admin/rights-requests/new',
      '/admin/equality',
      '/admin/outbox',
      '/admin/outbox?state=waiting',
      '/admin/outbox?state=sent',
      '/admin/tags',
      '/admin/ctas',
      '/admin/quotes',
      '/admin/credentials',
      '/admin/newsletter',
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const path of pages) {
        await page.goto(path);
        await expectNoAxeViolations(page);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        if (viewport === PHONE) {
          // On a phone a table's rows are labelled cards: no table scrolls sideways inside its
          // region either (decision 0084), so no column is cut off.
          const sideways = await page.evaluate(
            () =>
              Array.from(document.querySelectorAll('table'))
                .map((table) => table.parentElement!)
                .filter((box) => box.scrollWidth > box.clientWidth).length,
          );
          expect(sideways, `${path}: a table scrolls sideways`).toBe(0);
        }
      }
    }
    // A member's card on a phone names each of its cells, the status among them.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/members');
    const card = page.locator('tbody tr').first();
    await expect(card.getByText('Status', { exact: true })).toBeVisible();
    await expect(card.getByText('Email', { exact: true })).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(card.getByText('Status', { exact: true })).toBeHidden();
    // Record pages too, reached from their lists, at both widths.
    const records: { list: string; open: () => Promise<void> }[] = [
      {
        list: '/admin/members?q=learner%40northbridge',
        open: () => page.getByRole('link', { name: 'Ada Learner' }).click(),
      },
      {
        list: '/admin/enquiries',
        open: () =>
          page
            .getByRole('region', { name: 'Enquiries' })
            .getByRole('rowheader')
            .first()
            .getByRole('link')
            .click(),
      },
      ...['/admin/courses', '/admin/events'].map((list) => ({
        list,
        open: async () => {
          await page.getByRole('rowheader').first().getByRole('link').click();
          await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
        },
      })),
      ...['employer', 'school'].map((kind) => ({
        list: `/admin/organisations?kind=${kind}`,
        open: async () => {
          await page.getByRole('rowheader').first().getByRole('link').click();
          await expect(page.getByRole('region', { name: 'Sign-up email domains' })).toBeVisible();
        },
      })),
      {
        list: '/admin/insights',
        open: async () => {
          await page.getByRole('rowheader').first().getByRole('link').click();
          await expect(page.getByRole('complementary', { name: 'Moderation' })).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        },
      },
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const { list, open } of records) {
        await page.goto(list);
        await open();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `a record from ${list}`).toBeLessThanOrEqual(0);
      }
    }

    // Sorting by a column is a link: the URL says it, the header says it.
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/members');
    await page.getByRole('link', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.reload();
    await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});

test.describe('an admin answering a rights request', () => {
  signedInAs(ADMIN);

  test('logs a request that arrived by post, sees when it is due, works it and closes it', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: 'Rights requests due' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Rights requests' })
      .click();
    await page.getByRole('link', { name: 'Log a request' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a rights request');

    // Nothing chosen: the summary lists what is missing and links to it.
    await page.getByLabel('Their name').fill('Jo Rivers');
    await page.getByRole('button', { name: 'Log request' }).click();
    await expect(page.getByLabel('Kind')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Kind').selectOption('rectification');
    await page.getByLabel('Received by').selectOption('post');
    // Six days ago, so the journey never ages out; due a month later as PostgreSQL counts it
    // (the same day next month, or that month's last day).
    const received = new Date(Date.now() - 6 * 86_400_000);
    const [y, m, d] = [received.getUTCFullYear(), received.getUTCMonth(), received.getUTCDate()];
    const due = new Date(
      Date.UTC(y, m + 1, Math.min(d, new Date(Date.UTC(y, m + 2, 0)).getUTCDate())),
    );
    const day = (date: Date) => date.toISOString().slice(0, 10);
    await page.getByLabel('Date received').fill(day(received));
    await page.getByRole('button', { name: 'Log request' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Rights request from Jo Rivers',
    );
    // A month after it arrived.
    await expect(page.getByRole('status').filter({ hasText: 'is logged' })).toContainText(day(due));
    await expectNoAxeViolations(page);

    const work = page.getByRole('region', { name: 'Work on it' });
    await work.getByLabel('Status').selectOption('done');
    await work
      .getByLabel('Outcome')
      .fill('Corrected the contact address; told Jo by post on 24 Nov.');
    await work.getByRole('button', { name: 'Save' }).click();
    await expect(work.locator('[data-result]')).toHaveText('The request is saved.');
    await expect(work.locator('[data-result]')).toBeFocused();
    await page.goto('/admin/rights-requests?status=done&q=Jo%20Rivers');
    await expect(page.getByRole('link', { name: 'Jo Rivers' }).first()).toBeVisible();
  });
});

test('an editor opens an enquiry from the staff email, signs in, notes it and closes it; the members area is not theirs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('riverside-analytics.test');
  await page.goto('/join-employers');
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('07700 900202');
  await page.getByLabel('Job title').fill('Head of Talent');
  await page
    .getByRole('textbox', { name: 'Organisation', exact: true })
    .fill('Riverside Analytics');
  await page.getByLabel('Address').fill('2 Quay Street, Bristol');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/submitted$/);

  const staffMail = await waitForStaffMail(request, email);
  const link = /https?:\/\/\S+\/admin\/enquiries\/\d+/.exec(staffMail.text);
  expect(link, 'the staff email links to the enquiry').not.toBeNull();
  const enquiryPath = new URL(link![0]).pathname;

  // Signed out: sign in first, then straight on to the enquiry.
  await page.goto(enquiryPath);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(EDITOR);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${enquiryPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry from Noor Haddad');

  // Status, assignee and a note are one form: a typed note is saved with the status.
  const work = page.getByRole('region', { name: 'Status, assignee and notes' });
  await work.getByLabel('Status', { exact: true }).selectOption('closed');
  await work.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Robin Editor' });
  await work.getByLabel('New note (optional)').fill('Called Noor; sending the employer pack.');
  await work.getByRole('button', { name: 'Save' }).click();
  const result = work.locator('[data-result]');
  // Closing it can be taken back for a while (decision 0094).
  await expect(result).toContainText('The enquiry is saved and your note is added. It is closed.');
  await expect(result.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(result).toBeFocused();
  // The note joins the enquiry's timeline of replies and notes.
  const timeline = page.getByRole('region', { name: 'Replies and notes' });
  await expect(timeline.getByRole('listitem')).toContainText([
    'Called Noor; sending the employer pack.',
  ]);
  await expect(timeline.getByRole('listitem').first()).toContainText('Robin Editor');
  await expect(work.getByLabel('New note (optional)')).toHaveValue('');
  // The message describes the saved form: typing again clears it.
  await work.getByLabel('New note (optional)').fill('x');
  await expect(result).toBeEmpty();
  await work.getByLabel('New note (optional)').fill('');
  await page.reload();
  await expect(page.getByText('Closed').first()).toBeVisible();
  await expect(work.getByLabel('Assignee', { exact: true })).toHaveValue(/\d+/);

  // The inbox finds it among the closed ones assigned to this editor.
  await page.goto('/admin/enquiries?status=closed&assignee=me');
  await expect(page.getByRole('link', { name: 'Noor Haddad' })).toBeVisible();

  // Members, staff and organisations are for admins: no link, a 403 page saying an admin can
  // do this (not a 404: the page exists), 403 from the API.
  await expect(
    page.getByRole('navigation', { name: 'Staff console' }).getByRole('link'),
  ).toHaveText([
    'Dashboard',
    'Courses',
    'Events',
    'Insights',
    'Tags',
    'Calls to action',
    'Quotes',
    'Credentials',
    'Enquiries',
    'Subscribers',
    'Newsletter',
  ]);
  expect((await page.goto('/admin/outbox'))?.status()).toBe(403);
  const members = await page.goto('/admin/members');
  expect(members?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Only an admin can open this page',
  );
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.goto('/admin/rights-requests'))?.status()).toBe(403);
  expect((await page.request.get('/api/admin/members')).status()).toBe(403);
});
