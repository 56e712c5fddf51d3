import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router';

/**
 * After a move to another page inside the member area, focus goes to the new page's `h1`
 * (made focusable for the purpose), so a keyboard or screen-reader user starts at the top of
 * what changed instead of on <body> (or on a menu button that has gone). A change of the query
 * string only (a search, a filter, a tab) keeps focus where it is, and so does a `replace`
 * navigation a page makes for itself (the editor's move to its fresh key after a save).
 */
export function usePageFocus(mainId: string) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = pathname;
    if (navigationType === 'REPLACE') return;
    const main = document.getElementById(mainId);
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [pathname, navigationType, mainId]);
}

/** How long a navigation runs before it is shown as loading (a quicker one flashes nothing). */
export const SLOW_AFTER_MS = 300;

/** True once `active` has stayed true for SLOW_AFTER_MS. */
export function useSlow(active: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active]);
  return slow && active;
}

/** A navigation (a page, or a list's new query string) that has been loading a while. */
export function useSlowNavigation(): boolean {
  return useSlow(useNavigation().state !== 'idle');
}
