import { useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '~/components/icons';
import { listSearch, toggleTag, type ListParams } from './list-params';

export interface FilterTag {
  id: number;
  title: string;
  type: number;
}

export interface TagGroup {
  type: number;
  label: string;
}

/**
 * The active tag chips (each a link that removes it, so they work before hydration) and the
 * "Add filters" side panel with a checkbox per tag, grouped by type (SPEC §2: industry, and
 * topic or technology). Every change is a navigation: the URL holds the filter.
 */
export function TagFilter({
  params,
  tags,
  groups,
  counts,
}: {
  params: ListParams;
  tags: FilterTag[];
  groups: TagGroup[];
  /** Tag id → how many items carry it under the current search (issue 26); unset: none shown. */
  counts?: Record<string, number>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const byId = new Map(tags.map((t) => [t.id, t]));
  const active = params.tags.map((id) => byId.get(id)).filter((t) => t !== undefined);

  const toggle = (tagId: number) =>
    void navigate(listSearch(toggleTag(params, tagId)) || '?', { preventScrollReset: true });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy-900 bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50"
      >
        <Icon name="sparkles" />
        Add filters
      </button>
      {active.length ? (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {active.map((tag) => (
            <li key={tag.id}>
              <Link
                to={listSearch(toggleTag(params, tag.id)) || '?'}
                preventScrollReset
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-700"
              >
                {tag.title}
                <Icon name="close" className="size-4" />
                <span className="sr-only">(remove filter)</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm overflow-y-auto bg-white p-6 shadow-xl backdrop:bg-navy-950/40"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-navy-950">
            Add filters
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-50"
          >
            <Icon name="close" />
            <span className="sr-only">Close filters</span>
          </button>
        </div>
        {groups.map((group) => {
          const inGroup = tags.filter((t) => t.type === group.type);
          if (!inGroup.length) return null;
          return (
            <fieldset key={group.type} className="mt-6">
              <legend className="font-semibold text-navy-950">{group.label}</legend>
              <ul className="mt-2 space-y-1">
                {inGroup.map((tag) => (
                  <li key={tag.id}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-navy-50">
                      <input
                        type="checkbox"
                        checked={params.tags.includes(tag.id)}
                        onChange={() => toggle(tag.id)}
                        className="size-5 accent-navy-900"
                      />
                      <span>
                        {tag.title}
                        {counts ? (
                          <span className="text-slate-700"> ({counts[String(tag.id)] ?? 0})</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="mt-8 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700"
        >
          Show results
        </button>
      </dialog>
    </div>
  );
}
