// The load generator every bench row shares: autocannon, told not to keep response bodies.
//
// autocannon 8 appends every response body to a JavaScript string (`body += chunk`, in
// lib/pipelinedRequestsQueue.js) in case `onResponse`, `verifyBody` or `expectBody` wants it.
// The bench uses none of them, and that decoding is paid by the client on the same two cores:
// for a 9 KB brotli page it was most of autocannon's CPU. A bare node:http server writing the
// home page's cached bytes and headers, doing nothing else, reached 4,517 req/s against 12,131
// for the 2 KB JSON ceiling (0.37), so every page row measured the client, not the server.
// Without the string, that bare server reached 15,205 req/s, and the app's own cached `/` went
// from 4,188 to 5,955 with its process busy 92-96% of the time (it had idled a third of it).
// Rows that need a body read it with fetch (the probes in scaled.ts), never through autocannon.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
if (typeof queue.prototype.addBody !== 'function') {
  // A later autocannon moved it: fail loudly rather than measure the client again unnoticed.
  throw new Error('bench: autocannon no longer has PipelinedRequestsQueue#addBody; see load.ts');
}
queue.prototype.addBody = () => undefined;

export default autocannon;
