import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

export interface TabItem {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and
 * End jump to the ends, and only the selected tab is in the tab order.
 */
export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(index: number) {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-3 gap-1 rounded-xl bg-navy-50 p-1 sm:inline-flex sm:p-1.5"
      >
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-h-11 rounded-lg px-1.5 py-2 text-sm leading-tight font-semibold transition-colors sm:px-6 sm:text-base',
                active ? 'bg-navy-900 text-white shadow' : 'text-navy-800 hover:bg-white',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          tabIndex={0}
          hidden={index !== selected}
          className="mt-6 rounded-2xl"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
