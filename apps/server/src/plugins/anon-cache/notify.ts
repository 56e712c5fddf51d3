// Content changes reach every process: on PostgreSQL, the process that saw the change sends a
// NOTIFY and every other process LISTENs on one dedicated connection (a pooled one cannot hold
// a LISTEN). The embedded database has one process by construction (its directory lock), so
// there the in-process bump is the whole story.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Client } from 'pg';

const CHANNEL = 'tig_public_content';
const RECONNECT_MS = 1000;

export interface ChangeBroadcast {
  notify(): Promise<void>;
}

export async function listenForChanges(
  app: FastifyInstance,
  onChange: () => void,
): Promise<ChangeBroadcast | null> {
  const url = app.config.DATABASE_URL;
  if (app.database.driver !== 'pg' || !url) return null;
  const { default: pg } = await import('pg');
  // Our own notifications come back to us too; the local bump has already happened.
  const self = crypto.randomUUID();
  let client: Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  async function connect() {
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
    });
    // Without an 'error' listener a broken connection would crash the process (decision 0040).
    c.on('error', (err) => {
      app.log.warn({ err }, 'content-change listener lost its connection');
      reconnect();
    });
    c.on('end', reconnect);
    c.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== self) onChange();
    });
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
  }

  function reconnect() {
    if (closed || retry) return;
    const broken = client;
    client = null;
    broken?.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        // Changes made while we were not listening went unheard: assume there were some.
        .then(onChange)
        .catch((err: unknown) => {
          app.log.warn({ err }, 'content-change listener could not reconnect');
          reconnect();
        });
    }, RECONNECT_MS);
    retry.unref();
  }

  try {
    await connect();
  } catch (err) {
    app.log.warn({ err }, 'content-change listener could not connect; retrying');
    reconnect();
  }
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  });

  return {
    async notify() {
      try {
        await app.database.executeSql('select pg_notify($1, $2)', [CHANNEL, self]);
      } catch (err) {
        // Other processes then serve their copies until fresh time runs out.
        app.log.error({ err }, 'could not announce a content change');
      }
    },
  };
}
