import { SEARCH_MIN_CHARS } from '@techgold/contracts/search-limits';
import type { SearchResponse } from '@techgold/contracts/search';
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSearch } from '~/api/get-search';
import { cn } from '~/lib/cn';
import { paths } from '~/lib/paths';
import { searchResultsPath } from '~/features/search/search-path';
import { Icon } from '../icons';

interface Option {
  /** Position in the whole list, across groups (the arrow keys' order). */
  index: number;
  key: string;
  label: string;
  to: string;
}

interface Group {
  heading: string;
  options: Option[];
}

/** The answer as the listbox shows it: SPEC §2's four groups, empty ones left out. */
function toGroups(result: SearchResponse | undefined): Group[] {
  if (!result) return [];
  const groups: Group[] = [
    {
      heading: 'Employers',
      options: result.employers.map((e) => ({
        index: 0,
        key: `employer-${e.id}`,
        label: e.title,
        to: paths.employer(e.id),
      })),
    },
    {
      heading: 'Insights',
      options: result.insights.map((i) => ({
        index: 0,
        key: `insight-${i.id}`,
        label: i.title,
        to: paths.insight(i.id),
      })),
    },
    {
      heading: 'Learning providers',
      options: result.schools.map((s) => ({
        index: 0,
        key: `school-${s.id}`,
        label: s.title,
        to: paths.learningProvider(s.id),
      })),
    },
    {
      heading: 'Events',
      options: result.events.map((e) => ({
        index: 0,
        key: `event-${e.id}`,
        label: e.name,
        to: paths.event(e.id),
      })),
    },
  ];
  let index = 0;
  for (const group of groups) for (const option of group.options) option.index = index++;
  return groups.filter((g) => g.options.length > 0);
}

/**
 * The platform search (SPEC §2): suggestions from three characters, at most three a group,
 * in the WAI-ARIA combobox pattern — arrow keys move through the options, Enter opens one,
 * Escape closes the list (a second Escape clears the box), and the count is announced.
 */
export function SearchBar() {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Typing stays responsive; the query follows the deferred text.
  const term = useDeferredValue(text).trim();
  const longEnough = [...term].length >= SEARCH_MIN_CHARS;
  const query = useSearch(term);
  const groups = longEnough ? toGroups(query.data) : [];
  const results = groups.flatMap((g) => g.options);
  // After the suggestions, "See all results": the full, paged results page.
  const seeAll: Option | null = results.length
    ? { index: results.length, key: 'all', label: 'See all results', to: searchResultsPath(term) }
    : null;
  const options = seeAll ? [...results, seeAll] : results;

  // Closed on every route change (a result was opened, or the member went elsewhere).
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
    setActive(-1);
  }

  const settled = open && longEnough && !query.isPending;
  const expanded = settled && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function go(option: Option | undefined) {
    if (!option) return;
    setOpen(false);
    setText('');
    void navigate(option.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!options.length) return;
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length + 1) % (options.length + 1));
        break;
      }
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0 && active < options.length) go(options[active]);
        // Enter in the box itself opens the full results page.
        else if (longEnough) go({ index: -1, key: 'all', label: '', to: searchResultsPath(term) });
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  }

  // `active` runs over options.length + 1 positions: the last one is "back in the box".
  const activeIndex = active < options.length ? active : -1;

  let status = '';
  if (longEnough && !query.isPending) {
    if (query.isError) status = 'Search is unavailable. Please try again.';
    else status = results.length ? `${results.length} results` : 'No results';
  }

  return (
    // Not a <form>: there is nothing to submit (an option is chosen from the list).
    <div role="search" className="relative w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        Search the platform
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        maxLength={100}
        placeholder="Search the platform"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-lg border border-slate-500 bg-slate-50 py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500"
      />
      <span id={`${id}-hint`} className="sr-only">
        Type at least {SEARCH_MIN_CHARS} characters for suggestions. Enter shows all results.
      </span>
      <span role="status" className="sr-only">
        {open ? status : ''}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        className={cn(
          'absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white py-2 shadow-lg',
          !expanded && 'hidden',
        )}
      >
        {groups.map((group, g) => (
          <div key={group.heading} role="group" aria-labelledby={`${id}-group-${g}`}>
            <div
              id={`${id}-group-${g}`}
              className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {group.heading}
            </div>
            {group.options.map((option) => {
              const current = option.index === activeIndex;
              const at = option.index;
              return (
                <div
                  key={option.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={current}
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(option);
                  }}
                  onMouseEnter={() => setActive(at)}
                  className={cn(
                    'cursor-pointer px-4 py-2 text-navy-950',
                    current ? 'bg-navy-900 text-white' : 'hover:bg-navy-50',
                  )}
                >
                  {option.label}
                </div>
              );
            })}
          </div>
        ))}
        {seeAll ? (
          <div
            id={optionId(seeAll.index)}
            role="option"
            aria-selected={seeAll.index === activeIndex}
            onMouseDown={(event) => {
              event.preventDefault();
              go(seeAll);
            }}
            onMouseEnter={() => setActive(seeAll.index)}
            className={cn(
              'mt-1 cursor-pointer border-t border-slate-200 px-4 pt-3 pb-2 font-semibold underline underline-offset-4',
              seeAll.index === activeIndex
                ? 'bg-navy-900 text-white'
                : 'text-navy-700 hover:bg-navy-50',
            )}
          >
            {seeAll.label}
          </div>
        ) : null}
      </div>
      {settled && !options.length ? (
        <div className="absolute inset-x-0 top-full z-40 mt-1 rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-700 shadow-lg">
          {status}
        </div>
      ) : null}
    </div>
  );
}
