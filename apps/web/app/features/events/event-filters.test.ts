import { describe, expect, it } from 'vitest';
import { hasEventFilters, RANGE_ERROR, readEventFilters } from './event-filters';

const read = (query: string) => readEventFilters(new URLSearchParams(query));

describe('the events list filters in the URL', () => {
  it('reads a range of days and online or in person', () => {
    expect(read('from=2026-03-01&to=2026-03-31&format=online')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      format: 'online',
    });
    expect(read('format=in_person').format).toBe('in_person');
    expect(hasEventFilters(read(''))).toBe(false);
    expect(hasEventFilters(read('from=2026-03-01'))).toBe(true);
  });

  it('leaves out what is not a real day or a known format', () => {
    expect(read('from=2026-02-30&to=soon&format=hybrid')).toEqual({
      from: undefined,
      to: undefined,
      format: undefined,
    });
  });

  it('drops a "to" before the "from" and says why', () => {
    expect(read('from=2026-03-10&to=2026-03-01')).toEqual({
      from: '2026-03-10',
      to: undefined,
      format: undefined,
      rangeError: RANGE_ERROR,
    });
  });
});
