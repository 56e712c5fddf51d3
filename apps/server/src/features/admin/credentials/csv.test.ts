// The cohort import's CSV reader: what spreadsheets write (RFC 4180 quoting, CRLF, `;`, a BOM)
// is read as they mean it, and each record keeps the line a person sees it on.
import { describe, expect, it } from 'vitest';
import { parseCsv, readWithHeader } from './csv.ts';
import { dayOf } from './cohort.ts';

const COLUMNS = ['email', 'badge', 'issue date'];

describe('the CSV reader', () => {
  it('reads quoted values with separators, doubled quotes and line breaks inside', () => {
    const result = parseCsv('a,"b, c","say ""hi"""\r\n"two\nlines",x,y\n\nlast,,', ',');
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b, c', 'say "hi"'] },
        { line: 2, cells: ['two\nlines', 'x', 'y'] },
        { line: 5, cells: ['last', '', ''] },
      ],
    });
  });

  it('finds the header with either separator, in any case, after a byte-order mark', () => {
    expect(readWithHeader('\uFEFFEMAIL; Badge ;issue   date\na;b;c', COLUMNS)).toMatchObject({
      ok: true,
      header: true,
      separator: ';',
      records: [{ line: 2, cells: ['a', 'b', 'c'] }],
    });
    expect(readWithHeader('email,badge,issue date\na,b,c', COLUMNS)).toMatchObject({
      separator: ',',
      header: true,
    });
    expect(readWithHeader('email,badge\na,b', COLUMNS)).toMatchObject({ ok: true, header: false });
  });

  it('says where a quote is left open', () => {
    expect(parseCsv('a,b\nc,"d\ne', ',')).toEqual({ ok: false, line: 2, reason: 'unclosed-quote' });
  });
});

describe('issue dates', () => {
  it('takes ISO and UK days that exist, and nothing else', () => {
    expect(dayOf('2026-01-05')).toBe('2026-01-05');
    expect(dayOf('5/1/2026')).toBe('2026-01-05');
    expect(dayOf('29/02/2024')).toBe('2024-02-29');
    for (const bad of ['29/02/2026', '2026-13-01', '01-05-2026', 'yesterday', '1850-01-01', ''])
      expect(dayOf(bad), bad).toBeNull();
  });
});
