import { expect, test, type APIRequestContext } from './base-test.ts';

interface Course {
  id: number;
  title: string;
  url: string | null;
  criteria: string | null;
  duration: string | null;
  school: { title: string; url: string | null };
  location: { title: string } | null;
  subject: { title: string } | null;
  programme_level: { title: string } | null;
}

async function allCourses(request: APIRequestContext) {
  const courses: Course[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = (await (await request.get(`/api/courses?limit=50&offset=${offset}`)).json()) as {
      courses: Course[];
      total: number;
    };
    courses.push(...page.courses);
    if (courses.length >= page.total || !page.courses.length) return courses;
  }
}

test('a course page: breadcrumb, title, provider, outcomes, facts, results, SEO', async ({
  page,
  request,
}) => {
  const course = (await allCourses(request)).find((c) => c.url)!;
  const html = await (await request.get(`/course/${course.id}`)).text();
  expect(html).toContain('"@type":"Course"');
  expect(html).toContain(`"provider":{"@type":"Organization","name":"${course.school.title}"`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/course\/\d+"\/>/);

  await page.goto(`/course/${course.id}`);
  await expect(page).toHaveTitle(`${course.title} by ${course.school.title} | Tech Industry Gold`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  await expect(page.getByText(`By ${course.school.title}`)).toBeVisible();
  const outcomes = course
    .criteria!.split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  await expect(
    page.getByRole('region', { name: 'Learning outcomes' }).getByRole('listitem'),
  ).toHaveText(outcomes);
  const facts = page.getByRole('complementary', { name: 'Course facts' });
  await expect(facts.getByRole('img')).toHaveAttribute('src', /^\/api\/badge\//);
  for (const [label, value] of [
    ['Provider', course.school.title],
    ['Location', course.location?.title],
    ['Subject', course.subject?.title],
    ['Level', course.programme_level?.title],
    ['Duration', course.duration],
  ]) {
    await expect(
      facts.locator('div', { has: page.getByText(label!, { exact: true }) }),
    ).toContainText(value!);
  }
  const results = page.getByRole('region', { name: 'Results across the accredited network' });
  for (const figure of ['89%', '84%', '£35,000']) await expect(results).toContainText(figure);
  // Network-wide figures, said to be so, not passed off as this course's own.
  await expect(results).toContainText('not results for this course alone');
  const visit = page.getByRole('link', { name: /^Visit website/ });
  await expect(visit).toHaveAttribute('href', course.url!);
  await expect(visit).toHaveAttribute('target', '_blank');
  await results.getByRole('link', { name: 'Find a course' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('Visit website falls back to the provider site, then to the SPEC message', async ({
  page,
  request,
}) => {
  const courses = await allCourses(request);
  const providerOnly = courses.find((c) => !c.url && c.school.url);
  if (providerOnly) {
    await page.goto(`/course/${providerOnly.id}`);
    await expect(page.getByRole('link', { name: /^Visit website/ })).toHaveAttribute(
      'href',
      providerOnly.school.url!,
    );
  }
  const none = courses.find((c) => !c.url && !c.school.url);
  expect(none, 'the seed has a course with no website whose provider has none').toBeTruthy();
  await page.goto(`/course/${none!.id}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(async () => {
    await page.getByRole('button', { name: 'Visit website' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not access learning provider website', {
      timeout: 1000,
    });
  }).toPass();
});

test('unknown and non-numeric course ids get the 404 page with status 404', async ({ page }) => {
  for (const path of ['/course/999999', '/course/abc', '/course/1e3', '/course/-1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("Oops, we cannot find the page you're looking for.")).toBeVisible();
  }
});
