// Search as you type on a GET search form: the public course finder and the member lists.
// Without JavaScript the form is an ordinary GET form. With it, the same URL is reached through
// the router and the results update in place: as the person types (debounced, replacing the URL
// so each keystroke is not a history entry), and on Search or a changed dropdown (a history
// entry: Back undoes it). No control is re-created, so focus stays where it was.
import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation, useSubmit } from 'react-router';

/** Typing pauses this long before the results follow. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchAsYouTypeOptions {
  /** The query string the page shows now ('' or '?…'), in the form `searchOf` answers. */
  current: string;
  /** The query string for the form's values ('' or '?…'): empty values dropped, canonical. */
  searchOf: (values: URLSearchParams) => string;
  /** The controls whose values live in the URL (by name), kept in step with Back and links. */
  fields: readonly string[];
  /** Where the form goes; the current path when left out. */
  action?: string;
}

export function useSearchAsYouType({ current, searchOf, fields, action }: SearchAsYouTypeOptions) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward or a link changed the query: show it in the controls (the focused control
  // keeps what is being typed). The names as one string, so a caller's inline array does not
  // rerun this on every render.
  const fieldList = fields.join(' ');
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const shown = new URLSearchParams(current);
    for (const name of fieldList.split(' ')) {
      const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (control && control !== document.activeElement) control.value = shown.get(name) ?? '';
    }
  }, [current, fieldList]);
  useEffect(() => () => clearTimeout(typing.current), []);

  function apply(form: HTMLFormElement, replace: boolean) {
    clearTimeout(typing.current);
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') values.append(name, value);
    }
    const search = searchOf(values);
    if (search === current) return;
    void submit(search, {
      method: 'get',
      action: action ?? pathname,
      replace,
      preventScrollReset: true,
    });
  }

  return {
    formRef,
    /** The form's onSubmit: Search (or Enter) applies at once, as a history entry. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      apply(event.currentTarget, false);
    },
    /** A text box's onChange: the results follow once typing pauses, replacing the URL. */
    onType(event: FormEvent<HTMLInputElement>) {
      const form = event.currentTarget.form;
      clearTimeout(typing.current);
      if (form) typing.current = setTimeout(() => apply(form, true), SEARCH_DEBOUNCE_MS);
    },
    /** A dropdown's onChange: applies at once, as a history entry. */
    onPick(event: FormEvent<HTMLSelectElement>) {
      const form = event.currentTarget.form;
      if (form) apply(form, false);
    },
  };
}
