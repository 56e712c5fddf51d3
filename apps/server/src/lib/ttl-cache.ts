/** Memoises an async loader for `ttlMs`; concurrent callers share one in-flight load. */
export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let expires = 0;
  return () => {
    const now = Date.now();
    if (!value || now >= expires) {
      expires = now + ttlMs;
      value = load().catch((err) => {
        value = undefined; // never cache a failure
        throw err;
      });
    }
    return value;
  };
}
