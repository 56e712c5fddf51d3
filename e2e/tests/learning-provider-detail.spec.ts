import { test, expect, type Page } from './base-test.ts';
import { AUTHOR } from './fixtures.ts';
import { signedInAs } from './member-session.ts';
import { DESKTOP, PHONE, expectNoAxeViolations } from './public-fixtures.ts';

signedInAs(AUTHOR);

interface SchoolBody {
  school: {
    id: number;
    title: string;
    url: string | null;
    ts_uuid: string;
    address_state: string | null;
    profile: string | null;
    saved: boolean;
    courses: { id: number; title: string }[];
    course_count: number;
  };
}

const schoolApi = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/school/${id}`)).json()) as SchoolBody;

const idBy = async (page: Page, q: string) => {
  const res = await page.request.get(`/api/schools?q=${encodeURIComponent(q)}`);
  return ((await res.json()) as { schools: { id: number }[] }).schools[0]!.id;
};

test('a provider from the list: who they are, their website and every accredited course', async ({
  page,
}) => {
  await page.goto('/platform/learning-providers?q=Northbridge');
  await page.getByRole('main').getByRole('link', { name: 'Northbridge University' }).click();
  await expect(page).toHaveURL(/\/learning-provider\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { school } = await schoolApi(page, id);

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Learning providers' })).toHaveAttribute(
    'href',
    '/platform/learning-providers',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Northbridge University' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(school.address_state!);
  await expect(page.getByRole('main')).toContainText(school.profile!);
  await expect(page.getByRole('main').locator(`img[src*="${school.ts_uuid}"]`)).toBeVisible();
  const website = page.getByRole('link', { name: /Visit website/ });
  await expect(website).toHaveAttribute('href', school.url!);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

  const courses = page.getByRole('region', { name: 'Accredited courses' });
  await expect(courses).toContainText(`${school.course_count} accredited courses`);
  await expect(courses.getByRole('link')).toHaveCount(school.courses.length);
  for (const course of school.courses) {
    await expect(courses.getByRole('link', { name: course.title })).toHaveAttribute(
      'href',
      // The member area's own course page, so the member layout stays (issue 26).
      `/platform/course/${course.id}`,
    );
  }
  const first = school.courses[0]!;
  await courses.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/platform/course/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('"Save Learning Provider" becomes "Saved" with a check mark, and back; the choice is kept', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/schools')).json()) as {
    schools: { id: number; title: string; saved: boolean }[];
  };
  const target = list.schools.find((s) => !s.saved)!;
  await page.goto(`/learning-provider/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();

  await page.getByRole('button', { name: 'Save Learning Provider' }).click();
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toBeVisible();
  await expect(saved.locator('svg use')).toHaveAttribute('href', /#tick$/);
  await expect.poll(async () => (await schoolApi(page, target.id)).school.saved).toBe(true);
  await page.reload();
  await expect(saved).toBeVisible();

  await saved.click();
  const save = page.getByRole('button', { name: 'Save Learning Provider' });
  await expect(save).toBeVisible();
  await expect(save.locator('svg use')).not.toHaveAttribute('href', /#tick$/);
  await expect.poll(async () => (await schoolApi(page, target.id)).school.saved).toBe(false);
  await page.reload();
  await expect(save).toBeVisible();
});

test('a provider without a website offers no Visit website link', async ({ page }) => {
  const id = await idBy(page, 'Mistledown Academy');
  expect((await schoolApi(page, id)).school.url).toBeNull();
  await page.goto(`/learning-provider/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mistledown Academy' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Visit website/ })).toHaveCount(0);
});

test('an unknown provider shows the 404 page', async ({ page }) => {
  for (const path of ['/learning-provider/999999', '/learning-provider/x1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("Oops, we cannot find the page you're looking for.")).toBeVisible();
  }
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`axe finds no WCAG A/AA violations on a learning provider page (${label})`, async ({
    page,
  }) => {
    const id = await idBy(page, 'Northbridge');
    await page.setViewportSize(viewport);
    await page.goto(`/learning-provider/${id}`);
    await expectNoAxeViolations(page);
  });
}
