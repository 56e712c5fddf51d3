// A console list's state lives in its URL (shareable; the back button works): the search, the
// filters, the sort and the page. The loader and the component read it alike with `readQuery`,
// which keeps only values the API's own schema accepts, so a hand-edited URL shows the list
// without the bad part instead of an error page. What it returns is the API's query string:
// the same record is the cache key on the server and in the browser.
import { ADMIN_PAGE_SIZE } from '@techgold/contracts/admin/common';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type ListQuery = Record<string, string>;

/** Values of `search` that `schema` accepts; `page` (1-based, in the URL) becomes `offset`. */
export function readQuery(schema: z.ZodObject, search: URLSearchParams): ListQuery {
  const raw: ListQuery = {};
  for (const [key, value] of search) {
    // `page` in the URL is always the list's page number (made into `offset` below), even when
    // the API also has a filter of that name.
    const paging = key === 'offset' || key === 'limit' || key === 'page';
    if (key in schema.shape && !paging && value !== '') {
      raw[key] = value;
    }
  }
  const page = pageOf(search);
  if (page > 1 && 'offset' in schema.shape) raw.offset = String((page - 1) * ADMIN_PAGE_SIZE);
  // Drop what the schema refuses, a key at a time, until the rest parses.
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = schema.safeParse(raw);
    if (result.success) return raw;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    if (![...bad].some((key) => key in raw)) break;
    for (const key of bad) delete raw[key];
  }
  return {};
}

/** The 1-based page in the URL; anything but a positive whole number is page 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
}

export function useListQuery(schema: z.ZodObject): ListQuery {
  const [search] = useSearchParams();
  return useMemo(() => readQuery(schema, search), [schema, search]);
}

/**
 * The URL of this list with some values changed (`undefined` removes one). Changing anything
 * but the page goes back to page 1: page 3 of an older search means nothing.
 */
export function listHref(
  search: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams(search);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : '?';
}
