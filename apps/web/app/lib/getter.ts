/**
 * How a query reads JSON: in the browser through the API client (lib/api-client), during a
 * server render through the in-process API (lib/prefetch.server). Query modules take one, so
 * the same query options — and the same cache keys — serve both.
 */
export type Getter<T> = (path: string, signal?: AbortSignal) => Promise<T>;
