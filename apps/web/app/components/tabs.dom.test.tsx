import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

// WAI-ARIA tabs as a keyboard user meets them: one tab in the tab order, arrows move and
// select (wrapping), Home and End jump, and the selected tab's panel is the one shown.

const items = [
  { key: 'a', label: 'Degrees', panel: <p>Degree panel</p> },
  { key: 'b', label: 'Apprenticeships', panel: <p>Apprenticeship panel</p> },
  { key: 'c', label: 'Bootcamps', panel: <p>Bootcamp panel</p> },
];

describe('Tabs', () => {
  it('names the tab list and shows the first tab’s panel', () => {
    render(<Tabs label="Programmes" items={items} />);
    const list = screen.getByRole('tablist', { name: 'Programmes' });
    expect(list).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Degrees' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Degrees' })).toHaveTextContent('Degree panel');
    expect(screen.queryByText('Apprenticeship panel')).not.toBeVisible();
  });

  it('keeps only the selected tab in the tab order; arrows, Home and End move focus and selection', async () => {
    render(<Tabs label="Programmes" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Degrees' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Apprenticeships' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Apprenticeship panel')).toBeVisible();

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Bootcamps' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Degrees' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Bootcamps' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Degrees' })).toHaveFocus();

    // Tab leaves the tab list for the panel rather than visiting the other tabs.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Degrees' })).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    render(<Tabs label="Programmes" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Bootcamps' }));
    expect(screen.getByRole('tabpanel', { name: 'Bootcamps' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Degrees' })).toHaveAttribute('tabindex', '-1');
  });
});
