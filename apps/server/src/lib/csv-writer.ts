// Every CSV the site produces is written here, never by joining strings (decision 0077).
// csv-stringify quotes every cell and `escape_formulas` prefixes ' to a cell a spreadsheet
// would run as a formula (= + - @, tab, CR and their full-width forms; OWASP "CSV injection").
// A file opened with the other separator (`;` in many European locales, and our own cohort
// importer accepts it) is split inside values too, where no quote protects: `defuse` gives
// the start of each such piece the same '. A byte-order mark makes spreadsheet programs read
// the file as UTF-8; lines end with CRLF (RFC 4180).
import { pipeline, Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

export type CsvCell = string | number | null;
export type CsvRow = readonly CsvCell[];

/**
 * A separator or line break inside a value, followed by a formula's first character. A
 * spreadsheet that reads the file with another separator than it was written with (`;` for a
 * `,` file) splits the value there, and its second half starts a new cell: that cell gets the
 * same ' as a first cell would (after any spaces and quotes that piece starts with).
 */
const EMBEDDED_FORMULA = /([,;\t\r\n][\s"]*)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

const defuse = (value: string) => value.replace(EMBEDDED_FORMULA, "$1'$2");

const OPTIONS = {
  cast: { string: defuse },
  bom: true,
  quoted: true,
  escape_formulas: true,
  record_delimiter: 'windows',
  delimiter: ',',
} as const satisfies Options;

/** A CSV file as a stream: the header, then each row as `rows` yields it. */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvRow[]> | Iterable<readonly CsvRow[]>,
): Readable {
  async function* records() {
    yield [header as CsvRow];
    yield* rows;
  }
  // Pages of rows in, one record at a time to the writer: a page of a thousand stays small.
  async function* flat() {
    for await (const page of records()) for (const row of page) yield [...row];
  }
  // pipeline, not pipe: a query failing half-way destroys the answer (the download breaks
  // off) instead of leaving it open and unfinished.
  const writer = stringify(OPTIONS);
  pipeline(Readable.from(flat()), writer, () => undefined);
  return writer;
}

/** A small CSV file as text (a report, a template), with the same rules. */
export function csvText(header: readonly string[], rows: readonly CsvRow[]): string {
  return stringifySync([[...header], ...rows.map((r) => [...r])], OPTIONS);
}
