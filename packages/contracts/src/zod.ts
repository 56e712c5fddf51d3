// The contracts' one import of Zod: every schema module here imports `z` from this file, so
// the settings below are in place before any schema is built, in every consumer.
//
// - The plain-words error map (./error-map.ts): browser and server word every issue alike.
// - In browsers Zod runs jitless (decision 0083). Otherwise it probes for eval with
//   `new Function("")` the first time it builds an object schema; the pages' Content-Security-
//   Policy has no 'unsafe-eval', so the browser blocks the probe and reports a violation on
//   every page that loads the schemas, though Zod catches the error. On the server (no CSP on
//   eval) Zod keeps compiling its object parsers, which is faster.
import { z } from 'zod';
import { plainMessage } from './error-map.ts';

z.config({ customError: plainMessage, ...('document' in globalThis ? { jitless: true } : {}) });

export { z };
