import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RETENTION_MONTHS,
  ACCOUNT_WARNING_DAYS,
  RETENTION_RULES,
  retentionText,
} from '@techgold/contracts/retention';
import { privacyKey } from '~/api/privacy';
import PrivacyNotice from '~/features/marketing/privacy-page';
import MemberPrivacyPage from '~/features/privacy/privacy-page';

// Decision 0064: the retention job's rules table (the server runs a handler for each of its
// keys, privacy/privacy.test.ts), the privacy notice's retention section and the member's
// "What we hold and why" say the same thing. Each page must list every rule, with its words.

/** A cell's text as assistive technology reads it: the phone card's column label is hidden. */
function heard(cell: Element) {
  const copy = cell.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map(heard));
}

const expected = RETENTION_RULES.map((rule) => [
  rule.data,
  rule.purpose,
  rule.basis,
  retentionText(rule),
]);

describe('the retention rules, the privacy notice and the member page', () => {
  it('the privacy notice lists every rule in its retention section, and its words agree', () => {
    const Stub = createRoutesStub([{ path: '/privacy', Component: PrivacyNotice }]);
    render(<Stub initialEntries={['/privacy']} />);
    const table = screen.getByRole('table', { name: 'How long we keep each kind of data' });
    expect(rowsOf(table)).toEqual(expected);
    // The prose above the table states the account rule the job applies.
    const heading = screen.getByRole('heading', { name: 'How long we keep it' });
    const prose = heading.nextElementSibling?.textContent ?? '';
    expect(prose).toContain(`${ACCOUNT_RETENTION_MONTHS} months after the last credential`);
    expect(prose).toContain(`${ACCOUNT_WARNING_DAYS} days before`);
    const accounts = RETENTION_RULES.find((r) => r.key === 'accounts')!;
    expect(accounts.keep).toEqual({ amount: ACCOUNT_RETENTION_MONTHS, unit: 'months' });
  });

  it('the member page lists the same rules under "What we hold and why"', () => {
    const client = new QueryClient();
    client.setQueryData(privacyKey, { exports: [] });
    const Stub = createRoutesStub([
      {
        path: '/account/privacy',
        Component: () => (
          <QueryClientProvider client={client}>
            <MemberPrivacyPage />
          </QueryClientProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/account/privacy']} />);
    const table = screen.getByRole('table', { name: 'What we hold and why' });
    expect(rowsOf(table)).toEqual(expected);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('type', 'password');
  });
});
