// Requests Node's HTTP parser rejects (headers over 16 KiB, a request timeout, malformed
// HTTP) are answered here and the connection is destroyed. Fastify's default answer does not
// say `Connection: close`, so a keep-alive client (or a proxy's upstream pool) reuses the dead
// connection for its next request, which then fails with a reset (found by the fault suite).
import http from 'node:http';
import type { Socket } from 'node:net';

export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  // Reset by the peer: nothing to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is malformed.'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
