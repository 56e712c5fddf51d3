// What the results page shows for the API's answer: headings, counts and links per kind.
import type { SearchKind } from '@techgold/contracts/search';

export const KIND_HEADINGS: Record<SearchKind, string> = {
  employers: 'Employers',
  insights: 'Insights',
  schools: 'Learning providers',
  events: 'Events',
};

const KIND_NOUNS: Record<SearchKind, [string, string]> = {
  employers: ['employer', 'employers'],
  insights: ['insight', 'insights'],
  schools: ['learning provider', 'learning providers'],
  events: ['event', 'events'],
};

/** "1 employer", "12 learning providers". */
export const countOf = (kind: SearchKind, n: number) => `${n} ${KIND_NOUNS[kind][n === 1 ? 0 : 1]}`;

/** The whole answer in words, for the status line: "14 results for “Harbour”". */
export const resultsSummary = (total: number, q: string) =>
  `${total === 1 ? '1 result' : `${total} results`} for “${q}”`;

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
