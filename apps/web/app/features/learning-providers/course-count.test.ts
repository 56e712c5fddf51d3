import { describe, expect, it } from 'vitest';
import { courseCountText } from './course-count';

describe('courseCountText', () => {
  it('is singular for one course', () => {
    expect(courseCountText(1)).toBe('1 accredited course');
    expect(courseCountText(3)).toBe('3 accredited courses');
    expect(courseCountText(0)).toBe('0 accredited courses');
  });
});
