import { test, expect } from './base-test.ts';
import { articlePath, findArticleWith } from './public-fixtures.ts';

// The page CSP allows no inline styles: pages must render whole without one, and the browser
// must report no violation.
test('articles with lists and a video render under a CSP without unsafe-inline styles', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const { insight: withVideo } = await findArticleWith(request, (b) => b.type === 'embed');
  const { insight: withList } = await findArticleWith(
    request,
    (b) => b.type === 'list' && (b.data as { style?: string }).style === 'ordered',
  );
  for (const insight of [withVideo, withList]) {
    const res = await page.goto(articlePath(insight));
    const csp = res!.headers()['content-security-policy']!;
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
  }
  // The ordered list keeps its numbering from a class.
  await expect(page.locator('[data-block="list"]').first()).toHaveCSS(
    'list-style-type',
    /decimal|alpha|roman/,
  );

  await page.goto(articlePath(withVideo));
  const player = page.getByRole('button', { name: /^Play:/ }).first();
  const box = await player.boundingBox();
  // The video box keeps the video's shape (wider than tall) without a style attribute.
  expect(box!.width / box!.height).toBeGreaterThan(1.4);
  expect(violations).toEqual([]);
});
