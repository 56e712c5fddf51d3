import { describe, expect, it } from 'vitest';
import { isTimeZone, localTime, zonedToInstant } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads a wall-clock time in its zone, summer and winter', () => {
    expect(zonedToInstant('2026-07-01T18:00', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T17:00:00.000Z',
    );
    expect(zonedToInstant('2026-01-15T09:30', 'Europe/London')?.toISOString()).toBe(
      '2026-01-15T09:30:00.000Z',
    );
    expect(zonedToInstant('2026-01-15T09:30', 'America/New_York')?.toISOString()).toBe(
      '2026-01-15T14:30:00.000Z',
    );
    expect(localTime(new Date('2026-07-01T17:00:00Z'), 'Europe/London')).toBe('2026-07-01T18:00');
  });

  it('a time the clocks skip does not exist; a repeated one is its first occurrence', () => {
    expect(zonedToInstant('2026-03-29T01:30', 'Europe/London')).toBeNull();
    expect(zonedToInstant('2026-10-25T01:30', 'Europe/London')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedToInstant('2026-02-30T10:00', 'Europe/London')).toBeNull();
    expect(zonedToInstant('tomorrow', 'Europe/London')).toBeNull();
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Europe/London; drop')).toBe(false);
  });
});
