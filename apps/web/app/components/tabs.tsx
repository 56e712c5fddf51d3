import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { useRovingTabs } from './use-roving-tabs';

interface TabItem {
  key: string;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs (see useRovingTabs): only the selected tab is in the tab order. */
export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const { selected, select, onKeyDown, tabRef } = useRovingTabs(items.length);
  const baseId = useId();

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
              ref={tabRef(index)}
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
