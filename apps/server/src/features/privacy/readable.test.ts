// The export's parts for people: values as a person in the UK reads them.
import { describe, expect, it } from 'vitest';
import { columnTitle, readableValue } from './readable.ts';

describe('readableValue', () => {
  it('writes instants in UK time, whichever way the database gave them', () => {
    // Summer: British Summer Time, an hour ahead of UTC.
    expect(readableValue(new Date('2026-07-01T17:30:00Z'))).toBe('1 Jul 2026, 18:30');
    expect(readableValue('2026-07-01T17:30:00.000Z')).toBe('1 Jul 2026, 18:30');
    expect(readableValue('2026-11-28 16:25:39.953+00')).toBe('28 Nov 2026, 16:25');
    expect(readableValue('2026-11-28 16:25:39+01:00')).toBe('28 Nov 2026, 15:25');
    expect(readableValue('2026-09-14')).toBe('14 Sep 2026');
  });

  it('says yes and no, leaves nothing for nothing, and keeps text as it is', () => {
    expect(readableValue(true)).toBe('Yes');
    expect(readableValue(false)).toBe('No');
    expect(readableValue(null)).toBe('');
    expect(readableValue(['Data', 'Cloud'])).toBe('Data; Cloud');
    expect(readableValue('2026-11-28 is not a date')).toBe('2026-11-28 is not a date');
    expect(readableValue({ blocks: [] })).toBe('{"blocks":[]}');
    expect(columnTitle('created_at')).toBe('Created at');
  });
});
