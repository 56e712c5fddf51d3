import { Form } from 'react-router';
import { Icon } from '~/components/icons';
import { useSearchAsYouType } from '~/lib/use-search-as-you-type';
import { listSearch, readListParams, type ListParams } from './list-params';

const FIELDS = ['q'] as const;

/** The list's query string for the form's values: the search with the other filters. */
const searchOf = (values: URLSearchParams) => listSearch(readListParams(values));

/**
 * The list's search box: a GET form, so it works before the page's JavaScript loads and
 * Search is a new history entry. With JavaScript the list follows as the member types
 * (debounced, the URL replaced, focus kept: `useSearchAsYouType`, as the course finder does).
 * The other filters ride along as hidden fields.
 */
export function ListSearch({ params, label }: { params: ListParams; label: string }) {
  const { formRef, onSubmit, onType } = useSearchAsYouType({
    current: listSearch(params),
    searchOf,
    fields: FIELDS,
  });
  return (
    // Named, so it is told apart from the platform search in the header (axe landmark-unique).
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={label}
      className="flex w-full max-w-xl gap-2"
      preventScrollReset
      onSubmit={onSubmit}
    >
      <label className="sr-only" htmlFor="list-search">
        {label}
      </label>
      <input
        id="list-search"
        type="search"
        name="q"
        maxLength={100}
        defaultValue={params.q ?? ''}
        onChange={onType}
        placeholder={label}
        className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-navy-950 placeholder:text-slate-500"
      />
      {params.tags.length ? (
        <input type="hidden" name="tags" value={params.tags.join(',')} />
      ) : null}
      {params.saved ? <input type="hidden" name="tab" value="saved" /> : null}
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700"
      >
        <Icon name="search" />
        <span>Search</span>
      </button>
    </Form>
  );
}
