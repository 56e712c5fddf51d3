import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { cn } from '~/lib/cn';
import { controlClass, FieldShell } from '../form/field-shell';
import { useLookup, type Choice, type Lookup } from './use-lookup';

export type { Choice, Lookup } from './use-lookup';

// False in the server's render and while hydrating, true once the page's script runs.
const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

// React warns about useLayoutEffect in the server render; the effect only matters in a browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface ComboboxFieldProps {
  label: string;
  hint?: string;
  /** The field's name: a hidden input of that name holds the chosen id, which the form sends. */
  name: string;
  /** The text box's id: the error summary's link puts the cursor there. */
  id: string;
  /** The chosen id to start with ('' for none), as `form.field(name)` gives it. */
  defaultValue?: string;
  /** The name of the chosen one, shown in the box (the record knows it). */
  defaultLabel?: string;
  error?: string;
  /** One page of matches from the server. */
  lookup: Lookup;
  /** Words for the announcements: 'employer', 'employers'. */
  noun: { one: string; many: string };
  /** Emptying the box chooses none (an optional field). */
  optional?: boolean;
  /** After a choice: the form reads the hidden input (`form.onChange`). */
  onChoose?: (choice: Choice | null) => void;
  className?: string;
}

interface Chosen {
  id: string;
  label: string;
}

/**
 * A text box that finds its choices on the server as you type: ARIA 1.2's combobox with a
 * listbox popup (decision 0095), for lists too long for a select (421 employers, every
 * member). Up and Down move through the matches, Enter chooses, Escape closes and puts the
 * chosen name back; Down past the last match (or "Show more", or scrolling) fetches the next
 * page. How many match is announced politely. The chosen id is in a hidden input named
 * `name`, so it is one field of the one form (0080) like any other.
 */
export function ComboboxField({
  label,
  hint,
  name,
  id,
  defaultValue = '',
  defaultLabel = '',
  error,
  lookup,
  noun,
  optional = false,
  onChoose,
  className,
}: ComboboxFieldProps) {
  const listId = useId();
  const hidden = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hydrated = useSyncExternalStore(noSubscription, isBrowser, isServer);
  const [chosen, setChosen] = useState<Chosen>({ id: defaultValue, label: defaultLabel });
  const [text, setText] = useState(defaultLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { found, busy, problem, search, more, reset } = useLookup(lookup);
  const items = found?.items ?? [];
  const hasMore = Boolean(found && items.length < found.total);

  // The hidden input is drawn again only when its starting value changes: React 19 writes an
  // input's defaultValue on every update, and a hidden input's value is that attribute, so a
  // redraw would undo the choice written into it.
  const hiddenInput = useMemo(
    () => <input type="hidden" name={name} defaultValue={defaultValue} ref={hidden} />,
    [name, defaultValue],
  );

  // A new version of the record (saved, reloaded elsewhere): show its choice, unless it is the
  // one chosen here already (its name may arrive a moment later).
  const startKey = `${defaultValue}\n${defaultLabel}`;
  const [shownStart, setShownStart] = useState(startKey);
  if (shownStart !== startKey) {
    setShownStart(startKey);
    if (defaultValue !== chosen.id) {
      setChosen({ id: defaultValue, label: defaultLabel });
      setText(defaultLabel);
    } else if (defaultLabel && defaultLabel !== chosen.label && !open) {
      setChosen({ id: defaultValue, label: defaultLabel });
      setText(defaultLabel);
    }
  }

  // The form wrote another value into the hidden input ("Load the latest version" of an
  // unchanged record): the box follows it.
  useBrowserLayoutEffect(() => {
    const value = hidden.current?.value ?? '';
    if (value === chosen.id) return;
    const label = value === defaultValue ? defaultLabel : '';
    setChosen({ id: value, label });
    setText(label);
  });

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    reset();
  };

  const choose = (choice: Choice | null) => {
    const next = choice ? { id: String(choice.id), label: choice.label } : { id: '', label: '' };
    if (hidden.current) hidden.current.value = next.id;
    setChosen(next);
    setText(next.label);
    close();
    onChoose?.(choice);
  };

  /** Opens the list on the matches for what is typed (everything, when it is the chosen name). */
  const openList = () => {
    setOpen(true);
    setActive(-1);
    search(text === chosen.label ? '' : text, true);
  };

  const putBack = () => {
    close();
    if (optional && !text.trim()) {
      if (chosen.id) choose(null);
      return;
    }
    setText(chosen.label);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open) openList();
        else if (active < items.length - 1) setActive(active + 1);
        else if (hasMore) more();
        break;
      }
      case 'ArrowUp': {
        if (!open) return;
        event.preventDefault();
        setActive(Math.max(-1, active - 1));
        break;
      }
      case 'Enter': {
        const edited = text !== chosen.label;
        if (!open && !edited) return; // the form is sent
        event.preventDefault();
        if (open && active >= 0 && items[active]) choose(items[active]);
        else if (optional && !text.trim()) choose(null);
        else if (open && items.length === 1 && found?.total === 1) choose(items[0]!);
        else if (!open) openList();
        break;
      }
      case 'Escape': {
        if (!open && !(text !== chosen.label)) return;
        event.preventDefault();
        close();
        setText(chosen.label);
        break;
      }
    }
  };

  const announcement = !open
    ? ''
    : problem
      ? problem
      : !found || (busy && !items.length)
        ? ''
        : found.total === 0
          ? noMatch(noun.one, found.text)
          : countText(found.total, items.length, noun);

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          {hiddenInput}
          <input
            {...control}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            // Before the page's script runs, the box shows the current choice and nothing else.
            readOnly={!hydrated}
            value={text}
            className={cn(controlClass(error), 'placeholder:text-slate-500')}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              search(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={putBack}
          />
          <p role="status" className="sr-only">
            {announcement}
          </p>
          {/* A press anywhere in the popup (an option, its scroll bar, Show more) leaves focus in the box. */}
          <div
            hidden={!open}
            onMouseDown={(event) => event.preventDefault()}
            className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-slate-400 bg-white shadow-lg"
          >
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={label}
              hidden={!items.length}
              className="max-h-72 overflow-y-auto py-1"
              onScroll={(event) => {
                const list = event.currentTarget;
                if (list.scrollTop + list.clientHeight >= list.scrollHeight - 24) more();
              }}
            >
              {items.map((choice, index) => (
                <li
                  key={choice.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // The text box keeps focus: a press here must not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(choice)}
                  className={cn(
                    'cursor-pointer px-3 py-2 break-words',
                    index === active ? 'bg-navy-800 text-white' : 'text-slate-900 hover:bg-navy-50',
                    String(choice.id) === chosen.id && 'font-semibold',
                  )}
                >
                  {choice.label}
                  {choice.detail ? (
                    <span
                      className={cn(
                        'block text-sm break-all',
                        index === active ? 'text-navy-100' : 'text-slate-700',
                      )}
                    >
                      {choice.detail}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <Footer
              busy={busy}
              problem={problem}
              found={found}
              shown={items.length}
              noun={noun}
              hasMore={hasMore}
              more={more}
            />
          </div>
        </div>
      )}
    </FieldShell>
  );
}

const noMatch = (one: string, text: string) =>
  text ? `No ${one} matches “${text}”. Check the spelling or type less of the name.` : `No ${one}.`;

const countText = (total: number, shown: number, noun: { one: string; many: string }) =>
  total === 1
    ? `1 ${noun.one} matches.`
    : shown < total
      ? `${total} ${noun.many} match; the first ${shown} are shown. Press Down past the last one to show more.`
      : `${total} ${noun.many} match.`;

/** Below the matches: searching, nothing found, a failure, or how many and "Show more". */
function Footer({
  busy,
  problem,
  found,
  shown,
  noun,
  hasMore,
  more,
}: {
  busy: boolean;
  problem: string | null;
  found: { text: string; total: number } | null;
  shown: number;
  noun: { one: string; many: string };
  hasMore: boolean;
  more: () => void;
}) {
  if (problem) return <p className="px-3 py-2 font-semibold text-red-800">{problem}</p>;
  if (!found || (busy && !shown)) return <p className="px-3 py-2 text-slate-700">Searching…</p>;
  if (found.total === 0)
    return <p className="px-3 py-2 text-slate-700">{noMatch(noun.one, found.text)}</p>;
  if (!hasMore) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-2 text-sm text-slate-700">
      <span>
        {shown} of {found.total} shown
      </span>
      <button
        type="button"
        tabIndex={-1}
        className="min-h-11 rounded px-2 font-semibold text-navy-800 underline underline-offset-2"
        onMouseDown={(event) => event.preventDefault()}
        onClick={more}
      >
        {busy ? 'Loading…' : `Show more ${noun.many}`}
      </button>
    </div>
  );
}
