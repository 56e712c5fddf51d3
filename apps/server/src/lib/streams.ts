// Small stream tools for uploads: read a file's first bytes without losing them, and count
// (and cap) what passes.
import { Readable, Transform } from 'node:stream';

/**
 * The first `bytes` of `source` (fewer if it is shorter) and a stream of the whole of it,
 * those bytes included. Errors of `source` reach the returned stream.
 */
export async function peek(source: Readable, bytes: number) {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    read.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(read);
  async function* whole() {
    if (head.length) yield head;
    while (!ended) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, bytes), stream: Readable.from(whole(), { objectMode: false }) };
}

/** Passes bytes through, counting them; fails with `tooBig()` past `limit` bytes. */
export function byteCounter(limit: number, tooBig: () => Error) {
  let count = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      if (count > limit) done(tooBig());
      else done(null, chunk);
    },
  });
  return { counter, bytes: () => count };
}
