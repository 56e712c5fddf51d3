// Figures and checks: every case records what it measured next to what it expects, and the
// run ends with one table. A failed check fails the suite; nothing is skipped or softened.

export interface Figure {
  test: string;
  measure: string;
  value: string;
  expected: string;
  ok: boolean;
}

export class Report {
  figures: Figure[] = [];

  /** Records a figure; `ok` false makes the suite fail. */
  figure(test: string, measure: string, value: unknown, expected: string, ok = true): boolean {
    this.figures.push({ test, measure, value: String(value), expected, ok });
    return ok;
  }

  failed(test?: string): Figure[] {
    return this.figures.filter((f) => !f.ok && (test === undefined || f.test === test));
  }

  print(out: (line: string) => void = console.log) {
    const head: Figure = {
      test: 'Test',
      measure: 'Measure',
      value: 'Value',
      expected: 'Expected',
      ok: true,
    };
    const rows = [head, ...this.figures];
    const w = (k: keyof Omit<Figure, 'ok'>) => Math.max(...rows.map((r) => r[k].length));
    const widths = {
      test: w('test'),
      measure: w('measure'),
      value: w('value'),
      expected: w('expected'),
    };
    const line = (r: Figure, mark: string) =>
      `${r.test.padEnd(widths.test)} | ${r.measure.padEnd(widths.measure)} | ${r.value.padStart(widths.value)} | ${r.expected.padEnd(widths.expected)} | ${mark}`;
    out(line(head, 'OK'));
    out(
      ['test', 'measure', 'value', 'expected']
        .map((k) => '-'.repeat(widths[k as 'test']))
        .join('-+-') + '-+---',
    );
    for (const r of this.figures) out(line(r, r.ok ? 'ok' : 'FAIL'));
  }
}

export const seconds = (ms: number) => (ms / 1000).toFixed(2);
