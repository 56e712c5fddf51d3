import type { z } from 'zod';
import type { CurrentUser } from './user.ts';

/** A read through the in-process API: the parsed body on a 2xx, else null and the error. */
export interface ServerApiResult<T> {
  status: number;
  body: T | null;
  /** The API's `{ message }` on a non-2xx answer. */
  message: string | null;
  /** The whole JSON body of a non-2xx answer (e.g. a revoked credential's `revoked_at`). */
  error?: unknown;
}

/**
 * What the Fastify server hands to React Router loaders during a server render
 * (`getLoadContext`). Loaders read data through `api`, which runs the JSON API in-process
 * with the visitor's cookies, so pages and clients go through the same contract.
 */
export interface ServerLoadContext {
  user: CurrentUser | null;
  cspNonce: string;
  /**
   * Render the whole document before sending (no streamed shell): the anonymous cache keeps
   * it for every anonymous visitor, so nobody waits on it streaming.
   */
  renderWhole: boolean;
  publicBaseUrl: string;
  /**
   * GET `path` and parse a 2xx body with the contract's `schema` (a body that does not match
   * is a server bug and throws, never reaching a page as a cast).
   */
  api<S extends z.ZodType>(path: string, schema: S): Promise<ServerApiResult<z.output<S>>>;
}

/**
 * A page route's `handle` (React Router), read by the server before it renders the page.
 * `anonCache: true` says the page reads the same for every anonymous visitor, so the anonymous
 * cache may keep one copy of it for all of them (the server's plugins/anon-cache, decisions
 * 0052 and 0057). Leave it out for forms, pages holding a token from an email, the member area
 * and pages whose owners can hide them: those are rendered for each request.
 */
export interface PageHandle {
  anonCache?: true;
}
