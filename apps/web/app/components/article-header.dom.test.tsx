import { render } from '@testing-library/react';
import type { PublicInsightListItem } from '@techgold/contracts/insights';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ArticleHeader } from './article-header';

// An article written without a thumbnail shows no hero, rather than the small default
// picture stretched to 16:9.

const insight = (thumbnail: string | null): PublicInsightListItem => ({
  id: 7,
  title: 'Mentoring in a small cloud team',
  subtitle: 'What we learned',
  created_at: '2026-10-14T10:00:00.000Z',
  updated_at: '2026-10-14T10:00:00.000Z',
  url: 'mentoring-in-a-small-cloud-team',
  thumbnail,
  tags: [],
  user: { first_name: 'Priya', last_name: 'Shah', full_name: 'Priya Shah', employer: null },
});

function renderHeader(thumbnail: string | null) {
  const Stub = createRoutesStub([
    {
      path: '/news/7',
      HydrateFallback: () => null,
      Component: () => <ArticleHeader insight={insight(thumbnail)} />,
    },
  ]);
  return render(<Stub initialEntries={['/news/7']} />);
}

describe('ArticleHeader', () => {
  it('shows the thumbnail as the hero', async () => {
    const { findByRole, container } = renderHeader('/media/insights/cloud-2.svg');
    await findByRole('heading', { level: 1 });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/insights/cloud-2.svg');
  });

  it('shows no hero without a thumbnail', async () => {
    const { findByRole, container } = renderHeader(null);
    await findByRole('heading', { level: 1 });
    expect(container.querySelector('img')).toBeNull();
  });
});
