import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DbHandle;
  }
}

/** Makes the opened database available to every plugin and route, and closes it last. */
export default fp<{ handle: DbHandle; closeOnShutdown: boolean }>(
  async function databasePlugin(app, { handle, closeOnShutdown }) {
    app.decorate('database', handle);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);

export type { FastifyInstance };
