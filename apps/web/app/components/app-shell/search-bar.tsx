import { useId } from 'react';
import { Icon } from '../icons';

/**
 * Slot for the platform search (SPEC §2, a later issue): a labelled search field that does not
 * submit anywhere yet.
 */
export function SearchBar() {
  const id = useId();
  return (
    <form
      role="search"
      className="relative w-full max-w-xl"
      onSubmit={(event) => event.preventDefault()}
    >
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
        name="q"
        autoComplete="off"
        placeholder="Search the platform"
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500"
      />
    </form>
  );
}
