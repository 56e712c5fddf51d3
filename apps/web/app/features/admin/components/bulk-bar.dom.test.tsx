import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@techgold/contracts/admin/bulk';
import { useResult } from '~/components/result/result-message';
import type { BulkAction } from './bulk-bar';
import type { Column } from './data-table';
import { SelectableTable } from './selectable-table';

// Bulk actions as staff meet them (decision 0094): a named checkbox per row, "Select all on
// this page", a bar with the count once rows are chosen, a confirmation that opens on Cancel
// for a destructive action, and one result message naming what was refused and why.

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = [
  { id: 1, name: 'Ada Learner' },
  { id: 2, name: 'Sam Lee' },
  { id: 3, name: 'Kit Moss' },
];
const columns: Column<Row>[] = [{ label: 'Name', cell: (r) => r.name }];

function List({ actions }: { actions: BulkAction[] }) {
  const result = useResult(undefined);
  return (
    <>
      {result.region}
      <SelectableTable
        caption="Sign-ups"
        columns={columns}
        rows={rows}
        idOf={(r) => r.id}
        nameOf={(r) => r.name}
        actions={actions}
        noun="sign-ups"
        result={result}
      />
    </>
  );
}

function renderList(actions: BulkAction[]) {
  const Stub = createRoutesStub([
    {
      path: '/admin/reviews',
      Component: () => <List actions={actions} />,
    },
  ]);
  render(<Stub initialEntries={['/admin/reviews']} />);
}

const bar = () => screen.queryByRole('group', { name: 'Bulk actions on the sign-ups chosen' });

describe('choosing rows', () => {
  it('names each checkbox, shows the bar with the count, and selects the whole page', async () => {
    const user = userEvent.setup();
    renderList([{ label: 'Approve', verb: 'approved', run: vi.fn() }]);
    expect(bar()).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Lee' }));
    expect(within(bar()!).getByText('1 selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(within(bar()!).getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Kit Moss' })).toBeChecked();
    await user.click(all);
    expect(bar()).not.toBeInTheDocument();
  });

  it('says what was done and what was refused, naming the row, with focus on the message', async () => {
    const user = userEvent.setup();
    const run = vi.fn((): Promise<BulkResult> =>
      Promise.resolve({ done: [1, 3], refused: [{ id: 2, reason: 'already approved' }] }),
    );
    renderList([{ label: 'Approve', verb: 'approved', run }]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(bar()!).getByRole('button', { name: 'Approve' }));
    expect(run).toHaveBeenCalledWith([1, 2, 3]);
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('2 approved. 1 refused: Sam Lee was already approved.');
    expect(message).toHaveFocus();
    // The choice is spent: nothing stays ticked for a second action by mistake.
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Sam Lee' })).not.toBeChecked();
  });

  it('asks before a destructive action with focus on Cancel, which goes back to the button', async () => {
    const user = userEvent.setup();
    const run = vi.fn((): Promise<BulkResult> => Promise.resolve({ done: [2], refused: [] }));
    renderList([
      {
        label: 'Remove',
        verb: 'removed',
        run,
        confirm: (n) => ({ question: `Remove ${n} people?`, confirmLabel: 'Yes, remove them' }),
      },
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Lee' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('group', { name: 'Remove 1 people?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(run).not.toHaveBeenCalled();
    await act(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove them' }));
    expect(run).toHaveBeenCalledWith([2]);
    expect(screen.getByRole('status')).toHaveTextContent('1 removed.');
  });

  it('keeps the choice and says why when the whole action is refused', async () => {
    const user = userEvent.setup();
    const { ApiRequestError } = await import('~/lib/api-client');
    const run = vi.fn(() =>
      Promise.reject(new ApiRequestError(403, 'This action is unauthorised.')),
    );
    renderList([{ label: 'Approve', verb: 'approved', run }]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Kit Moss' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('status')).toHaveTextContent('This action is unauthorised.');
    expect(screen.getByRole('checkbox', { name: 'Select Kit Moss' })).toBeChecked();
  });
});
