import { createElement, Fragment, type ReactNode } from 'react';
import type { Inline } from './types';

const tagClass: Partial<Record<string, string>> = {
  a: 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950',
  code: 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900',
  mark: 'rounded bg-gold-100 px-0.5 text-inherit',
};

function renderNodes(nodes: Inline, prefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}${index}`;
    if (typeof node === 'string') return node;
    if (node.tag === 'br') return <br key={key} />;
    const children = renderNodes(node.children, `${key}.`);
    if (node.tag === 'a') {
      return node.href ? (
        <a key={key} href={node.href} rel="noopener nofollow" className={tagClass.a}>
          {children}
        </a>
      ) : (
        <Fragment key={key}>{children}</Fragment>
      );
    }
    return createElement(node.tag, { key, className: tagClass[node.tag] }, children);
  });
}

/**
 * Inline rich text, already parsed on the server into allow-listed nodes (inline-parser.ts).
 * React renders the tree, so every text is escaped and no markup from the input reaches the DOM.
 */
export function InlineHtml({ nodes }: { nodes: Inline }) {
  return <>{renderNodes(nodes, '')}</>;
}
