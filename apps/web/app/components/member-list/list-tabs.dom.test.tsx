import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListTabs } from './list-tabs';

// The tab counts a member reads beside Insights / Saved: exact, or "100+" once the
// server stopped counting.

const params = { tags: [], saved: false };

function renderTabs(counts: { all: number; saved: number; capped?: boolean }) {
  const Stub = createRoutesStub([
    {
      path: '/insights',
      Component: () => (
        <ListTabs params={params} label="Insights lists" allLabel="Insights" counts={counts} />
      ),
    },
  ]);
  render(<Stub initialEntries={['/insights']} />);
}

describe('ListTabs', () => {
  it('shows exact counts, grouped the British way', () => {
    renderTabs({ all: 1234, saved: 3 });
    expect(screen.getByRole('link', { name: 'Insights 1,234' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Saved 3' })).not.toHaveAttribute('aria-current');
  });

  it('marks a capped count as "at least"', () => {
    renderTabs({ all: 100, saved: 0, capped: true });
    expect(screen.getByRole('link', { name: 'Insights 100+' })).toBeInTheDocument();
  });
});
