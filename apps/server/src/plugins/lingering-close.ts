// Lingering close, as nginx does it: an answer sent before the request's body was read (a
// body too large, unreadable or too deep) must reach a client that is still writing that
// body. Fastify marks such answers `Connection: close`, and Node then closes the socket at
// once; the body bytes still arriving hit a closed socket, the kernel answers them with a TCP
// reset, and the client's stack drops our answer with it (16 MB to a 1 MB route: 15 of 15
// clients saw a reset, none the 413). Instead the answer keeps the connection, Node reads and
// discards the rest of the body, and the connection closes once that is done or past a bound.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** How long, and how many more bytes, a refused body is read and discarded for. */
export const LINGER_MS = 10_000;
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

function lingerThenClose(raw: IncomingMessage) {
  const socket = raw.socket;
  const start = socket.bytesRead;
  const check = setInterval(() => {
    if (socket.bytesRead - start > LINGER_MAX_BYTES) socket.destroy();
  }, 100);
  const deadline = setTimeout(() => socket.destroy(), LINGER_MS);
  check.unref();
  deadline.unref();
  const stop = () => {
    clearInterval(check);
    clearTimeout(deadline);
  };
  socket.once('close', stop);
  // The body has been drained: the refused request is over, and so is this connection (the
  // client was told nothing about keeping it, and a proxy should not reuse it either).
  raw.once('end', () => {
    stop();
    socket.end();
  });
}

export default fp(async function lingeringClose(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete && reply.getHeader('connection') === 'close') {
      reply.removeHeader('connection');
      lingerThenClose(request.raw);
    }
    return payload;
  });
});
