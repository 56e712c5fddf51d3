// Every non-API GET is rendered by React Router (apps/web) in this process: the built
// server bundle in production, Vite's dev server with HMR in development.
import fp from 'fastify-plugin';
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { ServerLoadContext } from '@techgold/contracts/ssr';
import type { CurrentUser } from '@techgold/contracts/user';
import { isApiPath } from '../lib/api-paths.ts';
import { contentSecurityPolicy, DEV_CSP } from '../lib/csp.ts';
import { hashMarkedScripts, renderMarker } from '../lib/script-hashes.ts';
import { cacheablePages } from './anon-cache/policy.ts';
import type { SessionRead } from './session.ts';

/** React Router's lazy route discovery endpoint (routeDiscovery.manifestPath). */
const MANIFEST_PATH = '/__manifest';
// What apps/web/scripts/precompress.mjs writes .br and .gz copies of (or the copy itself).
const COMPRESSIBLE_ASSET = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest|map)(\.br|\.gz)?$/;

type Handler = (request: Request, context: ServerLoadContext) => Promise<Response>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the web app's page for this request (registered only when pages are served). */
    renderPage(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  }
}

export interface SsrOptions {
  mode: 'production' | 'development';
  /**
   * The signed-in visitor's record (the users feature's), for loaders and the page shell:
   * read with their session in one statement.
   */
  currentUser: SessionRead<{ readonly user: CurrentUser }>;
}

export default fp<SsrOptions>(
  async function ssrPlugin(app: FastifyInstance, { mode, currentUser }) {
    const { createRequestHandler, matchRoutes } = await import('react-router');
    let handle: Handler;
    // Which pages the anonymous cache may keep, as their routes' `handle`s say.
    let pages: (pathname: string) => boolean | Promise<boolean>;
    if (mode === 'development') {
      const { createServer } = await import('vite');
      const vite = await createServer({
        root: path.resolve(app.config.webBuildDir, '..'),
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: 'custom',
      });
      await app.register((await import('@fastify/middie')).default);
      app.use(vite.middlewares);
      app.addHook('onClose', () => vite.close());
      const load = () =>
        vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
      handle = createRequestHandler(load, 'development') as unknown as Handler;
      // The build changes with each edit: its routes are read again for each new one.
      const byBuild = new WeakMap<ServerBuild, (pathname: string) => boolean>();
      pages = async (pathname) => {
        const build = await load();
        let decide = byBuild.get(build);
        if (!decide) byBuild.set(build, (decide = cacheablePages(build.routes, matchRoutes)));
        return decide(pathname);
      };
    } else {
      const serverEntry = path.join(app.config.webBuildDir, 'server', 'index.js');
      if (!fs.existsSync(serverEntry)) {
        throw new Error(
          `The web app is not built (${serverEntry} is missing). Run "npm run build".`,
        );
      }
      const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
      handle = createRequestHandler(build, 'production') as unknown as Handler;
      pages = cacheablePages(build.routes, matchRoutes);
      await app.register((await import('@fastify/static')).default, {
        root: path.join(app.config.webBuildDir, 'client'),
        wildcard: false, // only the files that exist; everything else falls through to SSR
        index: false,
        // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent as
        // they are, so no request pays to compress an asset.
        preCompressed: true,
        cacheControl: false, // ours below; the plugin's default would overwrite it
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
          // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: a shared
          // cache must keep them apart (@fastify/static does not say so itself).
          if (COMPRESSIBLE_ASSET.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }

    async function render(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0]!;
      if (isApiPath(pathname)) {
        return reply.callNotFound();
      }
      // The anonymous cache's own render (plugins/anon-cache) is shared by every anonymous
      // visitor: rendered whole, its inline scripts marked with a one-off value and hashed below.
      const shared = request.anonCacheFill && mode === 'production';
      const nonce = shared ? renderMarker() : crypto.randomBytes(16).toString('base64');
      // Route discovery (`/__manifest`, apps/web/react-router.config.ts) runs no loader, so it
      // does without the signed-in user's record, the heaviest read of a page.
      const signedIn =
        pathname === MANIFEST_PATH ? null : await request.getSessionWith(currentUser);
      const user = signedIn?.read.user ?? null;
      const context: ServerLoadContext = {
        user,
        cspNonce: nonce,
        renderWhole: shared,
        publicBaseUrl: app.config.publicBaseUrl,
        async api(apiPath, schema) {
          const res = await app.inject({
            method: 'GET',
            url: apiPath,
            headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
            // The visitor's address, not the loopback's: a rate-limited read (a credential's
            // verification) counts against the visitor, not against every page render at once.
            remoteAddress: request.ip,
          });
          const json: unknown = res.body ? res.json() : null;
          if (res.statusCode >= 200 && res.statusCode < 300) {
            return { status: res.statusCode, body: schema.parse(json), message: null };
          }
          const message = (json as { message?: unknown } | null)?.message;
          return {
            status: res.statusCode,
            body: null,
            message: typeof message === 'string' ? message : null,
            error: json,
          };
        },
      };
      // The loaders' API reads below take this request's session (plugins/session.ts).
      const release = user ? request.lendSession() : null;
      let response: Response;
      try {
        response = await handle(toFetchRequest(request, reply), context);
      } finally {
        release?.();
      }
      reply.code(response.status);
      const cookies = response.headers.getSetCookie();
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      if (cookies.length) reply.header('set-cookie', cookies);
      const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
      if (shared && isHtml && response.body) {
        const page = hashMarkedScripts(await response.text(), nonce);
        reply.header(
          'content-security-policy',
          contentSecurityPolicy({ hashes: page.hashes }, app.config.cookieSecure),
        );
        // The cache decides this answer's caching headers (plugins/anon-cache).
        return reply.send(page.html);
      }
      if (isHtml) {
        reply.header(
          'content-security-policy',
          // Vite's HMR client needs inline scripts and a websocket; only in `npm run dev`.
          mode === 'production' ? contentSecurityPolicy(nonce, app.config.cookieSecure) : DEV_CSP,
        );
      }
      if (user) {
        // A page rendered for a member holds their data: no cache, not even the browser's.
        reply.header('cache-control', 'private, no-store');
      } else if (!reply.hasHeader('cache-control') && !shared) {
        reply.header('cache-control', 'private, no-cache');
      }
      return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
    }

    // For a feature route that answers some clients itself and renders the page for the rest.
    app.decorate('renderPage', render);
    const config = { anonCachePages: pages };
    app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render, config });
    app.route({ method: ['GET', 'HEAD'], url: '/', handler: render, config });
  },
  { name: 'ssr', dependencies: ['session'] },
);

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}
