// A graceful HTTP stop with a bound (docs/decisions/0040). `app.close()` alone stops
// accepting and then waits for every open connection, so one client trickling a body, or a
// keep-alive connection that never goes idle, would hold the shutdown (and the data lock)
// until the process is killed.
import type { FastifyInstance } from 'fastify';

/**
 * Stops accepting connections, lets in-flight requests finish for up to `graceMs`, then
 * closes whatever connections remain, and runs the onClose hooks (jobs, then the database).
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const server = app.server;
  // Keep-alive connections close as soon as they are idle: now, and whenever a request ends.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
