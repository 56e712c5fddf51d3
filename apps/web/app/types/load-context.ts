import type { ServerLoadContext } from '@techgold/contracts/ssr';

// The Fastify server passes this as React Router's load context (apps/server SSR plugin).
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation, not a new type
  interface AppLoadContext extends ServerLoadContext {}
}

export {};
