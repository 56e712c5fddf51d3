import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, jsonNestsDeeperThan } from './json-depth.ts';

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('jsonNestsDeeperThan', () => {
  it('allows the bound and refuses one level more, for arrays and objects', () => {
    expect(jsonNestsDeeperThan(nested(JSON_DEPTH_MAX))).toBe(false);
    expect(jsonNestsDeeperThan(nested(JSON_DEPTH_MAX + 1))).toBe(true);
    const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    expect(jsonNestsDeeperThan(objects(JSON_DEPTH_MAX))).toBe(false);
    expect(jsonNestsDeeperThan(objects(JSON_DEPTH_MAX + 1))).toBe(true);
  });

  it('counts depth, not the number of brackets', () => {
    const wide = `[${Array.from({ length: 10_000 }, () => '[{"a":[]}]').join(',')}]`;
    expect(jsonNestsDeeperThan(wide, 4)).toBe(false);
    expect(jsonNestsDeeperThan(wide, 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(500), b: '\\"[[[[', c: [['"{{{{']] });
    expect(jsonNestsDeeperThan(text, 3)).toBe(false);
    expect(JSON.parse(text).a).toHaveLength(500);
  });
});
