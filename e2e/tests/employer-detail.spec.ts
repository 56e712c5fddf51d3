import { test, expect, type Page } from './base-test.ts';
import { LEARNER } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

signedInAs(LEARNER);

interface EmployerBody {
  employer: {
    id: number;
    title: string;
    url: string | null;
    ts_uuid: string;
    address_state: string | null;
    profile: string | null;
    saved: boolean;
  };
  insights: { id: number; title: string }[];
  insights_total: number;
}

const employerApi = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/employer/${id}`)).json()) as EmployerBody;

test('an employer from the list: who they are, their website and their insights', async ({
  page,
}) => {
  await page.goto('/platform/employers?q=Harbour%20Systems');
  await page.getByRole('main').getByRole('link', { name: 'Harbour Systems' }).click();
  await expect(page).toHaveURL(/\/employer\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { employer, insights, insights_total } = await employerApi(page, id);

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Employers' })).toHaveAttribute(
    'href',
    '/platform/employers',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Systems' })).toBeVisible();
  await expect(page).toHaveTitle(/^Harbour Systems \|/);
  await expect(page.getByRole('main')).toContainText(employer.address_state!);
  await expect(page.getByRole('main')).toContainText(employer.profile!);
  await expect(page.getByRole('main').locator(`img[src*="${employer.ts_uuid}"]`)).toBeVisible();
  const website = page.getByRole('link', { name: /Visit website/ });
  await expect(website).toHaveAttribute('href', employer.url!);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

  // Its people's insights, each a card linking to the insight; no Load more at 20 or fewer.
  expect(insights_total).toBeGreaterThan(0);
  const section = page.getByRole('region', { name: 'Insights' });
  await expect(section.getByRole('article')).toHaveCount(Math.min(insights_total, 20));
  for (const insight of insights) {
    await expect(section.getByRole('link', { name: insight.title })).toHaveAttribute(
      'href',
      `/insight/${insight.id}`,
    );
  }
  if (insights_total <= 20) {
    await expect(section.getByRole('button', { name: 'Load more' })).toBeHidden();
  }

  // Back to the list through the breadcrumb.
  await breadcrumb.getByRole('link', { name: 'Employers' }).click();
  await expect(page).toHaveURL(/\/platform\/employers$/);
});

test('save and unsave from the employer page; the choice is kept', async ({ page }) => {
  const list = (await (await page.request.get('/api/employers')).json()) as {
    employers: { id: number; title: string; saved: boolean }[];
  };
  const target = list.employers.find((e) => !e.saved)!;
  await page.goto(`/employer/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();

  await page.getByRole('button', { name: 'Save Employer' }).click();
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toBeVisible();
  await expect.poll(async () => (await employerApi(page, target.id)).employer.saved).toBe(true);
  await page.reload();
  await expect(saved).toBeVisible();

  await saved.click();
  await expect(page.getByRole('button', { name: 'Save Employer' })).toBeVisible();
  await expect.poll(async () => (await employerApi(page, target.id)).employer.saved).toBe(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Employer' })).toBeVisible();
});

test('an employer without insights shows no Insights section', async ({ page }) => {
  // The last employer A–Z is one of many whose people have written nothing.
  let id: number | undefined;
  for (const query of ['?q=Yarrowfield', '?q=Willowherb', '?q=Wavecrest']) {
    const list = (await (await page.request.get(`/api/employers${query}`)).json()) as {
      employers: { id: number }[];
    };
    for (const e of list.employers) {
      if ((await employerApi(page, e.id)).insights_total === 0) {
        id = e.id;
        break;
      }
    }
    if (id) break;
  }
  expect(id).toBeDefined();
  await page.goto(`/employer/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Insights' })).toHaveCount(0);
});

test('an unknown employer shows the 404 page', async ({ page }) => {
  for (const path of ['/employer/999999', '/employer/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("Oops, we cannot find the page you're looking for.")).toBeVisible();
  }
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`axe finds no WCAG A/AA violations on an employer page (${label})`, async ({ page }) => {
    const list = (await (await page.request.get('/api/employers?q=Harbour%20Systems')).json()) as {
      employers: { id: number }[];
    };
    await page.setViewportSize(viewport);
    await page.goto(`/employer/${list.employers[0]!.id}`);
    await expectNoAxeViolations(page);
  });
}
