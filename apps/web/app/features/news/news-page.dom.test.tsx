import { render, screen, within } from '@testing-library/react';
import type { NewsCategory } from '@techgold/contracts/constants';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import NewsPage from './news-page';

// The rows' controls: one View all (or Show fewer) per row, and a way to the category's own
// pages only once View all has reached its limit of 99 and more remain.

const insight = (id: number, tag: NewsCategory) => ({
  id,
  title: `Article ${id}`,
  subtitle: null,
  created_at: '2026-01-01T10:00:00.000Z',
  url: `article-${id}`,
  thumbnail: null,
  tags: [{ id: 1, title: tag, news_category: tag }],
  user: { full_name: 'Priya Shah' },
});

function row(category: NewsCategory, shown: number, total: number, all: boolean) {
  return {
    category,
    all,
    total,
    insights: Array.from({ length: shown }, (_, i) => insight(i + 1, category)),
  };
}

function renderPage(rows: ReturnType<typeof row>[], expanded: NewsCategory[]) {
  const Page = NewsPage as unknown as (props: {
    loaderData: { rows: typeof rows; expanded: NewsCategory[] };
  }) => React.ReactNode;
  const Stub = createRoutesStub([
    {
      path: '/news',
      HydrateFallback: () => null,
      Component: () => <Page loaderData={{ rows, expanded }} />,
    },
  ]);
  render(<Stub initialEntries={['/news']} />);
}

describe('NewsPage', () => {
  it('gives each row one View all control and no second link to the same articles', async () => {
    renderPage(
      [row('community', 4, 12, false), row('insights', 4, 4, false), row('impact', 4, 9, false)],
      [],
    );
    const community = await screen.findByRole('region', { name: 'Community' });
    expect(within(community).getAllByRole('link', { name: /Community articles/ })).toHaveLength(1);
    expect(
      within(community).getByRole('link', { name: 'View all Community articles' }),
    ).toHaveAttribute('href', '/news?view=community');
    // A row that already shows all its articles has nothing to expand.
    const insights = screen.getByRole('region', { name: 'Insights' });
    expect(within(insights).queryByRole('link', { name: /View all/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Go to the/ })).toBeNull();
  });

  it('past the View all limit, points to the category pages for the rest', async () => {
    renderPage(
      [row('community', 99, 150, true), row('insights', 9, 9, false), row('impact', 9, 9, true)],
      ['community', 'impact'],
    );
    const community = await screen.findByRole('region', { name: 'Community' });
    expect(
      within(community).getByRole('link', { name: 'Show fewer Community articles' }),
    ).toHaveAttribute('href', '/news?view=impact');
    expect(
      within(community).getByRole('link', { name: 'All 150 Community articles' }),
    ).toHaveAttribute('href', '/news/community');
    // Impact shows all 9 of 9: Show fewer only.
    const impact = screen.getByRole('region', { name: 'Impact' });
    expect(within(impact).getAllByRole('link', { name: /Impact articles/ })).toHaveLength(1);
  });
});
