import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './admin-shell';

// The console's navigation as staff meet it: drawn from the section table, in its groups, with
// only the sections the person's role opens.

function renderShell(role: 'admin' | 'editor') {
  const Stub = createRoutesStub([
    {
      path: '/admin/*',
      Component: () => (
        <AdminShell name="Morgan Admin" role={role}>
          <h1>Page</h1>
        </AdminShell>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/events']} />);
  return screen.getByRole('navigation', { name: 'Staff console' });
}

const linkNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the console navigation', () => {
  it('shows an admin every section in its group, the current one marked', () => {
    const nav = renderShell('admin');
    expect(linkNames(within(nav).getByRole('list', { name: 'People' }))).toEqual([
      'Pending review',
      'Members',
      'Organisations',
      'Staff',
    ]);
    expect(linkNames(within(nav).getByRole('list', { name: 'Records' }))).toEqual([
      'Rights requests',
      'Equality data',
      'Audit log',
      'Backups',
    ]);
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The dashboard is /admin, a prefix of every page: it is not marked as current here.
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows an editor only what an editor may open, and no group left empty', () => {
    const nav = renderShell('editor');
    expect(within(nav).queryByRole('list', { name: 'People' })).toBeNull();
    expect(within(nav).queryByRole('list', { name: 'Records' })).toBeNull();
    expect(linkNames(within(nav).getByRole('list', { name: 'Communications' }))).toEqual([
      'Enquiries',
      'Subscribers',
      'Newsletter',
    ]);
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});
