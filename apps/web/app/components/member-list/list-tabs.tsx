import { LinkTabs } from '../link-tabs';
import { listSearch, type ListParams } from './list-params';

/** The All / Saved tabs of a member list with their counts (LinkTabs). */
export function ListTabs({
  params,
  label,
  allLabel,
  counts,
}: {
  params: ListParams;
  /** Names the navigation for screen readers, e.g. "Insights lists". */
  label: string;
  allLabel: string;
  /** `capped`: the server stopped counting at `all`; there are more, shown as "100+". */
  counts: { all: number; saved: number; capped?: boolean } | undefined;
}) {
  return (
    <LinkTabs
      label={label}
      tabs={[
        {
          key: 'all',
          text: allLabel,
          to: listSearch({ ...params, saved: false }) || '?',
          current: !params.saved,
          count: counts?.all,
          more: counts?.capped,
        },
        {
          key: 'saved',
          text: 'Saved',
          to: listSearch({ ...params, saved: true }) || '?',
          current: params.saved,
          count: counts?.saved,
        },
      ]}
    />
  );
}
