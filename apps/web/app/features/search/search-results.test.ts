import { describe, expect, it } from 'vitest';
import { countOf, pageCount, resultsSummary } from './search-results';
import { searchResultsPath } from './search-path';

describe('the search results page in words', () => {
  it('counts each kind with its own noun, singular and plural', () => {
    expect(countOf('employers', 1)).toBe('1 employer');
    expect(countOf('schools', 12)).toBe('12 learning providers');
    expect(countOf('events', 0)).toBe('0 events');
  });

  it('sums up the answer, and pages at least one page', () => {
    expect(resultsSummary(1, 'Harbour')).toBe('1 result for “Harbour”');
    expect(resultsSummary(14, 'Harbour')).toBe('14 results for “Harbour”');
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('links to a kind and a page, leaving out page 1', () => {
    expect(searchResultsPath('Harbour Systems')).toBe('/search?q=Harbour+Systems');
    expect(searchResultsPath('rota', 'events', 1)).toBe('/search?q=rota&kind=events');
    expect(searchResultsPath('rota', 'events', 2)).toBe('/search?q=rota&kind=events&page=2');
  });
});
