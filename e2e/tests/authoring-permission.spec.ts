import type { Page } from '@playwright/test';
import { test, expect } from './base-test.ts';
import { EMPLOYEE } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

// A member staff have not made an author sees why My insights offers nothing to write.
signedInAs(EMPLOYEE);

test('a member without authoring permission is told so and offered no Create button', async ({
  page,
}) => {
  await page.goto('/my-insights');
  await expect(page.getByRole('heading', { level: 1, name: 'My insights' })).toBeVisible();
  await expect(
    page.getByText('You do not currently have permission to author insights'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create new insight' })).toHaveCount(0);
  const created = await page.request.post('/api/insight', {
    headers: { 'x-xsrf-token': await xsrf(page) },
  });
  expect(created.status()).toBe(403);
});

async function xsrf(page: Page) {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}
