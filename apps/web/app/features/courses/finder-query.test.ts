import { describe, expect, it } from 'vitest';
import { finderReturnPath, finderSearch } from './finder-query';

const course = (search: string) => new URL(`http://site.test/course/12${search}`);

describe('finderReturnPath', () => {
  it('returns to the search and filters a course was opened from', () => {
    const from = finderSearch({ q: 'cyber', type: 'Apprenticeship', location: 'London' }, 30);
    expect(finderReturnPath(course(`?from=${encodeURIComponent(from.slice(1))}`))).toBe(
      '/courses?q=cyber&location=London&type=Apprenticeship&show=30',
    );
  });

  it('is the plain finder without a from, or with nothing the finder knows', () => {
    expect(finderReturnPath(course(''))).toBe('/courses');
    expect(finderReturnPath(course('?from='))).toBe('/courses');
    expect(finderReturnPath(course('?from=%2F%2Fevil.example%2F'))).toBe('/courses');
    expect(finderReturnPath(course('?from=next%3Dhttps%3A%2F%2Fevil.example'))).toBe('/courses');
  });

  it('only ever leads to the finder, with its values encoded', () => {
    const back = finderReturnPath(
      course(`?from=${encodeURIComponent('q=<script>&provider=a&b=c&show=-4')}`),
    );
    expect(back).toBe('/courses?q=%3Cscript%3E&provider=a');
    expect(new URL(back, 'http://site.test').pathname).toBe('/courses');
  });
});
