import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ImportCredentialsPage from './import-credentials-page';

// The cohort import against a stubbed server: a bad file's problems are listed by line in
// file order and nothing is issued; a good file shows what it will issue, and "Issue N badges"
// imports exactly the file that was checked.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(answer: (url: string, body: unknown) => Response) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
      calls.push({ url, body });
      return answer(url, body);
    }),
  );
  const client = new QueryClient();
  const Stub = createRoutesStub([
    {
      path: '/admin/credentials/import',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <ImportCredentialsPage />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/credentials/import']} />);
  return calls;
}

const csv = 'email,badge,issue date\na@example.test,SKI-Cloud,2026-01-01\n';

describe('importing a cohort', () => {
  it('lists a bad file’s problems by line, in file order, and offers no import', async () => {
    const user = userEvent.setup();
    const calls = renderPage(() =>
      json(422, {
        message: '2 lines have problems: nothing was issued. Correct the file and try again.',
        errors: {
          'line 12': ['There is no badge called "X".'],
          'line 3': ['No member has the email a@example.test.', 'The issue date is in the future.'],
        },
      }),
    );
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File([csv], 'cohort.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByRole('table', { name: 'Problems in the file, by line' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Line 3',
      'Line 12',
    ]);
    expect(rows[0]).toHaveTextContent('The issue date is in the future.');
    expect(screen.getByText(/2 lines have problems/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Issue/ })).toBeNull();
    expect(calls).toEqual([
      { url: '/api/admin/credentials/import/check', body: { file_name: 'cohort.csv', csv } },
    ]);
  });

  it('shows what a good file will issue, then issues exactly that file', async () => {
    const user = userEvent.setup();
    const calls = renderPage((url) =>
      url.endsWith('/check')
        ? json(200, {
            file_name: 'cohort.csv',
            count: 1,
            rows: [
              {
                line: 2,
                member: { id: 5, name: 'Ada Learner', email: 'a@example.test' },
                badge: { id: 3, name: 'SKI-Cloud' },
                issued_on: '2026-01-01',
              },
            ],
          })
        : json(201, { file_name: 'cohort.csv', issued: 1, ids: [99] }),
    );
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File([csv], 'cohort.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(/Ada Learner/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue 1 badge' }));
    expect(await screen.findByText(/1 badge is issued from cohort.csv/)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/credentials/import/check',
      '/api/admin/credentials/import',
    ]);
    expect(calls[1]!.body).toEqual({ file_name: 'cohort.csv', csv });
  });

  it('asks for a file before checking', async () => {
    const user = userEvent.setup();
    const calls = renderPage(() => json(500, {}));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    // The one form: the summary takes focus and links to the file field, which says why.
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Choose a CSV file.' }));
    expect(screen.getByLabelText('CSV file')).toHaveFocus();
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription('Choose a CSV file.');
    expect(calls).toEqual([]);
  });

  it('refuses a file over the limit on the file field, sending nothing', async () => {
    const user = userEvent.setup();
    const calls = renderPage(() => json(500, {}));
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['x'.repeat(1_000_001)], 'big.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
      'The file is too large: at most 1 MB.',
    );
    expect(calls).toEqual([]);
  });
});
