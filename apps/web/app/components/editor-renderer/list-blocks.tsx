import { Icon } from '../icons';
import { InlineHtml } from './inline-html';
import type { Inline, ListStyle, RenderBlock, RenderListItem } from './types';
import { cn } from '~/lib/cn';

const listClass = 'my-5 space-y-2 pl-6 marker:text-navy-600';

// Classes, not a style attribute: the page CSP allows no inline styles.
const listStyleClass: Record<string, string> = {
  decimal: 'list-decimal',
  'lower-roman': 'list-[lower-roman]',
  'upper-roman': 'list-[upper-roman]',
  'lower-alpha': 'list-[lower-alpha]',
  'upper-alpha': 'list-[upper-alpha]',
  disc: 'list-disc',
  none: 'list-none',
};

function CheckItem({ checked, text }: { checked: boolean; text: Inline }) {
  return (
    <span className="flex items-start gap-2.5">
      <span
        aria-hidden="true"
        className={
          checked
            ? 'mt-0.5 grid size-5 shrink-0 place-items-center rounded bg-navy-900 text-white'
            : 'mt-0.5 size-5 shrink-0 rounded border-2 border-slate-400 bg-white'
        }
      >
        {checked ? <Icon name="tick" className="size-3.5" /> : null}
      </span>
      <span className="sr-only">{checked ? 'Done: ' : 'To do: '}</span>
      <span className={checked ? 'text-slate-600' : undefined}>
        <InlineHtml nodes={text} />
      </span>
    </span>
  );
}

function NestedItems({ items, style }: { items: RenderListItem[]; style: ListStyle }) {
  if (!items.length) return null;
  const Tag = style === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag
      className={
        style === 'checklist'
          ? 'mt-2 space-y-2 pl-6'
          : `mt-2 space-y-2 pl-6 ${style === 'ordered' ? 'list-[lower-alpha]' : 'list-[circle]'}`
      }
    >
      {items.map((item, index) => (
        <ListItem key={index} item={item} style={style} />
      ))}
    </Tag>
  );
}

function ListItem({ item, style }: { item: RenderListItem; style: ListStyle }) {
  return (
    <li className={style === 'checklist' ? 'list-none' : undefined}>
      {style === 'checklist' ? (
        <CheckItem checked={item.checked} text={item.content} />
      ) : (
        <InlineHtml nodes={item.content} />
      )}
      <NestedItems items={item.items} style={style} />
    </li>
  );
}

/** list-v1 (items were HTML strings) and list-v2 (nested items), prepared alike. */
export function ListBlock({ block }: { block: Extract<RenderBlock, { type: 'list' }> }) {
  const { style, items, start } = block;
  if (!items.length) return null;
  const Tag = style === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag
      data-block="list"
      start={style === 'ordered' && start !== undefined && start !== 1 ? start : undefined}
      className={cn(
        style === 'checklist' ? 'my-5 space-y-2' : listClass,
        listStyleClass[
          style === 'ordered' ? block.counter : style === 'unordered' ? 'disc' : 'none'
        ] ?? 'list-decimal',
      )}
    >
      {items.map((item, index) => (
        <ListItem key={index} item={item} style={style} />
      ))}
    </Tag>
  );
}

/** The checklist block: `{ items: [{ text, checked }] }`. */
export function ChecklistBlock({ items }: { items: Array<{ text: Inline; checked: boolean }> }) {
  if (!items.length) return null;
  return (
    <ul data-block="checklist" className="my-5 space-y-2.5">
      {items.map((item, index) => (
        <li key={index}>
          <CheckItem checked={item.checked} text={item.text} />
        </li>
      ))}
    </ul>
  );
}
