import { useId, useState, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Icon } from './icons';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

/**
 * FAQ accordion (SPEC §4): one item open at a time; clicking the open one closes it.
 * WAI-ARIA accordion pattern: a heading wrapping a button with aria-expanded.
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div
      className={cn(
        'divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white',
        className,
      )}
    >
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} data-faq-item="">
            <h3 className="text-base font-semibold text-navy-950 md:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-navy-50/60"
              >
                <span>{item.question}</span>
                <Icon
                  name="chevron-down"
                  className={cn(
                    'size-5 shrink-0 text-navy-700 transition-transform motion-reduce:transition-none',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
