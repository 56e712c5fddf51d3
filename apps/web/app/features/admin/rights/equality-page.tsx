import { equalityReport, type EqualityReport } from '@techgold/contracts/admin/equality';
import { equalityQuery, useEquality } from '~/api/admin/rights-requests';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import type { Route } from './+types/equality-page';

export async function loader({ context }: Route.LoaderArgs) {
  const get = serverGetter(context, equalityReport);
  return { dehydrated: await prefetch((client) => client.prefetchQuery(equalityQuery(get))) };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Equality data');

function CountTable({
  caption,
  rows,
  below,
}: {
  caption: string;
  rows: EqualityReport['gender'];
  below: number;
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-sm text-navy-950">
        <tr>
          <th scope="col" className="py-2 pr-4">
            Answer
          </th>
          <th scope="col" className="py-2 text-right">
            Members
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.option}>
            <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
              {row.option}
            </th>
            <td className="py-2 text-right tabular-nums text-slate-900">
              {row.count === null ? `Fewer than ${below}` : row.count}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Equality answers in aggregate only: never a person's, and small groups hidden. */
export default function EqualityPage() {
  const { data, isError } = useEquality();
  return (
    <>
      <PageHeader
        title="Equality data"
        description="How members answered the optional equality questions, counted by answer. Staff never see one person’s answers; a group smaller than 5 is shown as “Fewer than 5” so nobody can be picked out."
      />
      {isError && !data ? (
        <p role="alert" className="font-semibold text-red-800">
          The equality data could not be loaded. Reload the page to try again.
        </p>
      ) : data ? (
        <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
          <Panel title="Gender" id="gender">
            <CountTable caption="Gender" rows={data.gender} below={data.suppressed_below} />
          </Panel>
          <Panel title="Ethnicity" id="ethnicity">
            <CountTable caption="Ethnicity" rows={data.ethnicity} below={data.suppressed_below} />
          </Panel>
        </div>
      ) : null}
    </>
  );
}
