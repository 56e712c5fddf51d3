// Anonymous visitors' GETs of public pages and reads are answered from memory (decision 0052):
// rendered once per URL by an internal request that carries no cookies, compressed once, and
// replayed with CDN-ready headers until fresh time runs out or content changes. Anyone with a
// session cookie goes past it to the normal render, untouched.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '../../lib/api-paths.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { FILL_HEADER, fillFrom } from './fill.ts';
import type { FrontDoor, FrontDoorAnswer } from './front-door.ts';
import { contentChanged } from '../../lib/ttl-cache.ts';
import { listenForChanges } from './notify.ts';
import { cacheKey, canonicalUrl, isAnonymousRead } from './policy.ts';
import { prepareReplay, sendReplay, type Replay } from './replay.ts';
import { AnonStore, type FillResult, type Lookup } from './store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous GETs of this API route may be answered from the anonymous cache. */
    anonCache?: boolean;
    /**
     * A page route (the SSR catch-all): which of its pages the anonymous cache may answer, as
     * each page's route says (policy.ts `cacheablePages`). A promise while the development
     * server loads the app.
     */
    anonCachePages?: (pathname: string) => boolean | Promise<boolean>;
    /** A successful call changes what anonymous visitors see: the cache is emptied. */
    changesPublicContent?: boolean;
  }
  interface FastifyRequest {
    /**
     * This request is the cache's own render of a page for every anonymous visitor: the page
     * is rendered whole, and its CSP lists the hashes of its inline scripts instead of a nonce.
     */
    anonCacheFill: boolean;
  }
  interface FastifyInstance {
    anonCache: {
      /** Null when ANON_CACHE=false. */
      store: AnonStore<Replay> | null;
      /** The server's front door, when the app has one. */
      frontDoor: FrontDoor | null;
      /**
       * Content changed here: empty this process's page cache and the services' short caches
       * of public lists (lib/ttl-cache.ts), and tell the other processes to do the same.
       */
      contentChanged(): Promise<void>;
    };
  }
}

export interface AnonCacheOptions {
  /** The server's front door (front-door.ts), when the app listens through one. */
  frontDoor?: FrontDoor;
}

export default fp<AnonCacheOptions>(
  async function anonCachePlugin(app: FastifyInstance, opts) {
    const { config } = app;
    const secret = crypto.randomBytes(24).toString('base64url');
    const timing = {
      freshMs: config.ANON_CACHE_FRESH_SECONDS * 1000,
      staleMs: config.ANON_CACHE_STALE_SECONDS * 1000,
    };
    const cacheControl =
      `public, max-age=0, s-maxage=${config.ANON_CACHE_FRESH_SECONDS}, ` +
      `stale-while-revalidate=${config.ANON_CACHE_STALE_SECONDS}`;
    const store = config.ANON_CACHE
      ? new AnonStore<Replay>({
          maxBytes: config.ANON_CACHE_MAX_BYTES,
          onBackgroundError: (err) => app.log.error({ err }, 'anonymous cache refresh failed'),
        })
      : null;
    // The in-process caches of public content (lib/ttl-cache.ts) follow every change too, in
    // every process, with or without the page cache.
    const changed = () => {
      contentChanged();
      store?.bump();
    };
    const broadcast = await listenForChanges(app, changed);

    app.decorateRequest('anonCacheFill', false);
    app.decorate('anonCache', {
      store,
      frontDoor: opts.frontDoor ?? null,
      async contentChanged() {
        changed();
        await broadcast?.notify();
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      const marker = request.headers[FILL_HEADER];
      if (marker !== undefined) {
        request.anonCacheFill = typeof marker === 'string' && safeEqual(marker, secret);
        return;
      }
      if (!store) return;
      const allowed = cacheable(request);
      if (!(typeof allowed === 'boolean' ? allowed : await allowed)) return;
      const url = canonicalUrl(request.url);
      const key = cacheKey(request.raw, url);
      let found: Lookup<Replay>;
      try {
        found = await store.lookup(key, timing, async (): Promise<FillResult<Replay>> => {
          const rendered = await fillFrom(app, {
            url,
            host: request.host,
            protocol: request.protocol,
            secret,
          });
          return rendered
            ? { kind: 'store', response: prepareReplay(rendered, cacheControl) }
            : { kind: 'pass' };
        });
      } catch (err) {
        // The fill failed (a render error, or the app closing under it): this visitor's own
        // request goes on through every hook, so whatever it answers carries them all.
        request.log.warn({ err }, 'anonymous cache fill failed; answering uncached');
        return;
      }
      if (found.state === 'pass') return;
      // Written straight to the socket: the render that filled it went through every hook,
      // and its headers (security ones and the page CSP included) are replayed as they were.
      reply.hijack();
      sendReplay(request.headers, reply.raw, found.response, found.state);
    });

    if (store && opts.frontDoor) {
      const door = opts.frontDoor;
      door.answer = frontDoorAnswer(store, door, app.log);
      // From here on every request goes through Fastify, which answers while the app stops.
      app.addHook('preClose', async () => {
        door.answer = null;
      });
    }

    // Bumped before the answer leaves, so the writer's next page view is already fresh.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.changesPublicContent && reply.statusCode < 400) {
        await app.anonCache.contentChanged();
      }
      return payload;
    });

    /** As the request's route says: an API route's `anonCache`, a page route's `anonCachePages`. */
    function cacheable(request: FastifyRequest): boolean | Promise<boolean> {
      if (!isAnonymousRead(request)) return false;
      const { config } = request.routeOptions;
      if (config.anonCache === true) return true;
      if (!config.anonCachePages) return false;
      const pathname = request.url.split('?')[0]!;
      return !isApiPath(pathname) && config.anonCachePages(pathname);
    }
  },
  { name: 'anon-cache', dependencies: ['database'] },
);

/**
 * A fresh hit, answered at the front door: the same checks as `cacheable` that need no route
 * (a stored entry only exists for a URL its route allowed, since routing reads only the method
 * and URL while no route has find-my-way constraints, such as on host or version; GET and
 * HEAD share entries), the same key, the same replay. Written a microtask
 * later, once every request listener has seen the request: the graceful stop's listener marks
 * answers `Connection: close` while the server stops (lib/shutdown.ts).
 */
function frontDoorAnswer(
  store: AnonStore<Replay>,
  door: FrontDoor,
  log: FastifyBaseLogger,
): FrontDoorAnswer {
  return (req, res) => {
    const { headers } = req;
    let replay: Replay | null;
    try {
      if (headers[FILL_HEADER] !== undefined || !isAnonymousRead(req)) return false;
      replay = store.fresh(cacheKey(req));
    } catch (err) {
      // Nothing written yet: Fastify's path answers it.
      log.error({ err }, 'anonymous cache front door failed; answering through Fastify');
      return false;
    }
    if (!replay) return false;
    door.answered += 1;
    queueMicrotask(() => {
      try {
        sendReplay(headers, res, replay, 'hit');
      } catch (err) {
        log.error({ err }, 'anonymous cache front door could not write its answer');
        res.destroy();
      }
    });
    return true;
  };
}
