// Lingering close, as nginx does it: an answer sent before the request's body was read (a
// body too large, unreadable or too deep) must reach a client that is still writing that
// body. Fastify marks such answers `Connection: close`, and Node then destroys the socket as
// soon as the answer is written; body bytes still arriving hit a closed socket, the kernel
// answers them with a TCP reset, and the client's stack drops our answer with it (16 MB to a
// 1 MB route: 15 of 15 clients saw a reset, none the 413). Here the answer still says
// `Connection: close` and its FIN is sent, but the socket's reading side stays open: Node
// reads and discards the rest of the body, and the socket is destroyed once the body has
// arrived, the client has gone, or a bound is reached.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** How long, and how many more bytes, a refused body is read and discarded for. */
export const LINGER_MS = 10_000;
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

function linger(raw: IncomingMessage) {
  const socket = raw.socket;
  // Node ends a `Connection: close` exchange with destroySoon(): the FIN, then destroy. Keep
  // the FIN (the client learns we are done) and leave the destroy to the bounds below.
  socket.destroySoon = function finishWritingOnly(this: typeof socket) {
    if (this.writable) this.end();
  };
  const start = socket.bytesRead;
  const check = setInterval(() => {
    if (socket.bytesRead - start > LINGER_MAX_BYTES) socket.destroy();
  }, 100);
  const deadline = setTimeout(() => socket.destroy(), LINGER_MS);
  check.unref();
  deadline.unref();
  socket.once('close', () => {
    clearInterval(check);
    clearTimeout(deadline);
  });
  // The whole body has arrived and been discarded: nothing is left to reset.
  raw.once('end', () => socket.destroy());
}

export default fp(async function lingeringClose(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete && reply.getHeader('connection') === 'close') linger(request.raw);
    return payload;
  });
});
