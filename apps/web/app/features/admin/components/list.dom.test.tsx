import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';
import { ListFilters, ListResults } from './list-frame';
import { TextField } from '~/components/text-field';

// A console list as staff meet it: the count says which rows are shown, column headers sort
// through the URL and say how, pages are links, and a search keeps the sort.

interface Row {
  id: number;
  name: string;
  email: string;
}

const columns: Column<Row>[] = [
  { label: 'Name', sort: 'name', cell: (r) => r.name },
  { label: 'Email', cell: (r) => r.email },
  { label: 'Joined', sort: 'created', firstDir: 'desc', cell: () => '1 Jan 2026' },
];

const rows: Row[] = [
  { id: 1, name: 'Ada Learner', email: 'ada@example.test' },
  { id: 2, name: 'Ellis Employee', email: 'ellis@example.test' },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

const guide = {
  title: 'No members yet.',
  text: 'People who sign up on the site appear here.',
  action: { to: '/admin/reviews', label: 'See sign-ups waiting' },
};

function List({ total }: { total: number }) {
  return (
    <>
      <ListFilters label="Search members">
        <TextField label="Name or email" name="q" />
      </ListFilters>
      <ListResults
        noun="members"
        one="member"
        total={total}
        shown={rows.length}
        empty={guide}
        context={['kind']}
      >
        <DataTable
          caption="Members"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          sort={{ sort: 'name', dir: 'asc' }}
        />
      </ListResults>
      <Where />
    </>
  );
}

function renderAt(url: string, total = 60) {
  const Stub = createRoutesStub([
    { path: '/admin/members', Component: () => <List total={total} /> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('a console list', () => {
  it('says which rows of how many are shown, and links the pages', () => {
    renderAt('/admin/members?sort=name&dir=asc&page=2');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 26 to 27 of 60 members.');
    const pages = screen.getByRole('navigation', { name: 'Pages of members' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/admin/members?sort=name&dir=asc&page=3',
    );
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/admin/members?sort=name&dir=asc',
    );
  });

  it('marks the sorted column and offers the other direction; other columns sort from page 1', () => {
    renderAt('/admin/members?sort=name&dir=asc&page=2');
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: /Joined/ })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(within(table).getByRole('link', { name: /^Name/ })).toHaveAttribute(
      'href',
      '/admin/members?sort=name&dir=desc',
    );
    expect(within(table).getByRole('link', { name: /^Joined/ })).toHaveAttribute(
      'href',
      '/admin/members?sort=created&dir=desc',
    );
    // Each row is named by its first cell.
    expect(within(table).getByRole('rowheader', { name: 'Ada Learner' })).toBeInTheDocument();
  });

  it('searches through the URL, keeping the sort and starting again at page 1', async () => {
    renderAt('/admin/members?sort=name&dir=asc&page=2');
    const search = screen.getByRole('search', { name: 'Search members' });
    await userEvent.type(within(search).getByLabelText('Name or email'), 'ada');
    await userEvent.click(within(search).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('?sort=name&dir=asc&q=ada');
  });

  it('says when a search finds nothing, and offers to clear it (keeping the kind of list)', async () => {
    renderAt('/admin/members?kind=employer&q=zz&sort=name', 0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No members match your search or filters.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(guide.text)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear the search and filters' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\?kind=employer$/);
  });

  it('an empty list says what belongs there and offers the first action', () => {
    // Sorting, paging and the kind of list narrow nothing: the list is simply empty.
    renderAt('/admin/members?kind=employer&sort=name&dir=asc&q=', 0);
    expect(screen.getByRole('status')).toHaveTextContent('No members yet.');
    expect(screen.getByText(guide.text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See sign-ups waiting' })).toHaveAttribute(
      'href',
      '/admin/reviews',
    );
    expect(screen.queryByRole('link', { name: 'Clear the search and filters' })).toBeNull();
  });
});
