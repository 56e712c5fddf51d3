import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErasurePreview as Preview } from '@techgold/contracts/admin/rights-requests';
import { describe, expect, it, vi } from 'vitest';
import { ErasurePreview } from './erasure-preview';

// Before an erasure's final step (decision 0074): staff see each record kept by address that
// goes, with the proved address that matched it, and the addresses that match nothing; the
// final step sends exactly the proved addresses they saw.

const preview: Preview = {
  member: { id: 7, name: 'Ada Learner', email: 'ada@example.test' },
  addresses: [
    { address: 'ada@example.test', proved_by: 'sign_in_email', proved_at: '2026-01-05T10:00:00Z' },
  ],
  unproved: [{ address: 'someone@elsewhere.test', role: 'pending_contact_email' }],
  records: [
    {
      type: 'enquiry',
      id: 31,
      summary: 'Get Accredited enquiry from Ada Learner, 2026-02-01',
      action: 'remove',
      matched_address: 'ada@example.test',
      proved_by: 'sign_in_email',
    },
  ],
  account: [
    { label: 'Saved items', count: 2 },
    { label: 'Credentials', count: 0 },
  ],
};

function renderPreview(onConfirm: (a: string[]) => void) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(preview), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ErasurePreview
        requestId={5}
        memberName="Ada Learner"
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the erasure preview', () => {
  it('lists each record with the proved address that matched it, then erases with those addresses', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderPreview(onConfirm);
    const table = await screen.findByRole('table', {
      name: /Each record the erasure removes or anonymises/,
    });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Enquiry #31');
    expect(row).toHaveTextContent('ada@example.test (their sign-in email)');
    expect(row).toHaveTextContent('Removed');
    expect(
      screen.getByText(/someone@elsewhere\.test \(new contact email, waiting for confirmation\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Saved items: 2')).toBeInTheDocument();
    expect(screen.queryByText(/Credentials: 0/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes, erase the account' }));
    expect(onConfirm).toHaveBeenCalledWith(['ada@example.test']);
  });
});
