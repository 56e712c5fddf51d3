import type { Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { EMPLOYEE } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

// An employer user with nothing of their own yet: not an author (My insights says why) and
// no credentials (each group says so).
signedInAs(EMPLOYEE);

test('a member without authoring permission is told so and offered no Create button', async ({
  page,
}) => {
  await page.goto('/my-insights');
  await expect(page.getByRole('heading', { level: 1, name: 'My insights' })).toBeVisible();
  await expect(
    page.getByText('You do not currently have permission to author insights'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create new insight' })).toHaveCount(0);
  const created = await page.request.post('/api/insight', {
    headers: { 'x-xsrf-token': await xsrf(page) },
  });
  expect(created.status()).toBe(403);
});

async function xsrf(page: Page) {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

test('with no credentials, an employer user sees only the groups that apply, each with its empty message', async ({
  page,
}) => {
  await page.goto('/credentials');
  await expect(page.getByRole('heading', { level: 1, name: 'My credentials' })).toBeVisible();
  for (const [heading, empty] of [
    ['My skills', 'No skills currently awarded'],
    ['My awards', 'No awards currently issued'],
  ] as const) {
    await expect(page.getByRole('region', { name: heading })).toContainText(empty);
  }
  // Learner status and courses are learners' credentials (issue 26): not shown to employer users.
  for (const heading of ['Learner status', 'My courses']) {
    await expect(page.getByRole('region', { name: heading })).toHaveCount(0);
  }
});
