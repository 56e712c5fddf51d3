// A member list's state lives in its URL (shareable; the back button works): `q` the search,
// `tags` the active tag ids (comma-separated), `tab=saved` the Saved tab. Loaders read it from
// the request, components from useSearchParams: both through `readListParams`.

export interface ListParams {
  q?: string;
  tags: number[];
  saved: boolean;
}

// The API accepts at most 20 tag ids of at most 9 digits; anything else is dropped here
// rather than answered with an error page.
const MAX_TAGS = 20;

export function readListParams(search: URLSearchParams): ListParams {
  const q = search.get('q')?.trim().slice(0, 100) || undefined;
  const tags = [
    ...new Set(
      (search.get('tags') ?? '')
        .split(',')
        .filter((s) => /^[1-9]\d{0,8}$/.test(s))
        .map(Number),
    ),
  ].slice(0, MAX_TAGS);
  return { q, tags, saved: search.get('tab') === 'saved' };
}

/** The query string for `params` (empty parts left out), starting with `?` or empty. */
export function listSearch(params: ListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.tags.length) search.set('tags', params.tags.join(','));
  if (params.saved) search.set('tab', 'saved');
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function toggleTag(params: ListParams, tagId: number): ListParams {
  const tags = params.tags.includes(tagId)
    ? params.tags.filter((id) => id !== tagId)
    : [...params.tags, tagId];
  return { ...params, tags };
}
