import type { CSSProperties } from 'react';
import type { ListV2Item } from '@techgold/contracts/editor';
import { Icon } from '../icons';
import { InlineHtml } from './inline-html';

const MAX_NESTING = 8;
const listClass = 'my-5 space-y-2 pl-6 marker:text-navy-600';
const counterStyle: Record<string, CSSProperties['listStyleType']> = {
  numeric: 'decimal',
  'lower-roman': 'lower-roman',
  'upper-roman': 'upper-roman',
  'lower-alpha': 'lower-alpha',
  'upper-alpha': 'upper-alpha',
};

function CheckItem({ checked, html }: { checked: boolean; html: unknown }) {
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
        <InlineHtml html={html} />
      </span>
    </span>
  );
}

type ListStyle = 'ordered' | 'unordered' | 'checklist';

function NestedItems({
  items,
  style,
  depth,
}: {
  items: ListV2Item[];
  style: ListStyle;
  depth: number;
}) {
  if (!items.length || depth > MAX_NESTING) return null;
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
        <ListItem key={index} item={item} style={style} depth={depth} />
      ))}
    </Tag>
  );
}

function ListItem({ item, style, depth }: { item: ListV2Item; style: ListStyle; depth: number }) {
  return (
    <li className={style === 'checklist' ? 'list-none' : undefined}>
      {style === 'checklist' ? (
        <CheckItem checked={item.meta?.checked === true} html={item.content} />
      ) : (
        <InlineHtml html={item.content} />
      )}
      <NestedItems items={item.items ?? []} style={style} depth={depth + 1} />
    </li>
  );
}

interface ListData {
  style: ListStyle;
  meta?: Record<string, unknown>;
  items: Array<string | ListV2Item>;
}

/** list-v1 (items are HTML strings) and list-v2 (nested `{content, meta, items}`). */
export function ListBlock({ data }: { data: ListData }) {
  const items = data.items.filter((item) => item !== null && item !== undefined);
  if (!items.length) return null;
  const style: ListStyle = data.style;
  const start = typeof data.meta?.start === 'number' ? data.meta.start : undefined;
  const counter = counterStyle[String(data.meta?.counterType ?? 'numeric')];
  const Tag = style === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag
      data-block="list"
      start={style === 'ordered' && start !== undefined && start !== 1 ? start : undefined}
      className={style === 'checklist' ? 'my-5 space-y-2' : listClass}
      style={{
        listStyleType:
          style === 'ordered' ? (counter ?? 'decimal') : style === 'unordered' ? 'disc' : 'none',
      }}
    >
      {items.map((item, index) =>
        typeof item === 'string' ? (
          <li key={index}>
            <InlineHtml html={item} />
          </li>
        ) : (
          <ListItem key={index} item={item} style={style} depth={1} />
        ),
      )}
    </Tag>
  );
}

/** The checklist block: `{ items: [{ text, checked }] }`. */
export function ChecklistBlock({ items }: { items: Array<{ text: string; checked: boolean }> }) {
  if (!items.length) return null;
  return (
    <ul data-block="checklist" className="my-5 space-y-2.5">
      {items.map((item, index) => (
        <li key={index}>
          <CheckItem checked={item.checked} html={item.text} />
        </li>
      ))}
    </ul>
  );
}
