import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readListParams } from './list-params';
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

  it('moves to the Saved tab by keyboard, keeping the search, and marks it current', async () => {
    function Page() {
      const [search] = useSearchParams();
      return (
        <ListTabs
          params={readListParams(search)}
          label="Insights lists"
          allLabel="Insights"
          counts={{ all: 12, saved: 2 }}
        />
      );
    }
    const Stub = createRoutesStub([{ path: '/insights', Component: Page }]);
    render(<Stub initialEntries={['/insights?q=cloud']} />);
    expect(screen.getByRole('navigation', { name: 'Insights lists' })).toBeInTheDocument();
    const saved = screen.getByRole('link', { name: 'Saved 2' });
    expect(saved).toHaveAttribute('href', '/insights?q=cloud&tab=saved');

    await userEvent.tab();
    await userEvent.tab();
    expect(saved).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(saved).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('link', { name: 'Insights 12' })).not.toHaveAttribute('aria-current');
  });
});
