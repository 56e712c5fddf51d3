// The anonymous cache's front door (docs/decisions/0055): the HTTP server's own request
// listener answers a fresh cached copy before Fastify makes its request and reply objects,
// a child logger, a route lookup and a hook chain. A hit through Fastify cost about 170 µs of
// CPU here, against about 60 µs for a bare node:http server writing the same bytes and
// headers; most visits in a spike are exactly these hits. Anything else (a stale copy, a miss,
// a signed-in visitor, a POST) goes on to Fastify as before, where the cache's onRequest hook
// decides, renders and stores.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/**
 * Answers from memory and returns true, or returns false to hand the request to Fastify.
 * Must not throw: nothing outside Fastify would turn an exception into an answer.
 */
export type FrontDoorAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FrontDoor {
  /** Set by the anonymous cache while it has a store and the app is not closing. */
  answer: FrontDoorAnswer | null;
  /** Requests answered here (for tests and the logs). */
  answered: number;
  /** Fastify's `serverFactory`: the server Fastify would make, with the front door first. */
  serverFactory: FastifyServerFactory;
}

/** The parts of Fastify's options its own HTTP/1 server takes (fastify/lib/server.js). */
interface ServerOptions {
  http?: http.ServerOptions;
  https?: unknown;
  http2?: unknown;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

export function createFrontDoor(): FrontDoor {
  const door: FrontDoor = {
    answer: null,
    answered: 0,
    serverFactory: (handler, options) => {
      const opts = options as unknown as ServerOptions;
      if (opts.https || opts.http2) {
        // This factory makes plain HTTP/1 only: fail, rather than quietly drop TLS or HTTP/2.
        throw new Error('the front door makes an HTTP/1 server; extend it for https or http2');
      }
      const server = http.createServer(opts.http ?? {}, (req, res) => {
        if (door.answer?.(req, res)) return;
        handler(req, res);
      });
      // As Fastify sets them on a server it makes itself.
      server.keepAliveTimeout = opts.keepAliveTimeout;
      server.requestTimeout = opts.requestTimeout;
      server.setTimeout(opts.connectionTimeout);
      if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
      return server;
    },
  };
  return door;
}
