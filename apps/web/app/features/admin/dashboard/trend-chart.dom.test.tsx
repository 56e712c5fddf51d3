import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrendChart } from './trend-chart';

const weeks = ['2031-06-02', '2031-06-09', '2031-06-16'];

describe('a trend chart', () => {
  it('says the total and this week in words, and gives every figure in a table by week', () => {
    render(
      <TrendChart
        title="Sign-ups"
        description="New member accounts."
        weeks={weeks}
        series={[
          { label: 'Learners', values: [2, 0, 5], fill: 'fill-navy-700' },
          { label: 'Employer users', values: [1, 0, 1], fill: 'fill-gold-500' },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Sign-ups' });
    expect(within(figure).getByText('9 in 3 weeks; 6 this week.')).toBeInTheDocument();
    // The bars are for the eye only: the words and the table carry them.
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const table = within(figure).getByRole('table', { name: 'Sign-ups, by week' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Week startingLearnersEmployer users',
      '2 Jun 203121',
      '9 Jun 203100',
      '16 Jun 203151',
    ]);
    // Learners' bars in the two weeks that had any (an empty week draws none), and the
    // legend's swatch.
    expect(figure.querySelectorAll('svg rect.fill-navy-700')).toHaveLength(3);
  });

  it('draws a week that went down below the line', () => {
    render(
      <TrendChart
        title="Newsletter subscribers"
        description="Net change."
        weeks={weeks}
        series={[{ label: 'Net change', values: [3, -2, 0], fill: 'fill-navy-700' }]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Newsletter subscribers' });
    expect(within(figure).getByText('1 in 3 weeks; 0 this week.')).toBeInTheDocument();
    const [up, down] = [...figure.querySelectorAll('svg rect')];
    const line = Number(figure.querySelector('svg line')!.getAttribute('y1'));
    // The rise ends on the line; the fall starts there.
    expect(Number(up!.getAttribute('y')) + Number(up!.getAttribute('height'))).toBeCloseTo(line);
    expect(Number(down!.getAttribute('y'))).toBeCloseTo(line);
  });
});
