import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FundingBanner, longDate } from './funding-banner';

// SPEC §2/§9: the banner says the learning provider funds the subscription for the course
// duration plus 1 year, with a notification 30 days before it ends.

describe('FundingBanner', () => {
  it('says who funds it, for how long, until when, and when the member will hear', () => {
    render(<FundingBanner until="2027-09-30" />);
    const banner = screen.getByRole('region', {
      name: 'Your subscription is funded by your learning provider',
    });
    expect(banner).toHaveTextContent(
      'Your learning provider funds it for the course duration plus 1 year, until 30 September 2027. ' +
        'We will send you a notification 30 days before expiry.',
    );
  });

  it('writes a calendar date the UK way, without a time zone', () => {
    expect(longDate('2027-01-01')).toBe('1 January 2027');
    expect(longDate('2026-12-31')).toBe('31 December 2026');
  });
});
