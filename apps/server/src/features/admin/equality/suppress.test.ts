// Small counts of equality answers never reach staff, not even by subtraction.
import { describe, expect, it } from 'vitest';
import { suppress } from './service.ts';

const rows = (...counts: number[]) => counts.map((count, i) => ({ option: `o${i}`, count }));
const shown = (list: { count: number | null }[]) => list.map((r) => r.count);

describe('suppress', () => {
  it('hides counts from 1 to 4 and shows 0 and 5 and more', () => {
    expect(shown(suppress(rows(0, 3, 4, 5, 40, 1)))).toEqual([0, null, null, 5, 40, null]);
  });

  it('hides the next smallest count with a lone hidden one, so the total minus the rest tells nothing', () => {
    expect(shown(suppress(rows(30, 2, 9, 0, 12)))).toEqual([30, null, null, 0, 12]);
  });

  it('leaves a table with nothing to hide as it is', () => {
    expect(shown(suppress(rows(0, 5, 7)))).toEqual([0, 5, 7]);
  });
});
