import type { CourseFilters } from '@techgold/contracts/courses';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';
import { paths } from '~/lib/paths';
import { useSearchAsYouType } from '~/lib/use-search-as-you-type';
import {
  FILTER_KEYS,
  finderSearch,
  parseFinderQuery,
  type FilterKey,
  type FinderQuery,
} from './finder-query';

const selects: Record<FilterKey, { label: string; empty: string; options: keyof CourseFilters }> = {
  provider: { label: 'Provider', empty: 'Select provider', options: 'providers' },
  location: { label: 'Location', empty: 'Select location', options: 'locations' },
  type: { label: 'Type', empty: 'Select type', options: 'types' },
  subject: { label: 'Subject', empty: 'Select subject', options: 'subjects' },
};

const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

const FIELDS = ['q', ...FILTER_KEYS] as const;

/** The finder's query string for the form's values (the same parse the page's loader uses). */
const searchOf = (values: URLSearchParams) => finderSearch(parseFinderQuery(values).query);

/**
 * A GET form: without JavaScript it navigates to /courses?…; with it, the results update in
 * place as the visitor types or changes a dropdown (`useSearchAsYouType`, shared with the
 * member lists). No control is re-created, so focus stays where it was: an arrow key on a
 * closed dropdown must not throw the keyboard user out of it.
 */
export function FinderForm({ query, filters }: { query: FinderQuery; filters: CourseFilters }) {
  const id = useId();
  const { formRef, onSubmit, onType, onPick } = useSearchAsYouType({
    current: finderSearch(query),
    searchOf,
    fields: FIELDS,
    action: paths.courses(),
  });

  const active = Object.values(query).some(Boolean);
  return (
    <Form
      ref={formRef}
      method="get"
      action={paths.courses()}
      role="search"
      aria-label="Courses"
      onSubmit={onSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      <label htmlFor={`${id}-q`} className="font-semibold text-navy-950">
        Search by course or provider
      </label>
      <div className="mt-1.5 flex flex-col gap-3 xs:flex-row">
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          onChange={onType}
          placeholder="For example, cyber security"
          className={fieldClass}
        />
        <button type="submit" className={buttonClass('primary', 'shrink-0')}>
          <Icon name="search" className="size-5" />
          Search
        </button>
      </div>
      <div className="mt-5 grid grid-cols-1 gap-x-3 gap-y-4 xs:grid-cols-2 lg:grid-cols-4 lg:gap-x-4">
        {FILTER_KEYS.map((key) => {
          const config = selects[key];
          const options = filters[config.options];
          // A value from a shared link that is no longer offered still shows as chosen.
          const values =
            query[key] && !options.includes(query[key]) ? [query[key], ...options] : options;
          return (
            <div key={key} className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={`${id}-${key}`} className="font-semibold text-navy-950">
                {config.label}
              </label>
              <select
                id={`${id}-${key}`}
                name={key}
                defaultValue={query[key]}
                onChange={onPick}
                className={fieldClass}
              >
                <option value="">{config.empty}</option>
                {values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {active ? (
        <Link
          to={paths.courses()}
          className="mt-4 inline-block rounded font-semibold text-navy-700 underline underline-offset-4"
        >
          Clear search and filters
        </Link>
      ) : null}
    </Form>
  );
}
