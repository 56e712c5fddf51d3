// Member pages render with their data: a loader fills a query cache on the server through the
// in-process API and sends it dehydrated; layouts/member.tsx hydrates it into the browser's
// cache, so the component's useQuery finds the data at once, on the first render and after
// every client navigation.
import {
  dehydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from './api-client';
import type { Getter } from './getter';
import { makeQueryClient } from './query-client';

/** A Getter over `context.api`, parsing with the contract's schema; non-2xx throws like the client. */
export function serverGetter<S extends z.ZodType>(
  context: AppLoadContext,
  schema: S,
): Getter<z.output<S>> {
  return async (path) => {
    const res = await context.api(path, schema);
    if (res.body === null) {
      throw new ApiRequestError(res.status, res.message ?? 'Something went wrong.');
    }
    return res.body;
  };
}

/**
 * Runs `fill` on a fresh cache and returns it dehydrated, for the loader's `dehydrated` field.
 * A failed query is left out (the browser then fetches it and shows its own error state).
 */
export async function prefetch(
  fill: (client: QueryClient) => Promise<unknown>,
): Promise<DehydratedState> {
  const client = makeQueryClient();
  await fill(client);
  return dehydrate(client);
}

/**
 * One read for a loader that renders from its own data (an insight's prepared blocks, the
 * editor's starting document) rather than from the browser's cache: the endpoint module's
 * query options, run once on the server. A non-2xx answer throws ApiRequestError.
 */
export function serverRead<T, Key extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, Key>,
): Promise<T> {
  return makeQueryClient().fetchQuery({ ...options, retry: false });
}
