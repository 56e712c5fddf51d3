import type { CurrentUser } from './user.ts';

/**
 * What the Fastify server hands to React Router loaders during a server render
 * (`getLoadContext`). Loaders read data through `api`, which runs the JSON API in-process
 * with the visitor's cookies, so pages and clients go through the same contract.
 */
export interface ServerLoadContext {
  user: CurrentUser | null;
  cspNonce: string;
  publicBaseUrl: string;
  api<T = unknown>(path: string): Promise<{ status: number; body: T }>;
}
