// A small RFC 4180 reader for the cohort import (decision 0068): quoted values with doubled
// quotes and line breaks inside, CRLF or LF line ends, `,` or `;` between values (spreadsheets
// in many locales save with `;`), a UTF-8 byte-order mark ignored. Each record keeps the line
// it starts on, so a report can point at the line a person sees in their editor.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
}

export type CsvResult =
  { ok: true; records: CsvRecord[] } | { ok: false; line: number; reason: 'unclosed-quote' };

/** Splits `text` into records; blank lines (nothing but separators and spaces) are dropped. */
export function parseCsv(text: string, separator: ',' | ';'): CsvResult {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let wasQuoted = false;
    for (;;) {
      if (i >= src.length) {
        if (quoted) return { ok: false, line: start, reason: 'unclosed-quote' };
        cells.push(wasQuoted ? cell : cell.trim());
        break;
      }
      const ch = src[i]!;
      if (quoted) {
        if (ch === '"') {
          if (src[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            quoted = false;
            i += 1;
          }
        } else {
          if (ch === '\n') line += 1;
          cell += ch;
          i += 1;
        }
        continue;
      }
      if (ch === '"' && cell.trim() === '' && !wasQuoted) {
        quoted = true;
        wasQuoted = true;
        cell = '';
        i += 1;
      } else if (ch === separator) {
        cells.push(wasQuoted ? cell : cell.trim());
        cell = '';
        wasQuoted = false;
        i += 1;
      } else if (ch === '\r' || ch === '\n') {
        cells.push(wasQuoted ? cell : cell.trim());
        i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
        line += 1;
        break;
      } else {
        // Text after a closing quote is kept, as most spreadsheets do.
        cell += ch;
        i += 1;
      }
    }
    if (cells.some((c) => c.trim() !== '')) records.push({ line: start, cells });
  }
  return { ok: true, records };
}

/** The header row's cells, compared without case or surrounding spaces. */
const normalise = (cell: string) => cell.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Reads a file whose first record is a header naming exactly `columns`, separated by `,` or
 * `;` (whichever gives that header). Null header: the first record is not that header.
 */
export function readWithHeader(
  text: string,
  columns: readonly string[],
): CsvResult & { separator?: ',' | ';'; header?: boolean } {
  let first: CsvResult | null = null;
  for (const separator of [',', ';'] as const) {
    const result = parseCsv(text, separator);
    first ??= result;
    if (!result.ok) continue;
    const head = result.records[0];
    if (
      head &&
      head.cells.length === columns.length &&
      head.cells.every((c, i) => normalise(c) === columns[i])
    ) {
      return { ok: true, records: result.records.slice(1), separator, header: true };
    }
  }
  if (first && !first.ok) return first;
  return { ok: true, records: first?.ok ? first.records : [], header: false };
}
