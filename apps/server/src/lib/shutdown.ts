// A graceful HTTP stop with a bound (docs/decisions/0040). `app.close()` alone stops
// accepting and then waits for every open connection, so one client trickling a body, or a
// keep-alive connection that never goes idle, would hold the shutdown (and the data lock)
// until the process is killed. And Node's server.close() destroys every connection it sees
// as idle at once, including one whose request has arrived but not been read yet (a busy
// event loop), which resets a request the client already sent.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface GracefulStop {
  /**
   * Stops accepting connections, lets in-flight requests finish for up to `graceMs`, then
   * closes whatever connections remain, and runs the onClose hooks (jobs, then the database).
   */
  close(graceMs: number): Promise<void>;
}

/** How often idle connections are looked at while stopping; idle twice in a row: closed. */
const SWEEP_MS = 100;

/** Call before listening: tracks each connection's requests, for close(). */
export function gracefulStop(app: FastifyInstance): GracefulStop {
  const server = app.server;
  const connections = new Map<Socket, { active: number; idleSweeps: number }>();
  const responses = new Set<ServerResponse>();
  let stopping = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSweeps: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (connection) {
      connection.active += 1;
      connection.idleSweeps = 0;
      response.once('close', () => (connection.active -= 1));
    }
    responses.add(response);
    response.once('close', () => responses.delete(response));
    // While stopping, every answer tells the client not to reuse its connection.
    if (stopping) response.shouldKeepAlive = false;
  });

  return {
    async close(graceMs) {
      stopping = true;
      for (const response of responses) if (!response.headersSent) response.shouldKeepAlive = false;
      // Idle means no request in progress at two sweeps in a row: data that had arrived by the
      // first sweep has been read (and its request begun) by the second.
      server.closeIdleConnections = () => undefined;
      const sweep = setInterval(() => {
        for (const [socket, connection] of connections) {
          if (connection.active > 0) connection.idleSweeps = 0;
          else if (++connection.idleSweeps >= 2) socket.destroy();
        }
      }, SWEEP_MS);
      const cut = setTimeout(() => {
        for (const socket of connections.keys()) socket.destroy();
      }, graceMs);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
        clearTimeout(cut);
      }
    },
  };
}
