import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * Roving tabindex for a WAI-ARIA tab list with automatic activation: arrow keys move between
 * tabs (wrapping), Home and End jump to the ends, and the newly selected tab takes focus.
 * Render only the selected tab with tabIndex 0.
 */
export function useRovingTabs(count: number) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(index: number, focus = true) {
    const next = (index + count) % count;
    setSelected(next);
    if (focus) tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  const tabRef = (index: number) => (el: HTMLButtonElement | null) => {
    tabRefs.current[index] = el;
  };

  return { selected, select, onKeyDown, tabRef };
}
