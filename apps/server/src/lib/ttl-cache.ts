/**
 * A memoised async loader; `refresh()` starts a new load now and caches it in its place;
 * `clear()` drops the value, so the next call loads.
 */
export interface Cached<T> {
  (): Promise<T>;
  refresh(): Promise<T>;
  clear(): void;
}

/** Memoises an async loader for `ttlMs`; concurrent callers share one in-flight load. */
export function cached<T>(ttlMs: number, load: () => Promise<T>): Cached<T> {
  let value: Promise<T> | undefined;
  let expires = 0;
  const reload = () => {
    expires = Date.now() + ttlMs;
    const loading = load().catch((err) => {
      if (value === loading) value = undefined; // never cache a failure
      throw err;
    });
    value = loading;
    return loading;
  };
  const get = () => (!value || Date.now() >= expires ? reload() : value);
  const clear = () => {
    value = undefined;
  };
  return Object.assign(get, { refresh: reload, clear });
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
