import { RETENTION_RULES, retentionText } from '@techgold/contracts/retention';
import { CellLabel, CellValue } from './cell-label';

/**
 * "What we hold and why": every kind of data with its purpose, lawful basis and retention,
 * drawn from the one rules table the retention job runs (decision 0064), so the privacy notice
 * and the member's privacy page cannot drift from what the code does. Plain data, no zod:
 * the public privacy notice shows it too. At 640 px and under its rows stack into labelled
 * cards (decision 0084).
 */
export function RetentionTable({ caption }: { caption: string }) {
  return (
    // A region of its own (it can still scroll on a narrow desktop window), named apart from
    // the section it sits in.
    <section className="overflow-x-auto" tabIndex={0} aria-label={`${caption}: table`}>
      <table className="stacked-table w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4 font-semibold">
              What we hold
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Why
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Lawful basis
            </th>
            <th scope="col" className="py-2 font-semibold">
              How long we keep it
            </th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_RULES.map((rule) => (
            <tr key={rule.key} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-normal">
                <CellLabel>What we hold</CellLabel>
                <CellValue>{rule.data}</CellValue>
              </th>
              <td className="py-2 pr-4">
                <CellLabel>Why</CellLabel>
                <CellValue>{rule.purpose}</CellValue>
              </td>
              <td className="py-2 pr-4">
                <CellLabel>Lawful basis</CellLabel>
                <CellValue>{rule.basis}</CellValue>
              </td>
              <td className="py-2">
                <CellLabel>How long we keep it</CellLabel>
                <CellValue>{retentionText(rule)}</CellValue>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
