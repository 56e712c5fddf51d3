/** A memoised async loader; `refresh()` starts a new load now and caches it in its place. */
export interface Cached<T> {
  (): Promise<T>;
  refresh(): Promise<T>;
}

// Public content changed (a staff edit here, or another process's NOTIFY: the anonymous
// cache's content-change path calls `contentChanged`): every cache reloads on its next read,
// so a course finder's facets and counts follow an edit at once, not after their TTL.
let contentEpoch = 0;

/** Marks every cached value in this process stale. */
export function contentChanged(): void {
  contentEpoch += 1;
}

/** Memoises an async loader for `ttlMs`; concurrent callers share one in-flight load. */
export function cached<T>(ttlMs: number, load: () => Promise<T>): Cached<T> {
  let value: Promise<T> | undefined;
  let expires = 0;
  let epoch = contentEpoch;
  const reload = () => {
    expires = Date.now() + ttlMs;
    epoch = contentEpoch;
    const loading = load().catch((err) => {
      if (value === loading) value = undefined; // never cache a failure
      throw err;
    });
    value = loading;
    return loading;
  };
  const get = () => (!value || Date.now() >= expires || epoch !== contentEpoch ? reload() : value);
  return Object.assign(get, { refresh: reload });
}

/**
 * The cached value, or a new load when `complete` says it predates something the caller has
 * just read (a row naming a provider or tag created since it loaded). The new load starts
 * after that read, so it includes the row, and later callers share it.
 */
export async function cachedOrReload<T>(
  cache: Cached<T>,
  complete: (value: T) => boolean,
): Promise<T> {
  const current = await cache();
  return complete(current) ? current : cache.refresh();
}
