import { test, expect } from './base-test.ts';
import { EMPLOYEE, signIn } from './fixtures.ts';

interface SavedList {
  insights: { id: number; title: string }[];
  counts: { saved: number };
}

test('the dashboard lists saved insights, rendered on the server with the page', async ({
  page,
}) => {
  await signIn(page, EMPLOYEE);
  const saved = (await (await page.request.get('/api/insights?saved=1')).json()) as SavedList;
  expect(saved.insights.length).toBeGreaterThan(0);

  const tab = page.getByRole('tab', { name: /Insights/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toContainText(String(saved.counts.saved));
  const panel = page.getByRole('tabpanel');
  for (const insight of saved.insights) {
    await expect(panel.getByRole('link', { name: insight.title })).toHaveAttribute(
      'href',
      `/insight/${insight.id}`,
    );
  }

  // The server's HTML already holds the list: no loading state to wait through.
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).not.toContain('Loading your saved insights');
  const escaped = saved.insights[0]!.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
  expect(html).toContain(escaped);
});

test('pages rendered for a member are not stored and carry none of their private details', async ({
  page,
}) => {
  await signIn(page, EMPLOYEE);
  const me = (await (await page.request.get('/api/user')).json()) as Record<string, unknown>;
  const res = await page.request.get('/dashboard');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  const html = await res.text();
  for (const field of ['phone_number', 'address', 'contact_email', 'disabilities']) {
    expect(html, field).not.toContain(`"${field}"`);
    const value = me[field];
    if (typeof value === 'string' && value.length > 5) expect(html, field).not.toContain(value);
  }
  expect(html).toContain(String(me.first_name));
});
