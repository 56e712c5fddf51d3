import { describe, expect, it } from 'vitest';
import { MAX_INT4, parseId } from './ids.ts';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [String(MAX_INT4), MAX_INT4],
    [7, 7],
  ])('%s → %s', (input, expected) => expect(parseId(input)).toBe(expected));

  it.each(['0', '-1', '01', '1.5', ' 1', '1e3', '', 'abc', String(MAX_INT4 + 1), '99999999999'])(
    '%j names nothing',
    (input) => expect(parseId(input)).toBeNull(),
  );
});
