import { expect, test, type Page } from './base-test.ts';
import { AUTHOR, EMPLOYEE, signIn } from './fixtures.ts';
import { expectNoAxeViolations } from './public-fixtures.ts';

async function expectPage(page: Page, path: string, heading: string | RegExp, title: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(title);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(30);
}

test('employers: hero, the four steps, results and latest news', async ({ page }) => {
  await expectPage(page, '/employers', /Shape the skills/, /^Employers \| Tech Industry Gold$/);
  const steps = page.getByRole('region', { name: /Four steps/ }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText([/Input$/, /Define$/, /Develop$/, /Accredit$/]);
  await expect(page.getByText('89%', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('article')).toHaveCount(
    4,
  );
  await expect(
    page.getByRole('link', { name: 'Join the employer network' }).first(),
  ).toHaveAttribute('href', '/join-employers');
  // Employer users have an account question that matches its answer, and a sign-in page
  // that is theirs too (the header keeps SPEC's 'Learner login').
  const main = page.getByRole('main');
  await expect(main.getByText('Already a member? Sign up')).toHaveCount(0);
  await expect(main.getByText('Already have an account? Sign in')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Learner login' })).toBeVisible();
  await main.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main')).toContainText(
    'Learners, employers and learning provider staff all sign in here.',
  );
});

test('FAQ accordion: one item open at a time; clicking the open one closes it', async ({
  page,
}) => {
  await page.goto('/employers');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(8);
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  const first = questions.nth(0);
  const third = questions.nth(2);
  await expect(async () => {
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  await expect(
    faq.getByRole('region', { name: 'What does it cost to join the employer network?' }),
  ).toBeVisible();
  await expect(faq.getByText('Nothing. Membership is free')).toBeVisible();

  await third.click();
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText('Nothing. Membership is free')).toBeHidden();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

  await third.click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  // Keyboard: Enter and Space toggle the focused question.
  await questions.nth(7).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(7)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(questions.nth(7)).toHaveAttribute('aria-expanded', 'false');
});

test('learning providers: links to get-accredited and the scheme, a random 15 of 40 providers', async ({
  page,
}) => {
  await expectPage(page, '/learning-providers', /industry sets/, /^Learning Providers \|/);
  await expect(page.getByRole('link', { name: 'Get accredited' }).first()).toHaveAttribute(
    'href',
    '/get-accredited',
  );
  await expect(
    page.getByRole('link', { name: 'What is Tech Industry Gold?' }).first(),
  ).toHaveAttribute('href', '/what-is-tech-industry-gold');
  const strip = page.getByTestId('logo-strip').getByRole('listitem');
  await expect(strip).toHaveCount(15);
  const names = new Set(await strip.allTextContents());
  expect(names.size).toBe(15);
});

test('learners: scheme, courses and community links; Sign up and Sign in, or Go to dashboard', async ({
  page,
}) => {
  await expectPage(page, '/learners', /comes with a community/, /^Learners \|/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/join-the-community',
  );
  await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /What is Tech Industry Gold/ })).toHaveAttribute(
    'href',
    '/what-is-tech-industry-gold',
  );
  await expect(main.getByRole('link', { name: /^Find a course/ })).toHaveAttribute(
    'href',
    '/courses',
  );
  await expect(main.getByRole('link', { name: /^Join the community/ })).toHaveAttribute(
    'href',
    '/join-the-community',
  );

  await signIn(page, EMPLOYEE);
  await page.goto('/learners');
  await expect(main.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(main.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // The header switches too (SPEC §2 public header).
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Go to dashboard' }).first(),
  ).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Learner login' })).toHaveCount(
    0,
  );
});

test('about has the get-accredited call to action', async ({ page }) => {
  await expectPage(page, '/about', /one standard/, /^About \|/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Get accredited' }),
  ).toHaveAttribute('href', '/get-accredited');
});

test('what is Tech Industry Gold: the provider process and the employer side', async ({ page }) => {
  await expectPage(
    page,
    '/what-is-tech-industry-gold',
    'What is Tech Industry Gold?',
    /^What is Tech Industry Gold \|/,
  );
  const providers = page.getByRole('region', { name: 'How a course is accredited' });
  await expect(providers.getByRole('heading', { level: 3 })).toHaveText([
    /Preparation$/,
    /Submission$/,
    /Accreditation$/,
    /Promotion$/,
  ]);
  await expect(providers).toContainText('12-week submission window');
  await expect(providers).toContainText('within 24 hours');
  await expect(page.getByRole('region', { name: 'Where employers come in' })).toBeVisible();
  // The grey info box toggles.
  const info = page.getByText('What does the 12-week submission window mean?');
  await info.click();
  await expect(page.getByText('you have 12 weeks to complete it')).toBeVisible();
  await info.click();
  await expect(page.getByText('you have 12 weeks to complete it')).toBeHidden();
});

test('privacy and terms carry the SPEC facts and dates', async ({ page }) => {
  await expectPage(page, '/privacy', 'Privacy policy', /^Privacy policy \|/);
  const main = page.getByRole('main');
  await expect(main).toContainText('Last updated October 2024');
  await expect(main).toContainText('UK data protection law');
  await expect(main).toContainText('learners, educators and industry professionals');
  await expect(main).toContainText('third-party credentialing platform');
  await expect(main).toContainText('14 months after the last credential is offered');
  await expect(main).toContainText('within about a month');

  await expectPage(page, '/terms', 'Terms of use', /^Terms of use \|/);
  await expect(page.getByRole('main')).toContainText('Last updated June 2021');
});

test('the accessibility statement is one click from every page, and says how to get help', async ({
  page,
}) => {
  await page.goto('/courses');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  const main = page.getByRole('main');
  for (const heading of [
    'How accessible this website is',
    'Feedback and contact information',
    'Reporting accessibility problems with this website',
    'Enforcement procedure',
  ])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(main.getByRole('link', { name: 'hello@techgold.test' }).first()).toHaveAttribute(
    'href',
    'mailto:hello@techgold.test',
  );
  // The sign-in pages' own footer links to it too.
  await page.goto('/login');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }),
  ).toHaveAttribute('href', '/accessibility');
});

test('contact: one click from every footer, with a real way to reach us and the enquiry forms', async ({
  page,
}) => {
  // Two axe passes and seven page loads: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  for (const viewport of [
    { width: 320, height: 700 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/news');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Get help or make an enquiry' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(/^Contact us \| Tech Industry Gold$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'hello@techgold.test' })).toHaveAttribute(
      'href',
      'mailto:hello@techgold.test',
    );
    await expect(main.getByText('Manchester M1 7ZZ')).toBeVisible();
    for (const [name, href] of [
      ['Join our employer network', '/join-employers'],
      ['Get accredited', '/get-accredited'],
      ['Find a course', '/courses'],
      ['Reset your password', '/login?mode=forgot'],
      ['Accessibility statement', '/accessibility'],
    ] as const)
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
  await page.getByRole('main').getByRole('link', { name: 'Join our employer network' }).click();
  await expect(page).toHaveURL(/\/join-employers$/);

  // The accessibility statement's feedback section and the sign-in pages lead here too.
  await page.goto('/accessibility');
  await expect(page.getByRole('main').getByRole('link', { name: 'contact page' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await page.goto('/login');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }),
  ).toHaveAttribute('href', '/contact');
});

test('partner pages: sign-up opens in a new tab; the talent video loads only on request', async ({
  page,
}) => {
  await expectPage(page, '/employer', /Hire for skills/, /Tech Industry Gold$/);
  const signUp = page.getByRole('link', { name: /^Sign up now/ }).first();
  await expect(signUp).toHaveAttribute('target', '_blank');
  await expect(signUp).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('main')).toContainText('One free hire');
  await expect(page.getByRole('main')).toContainText('Five free connection credits');

  const videoRequests: string[] = [];
  page.on('request', (req) => {
    if (/youtube|ytimg|googlevideo/.test(req.url())) videoRequests.push(req.url());
  });
  await expectPage(page, '/talent', /Find a role/, /Tech Industry Gold$/);
  // Give any eager video request the chance to show before checking there is none.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  await page.getByRole('button', { name: /^Play: How job matching works/ }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).toHaveAttribute('title', /How job matching works/);
});

test('job matching (dayone) needs sign-in and shows the partner offer', async ({ page }) => {
  await page.goto('/dayone');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, AUTHOR);
  await page.goto('/dayone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/skills and values/);
  for (const name of ['Sign up now', 'Get Matched']) {
    const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  const tasks = page.getByRole('region', { name: /Four tasks/ }).getByRole('heading', { level: 3 });
  await expect(tasks).toHaveText([
    /Strengths assessment$/,
    /Digital skills assessment$/,
    /Profile assessment$/,
    /AI practice interview$/,
  ]);
  const main = page.getByRole('main');
  for (const claim of [
    '80%',
    'One free hire',
    'Five free connection credits',
    '12-month subscription',
    'about two hours',
    'anonymous',
    'except executive',
  ]) {
    await expect(main).toContainText(new RegExp(claim, 'i'));
  }
  await expect(
    page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button'),
  ).toHaveCount(7);
});
