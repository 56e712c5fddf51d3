import { expect, test } from './base-test.ts';
import { articlePath, findArticleWith, publicArticles } from './public-fixtures.ts';

test('an article page: title, date, author, thumbnail, tags, SEO tags and JSON-LD', async ({
  page,
  request,
}) => {
  const [insight] = await publicArticles(request, 1);
  const path = articlePath(insight!);
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<title>${insight!.title} | Tech Industry Gold</title>`);
  expect(html).toMatch(/<meta property="og:type" content="article"\/>/);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"\/>/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(ld![1]!)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: insight!.title,
    author: { '@type': 'Person', name: insight!.user.full_name },
    publisher: { '@type': 'Organization', name: 'Tech Industry Gold' },
    mainEntityOfPage: expect.stringMatching(new RegExp(`^https?://[^/]+${path}$`)),
  });

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(insight!.title);
  await expect(page.locator('article header time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(page.locator('article header')).toContainText('By ');
  await expect(page.locator('article header img')).toHaveAttribute('src', /^(\/|https:)/);
  await expect(
    page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'News' })
    .click();
  await expect(page).toHaveURL(/\/news$/);
});

test('text blocks: paragraphs with safe inline markup, headers, list v1, nested list v2, checklist', async ({
  page,
  request,
}) => {
  // A v1 list (plain strings) with bold text: the impact report's headline figures.
  const v1 = await findArticleWith(
    request,
    (b) =>
      b.type === 'list' &&
      typeof (b.data.items as unknown[])[0] === 'string' &&
      (b.data.items as string[]).some((item) => item.includes('<b>')),
  );
  await page.goto(articlePath(v1.insight));
  const ul = page.locator('ul[data-block="list"]');
  await expect(ul.locator(':scope > li')).toHaveText([
    '14,200 learners on accredited courses',
    '412 employers answered the skills survey',
    '87% of learners in work or further study six months after finishing',
  ]);
  await expect(ul.locator('li b')).toHaveText('14,200');
  const header = v1.blocks.find((b) => b.type === 'header')!;
  const h = page.locator('[data-block="header"]');
  await expect(h).toHaveText(String(header.data.text));
  await expect(h).toHaveAttribute('data-level', String(header.data.level ?? 2));
  expect(await h.evaluate((el) => el.tagName)).toBe('H2');
  await expect(page.locator('[data-block="paragraph"]')).toHaveCount(
    v1.blocks.filter((b) => b.type === 'paragraph').length,
  );

  // A nested v2 list with italic text: how Dunmere College rebuilt its cyber course.
  const v2 = await findArticleWith(
    request,
    (b) =>
      b.type === 'list' &&
      typeof (b.data.items as unknown[])[0] === 'object' &&
      JSON.stringify(b.data.items).includes('<i>'),
  );
  await page.goto(articlePath(v2.insight));
  const ol = page.locator('ol[data-block="list"]');
  await expect(ol.locator(':scope > li')).toHaveCount(3);
  const nested = ol.locator(':scope > li').nth(1).locator('ol > li');
  await expect(nested).toHaveText('Learners handle real-looking alerts in shifts of three');
  await expect(nested.locator('i')).toHaveText('shifts of three');

  const links = await findArticleWith(
    request,
    (b) => b.type === 'paragraph' && String(b.data.text).includes('<a href'),
  );
  await page.goto(articlePath(links.insight));
  const link = page.locator('[data-block="paragraph"] a').first();
  await expect(link).toHaveAttribute('href', /^https:\/\/example\.org\//);
  await expect(link).toHaveAttribute('rel', 'noopener nofollow');

  const checklist = await findArticleWith(request, (b) => b.type === 'checklist');
  await page.goto(articlePath(checklist.insight));
  const items = page.locator('ul[data-block="checklist"] > li');
  await expect(items).toHaveText([
    'Done: The course outline with learning outcomes',
    'Done: Two examples of marked learner work',
    'To do: Evidence that employers helped design or review the course',
    'To do: Learner destinations for the last two cohorts, if you have them',
  ]);
});

test('media blocks: image with caption and options, attachment size and label', async ({
  page,
  request,
}) => {
  const image = await findArticleWith(request, (b) => b.type === 'image');
  await page.goto(articlePath(image.insight));
  const figure = page.locator('figure[data-block="image"]');
  const file = image.block.data.file as { url: string };
  await expect(figure.locator('img')).toHaveAttribute('src', file.url);
  await expect(figure.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(figure.locator('figcaption')).toHaveText(String(image.block.data.caption));
  for (const [flag, attr] of [
    ['withBorder', 'data-border'],
    ['stretched', 'data-stretched'],
    ['withBackground', 'data-background'],
  ] as const) {
    if (image.block.data[flag]) await expect(figure).toHaveAttribute(attr, '');
    else await expect(figure).not.toHaveAttribute(attr, '');
  }

  const attaches = await findArticleWith(request, (b) => b.type === 'attaches');
  await page.goto(articlePath(attaches.insight));
  const card = page.locator('[data-block="attaches"]');
  await expect(card).toContainText('Skills survey summary');
  await expect(card).toContainText('1.2 KiB'); // 1,186 bytes: under 1,000,000 → KiB
  await expect(card.getByTestId('attachment-extension')).toHaveText('pdf');
  // On the narrowest phone the title keeps its words whole instead of one letter a line.
  await page.setViewportSize({ width: 320, height: 700 });
  const titleBox = (await card
    .getByText('Skills survey summary', { exact: true })
    .first()
    .boundingBox())!;
  expect(titleBox.width).toBeGreaterThan(150);
  await expect(card.getByRole('link', { name: /^Download/ })).toHaveAttribute(
    'href',
    '/media/files/skills-survey-summary.pdf',
  );
});

test('embeds load nothing until asked, then a sandboxed iframe rebuilt from the source', async ({
  page,
  request,
}) => {
  for (const [service, src] of [
    ['youtube', 'https://www.youtube-nocookie.com/embed/TGdemo00001?autoplay=1&rel=0'],
    ['vimeo', 'https://player.vimeo.com/video/900000001?autoplay=1&dnt=1'],
  ]) {
    const found = await findArticleWith(
      request,
      (b) => b.type === 'embed' && b.data.service === service,
    );
    const thirdParty: string[] = [];
    page.on('request', (req) => {
      if (/youtube|vimeo/.test(new URL(req.url()).hostname)) thirdParty.push(req.url());
    });
    await page.goto(articlePath(found.insight));
    // Give any eager third-party request the chance to show before checking there is none.
    await page.waitForLoadState('networkidle');
    const figure = page.locator(`figure[data-service="${service}"]`);
    await expect(figure.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await expect(figure.locator('figcaption')).toContainText(String(found.block.data.caption));
    await figure.getByRole('button', { name: /^Play:/ }).click();
    const frame = figure.locator('iframe');
    await expect(frame).toHaveAttribute('src', src!);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frame).toHaveAttribute('title', new RegExp(String(found.block.data.caption)));
    page.removeAllListeners('request');
  }
});

test('unknown, non-numeric and members-only articles get the 404 page', async ({
  page,
  request,
}) => {
  const publicIds = new Set((await publicArticles(request)).map((i) => i.id));
  const membersOnly = [...Array(60).keys()].map((i) => i + 1).find((id) => !publicIds.has(id))!;
  for (const path of ['/news/999999/nothing', '/news/abc/def', `/news/${membersOnly}/x`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("Oops, we cannot find the page you're looking for.")).toBeVisible();
  }
});

test('a stale slug moves permanently to the article path', async ({ request }) => {
  const [insight] = await publicArticles(request, 1);
  const res = await request.get(`/news/${insight!.id}/old-title`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(articlePath(insight!));
});
