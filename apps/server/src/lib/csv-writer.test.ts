// The one CSV writer (decision 0077): every cell quoted, formulas defused at the start of a
// cell and at the start of every piece a spreadsheet reading `;` or `,` could split a value
// into, checked with the site's own reader (the cohort importer's) in both modes.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../features/admin/credentials/csv.ts';
import { csvStream, csvText } from './csv-writer.ts';

const HOSTILE = [
  '=1+1',
  '+SUM(A1)',
  '-2+3',
  '@cmd',
  '\t=1',
  '\uFF1D1+1',
  '/;=HYPERLINK("https://evil.test","Click")',
  'a,=1+1',
  'a; +1',
  'a;"=1+1"',
  'line\n=1+1',
];

describe('csvText', () => {
  it('quotes every cell but an empty one, doubles quotes, keeps plain text as it was', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['plain', 'say "hi"'],
          [null, 3],
        ],
      ),
    ).toBe('\ufeff"a","b"\r\n"plain","say ""hi"""\r\n,"3"\r\n');
  });

  it.each([',', ';'] as const)('leaves no formula at the start of any cell read with %j', (sep) => {
    const read = parseCsv(
      csvText(
        ['value', 'other'],
        HOSTILE.map((v) => [v, 'ok']),
      ),
      sep,
    );
    if (!read.ok) throw new Error('unreadable');
    const cells = read.records.flatMap((r) => r.cells);
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r\uFF1D]/);
  });

  it('read with its own separator, gives back each value with only the defusing quote added', () => {
    const read = parseCsv(
      csvText(
        ['value'],
        HOSTILE.map((v) => [v]),
      ),
      ',',
    );
    if (!read.ok) throw new Error('unreadable');
    const values = read.records.slice(1).map((r) => r.cells[0]!);
    expect(values).toHaveLength(HOSTILE.length);
    values.forEach((v, i) => expect(v.replaceAll("'", '')).toBe(HOSTILE[i]!.replaceAll("'", '')));
  });
});

describe('csvStream', () => {
  it('writes the header and every page of rows, like csvText', async () => {
    async function* pages() {
      yield [['1', '=a']];
      yield [['2', 'b']];
    }
    let text = '';
    for await (const chunk of csvStream(['n', 'v'], pages())) text += String(chunk);
    expect(text).toBe(
      csvText(
        ['n', 'v'],
        [
          ['1', '=a'],
          ['2', 'b'],
        ],
      ),
    );
  });

  it('breaks off when a page fails, instead of hanging', async () => {
    async function* pages(): AsyncGenerator<string[][]> {
      yield [['1', 'a']];
      throw new Error('database gone');
    }
    const read = async () => {
      for await (const _ of csvStream(['n', 'v'], pages())) void _;
    };
    await expect(read()).rejects.toThrow();
  });
});
