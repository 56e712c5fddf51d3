import { test, expect } from './base-test.ts';
import { LEARNER } from './fixtures.ts';
import { signedInAs } from './member-session.ts';

// SPEC §2/§9: a learner whose learning provider funds the subscription sees, on the account
// page, that it is funded for the course duration plus 1 year and that a notification comes
// 30 days before it ends. The demo learner is funded until 30 September 2027.
signedInAs(LEARNER);

test('the funded learner reads how long the funding lasts and when the notification comes', async ({
  page,
}) => {
  await page.goto('/account');
  const banner = page.getByRole('region', {
    name: 'Your subscription is funded by your learning provider',
  });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    'Your learning provider funds it for the course duration plus 1 year, until 30 September 2027.',
  );
  await expect(banner).toContainText('We will send you a notification 30 days before expiry.');
});
