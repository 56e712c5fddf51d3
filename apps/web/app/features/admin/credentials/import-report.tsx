import type { ImportCheck } from '~/api/admin/credentials';
import { CellLabel, CellValue } from '~/components/cell-label';

/** "line 12" before "line 3" would mislead: bad lines in file order, the whole file first. */
export function reportRows(errors: Record<string, string[]>) {
  const order = (key: string) => (key === 'file' ? 0 : Number(key.replace(/^line /, '')) || 0);
  return Object.entries(errors)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([key, reasons]) => ({
      where: key === 'file' ? 'The file' : key.replace(/^line /, 'Line '),
      reasons,
    }));
}

/** The bad rows of a checked file: where, and why, one row each. */
export function ImportProblems({ errors }: { errors: Record<string, string[]> }) {
  const rows = reportRows(errors);
  return (
    <section aria-labelledby="problems-heading" className="overflow-x-auto" tabIndex={0}>
      <h2 id="problems-heading" className="mb-3 text-xl font-bold text-navy-950">
        Problems to correct
      </h2>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Problems in the file, by line</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Line
            </th>
            <th scope="col" className="py-2 font-semibold">
              Problem
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.where} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap">
                {r.where}
              </th>
              <td className="py-2 break-words">
                {r.reasons.length === 1 ? (
                  r.reasons[0]
                ) : (
                  <ul className="list-disc pl-5">
                    {r.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What a good file will issue: the first rows, line by line. */
export function ImportPreview({ check, shown = 50 }: { check: ImportCheck; shown?: number }) {
  return (
    <section aria-labelledby="preview-heading" className="overflow-x-auto" tabIndex={0}>
      <h2 id="preview-heading" className="mb-3 text-xl font-bold text-navy-950">
        {check.count === 1 ? 'The badge to issue' : `The ${check.count} badges to issue`}
      </h2>
      <table className="stacked-table w-full border-collapse text-left">
        <caption className="sr-only">
          {check.count > shown ? `The first ${shown} rows of ${check.count}` : 'Every row'}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Line
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Member
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Badge
            </th>
            <th scope="col" className="py-2 font-semibold">
              Issued
            </th>
          </tr>
        </thead>
        <tbody>
          {check.rows.slice(0, shown).map((r) => (
            <tr key={r.line} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4">
                <CellLabel>Line</CellLabel>
                <CellValue>{r.line}</CellValue>
              </td>
              <td className="py-2 pr-4 break-words">
                <CellLabel>Member</CellLabel>
                <CellValue>
                  {r.member.name}{' '}
                  <span className="break-all text-slate-700">({r.member.email})</span>
                </CellValue>
              </td>
              <td className="py-2 pr-4 break-words">
                <CellLabel>Badge</CellLabel>
                <CellValue>{r.badge.name}</CellValue>
              </td>
              <td className="py-2 whitespace-nowrap">
                <CellLabel>Issued</CellLabel>
                <CellValue>{r.issued_on}</CellValue>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {check.count > shown ? (
        <p className="mt-2 text-slate-700">…and {check.count - shown} more.</p>
      ) : null}
    </section>
  );
}
