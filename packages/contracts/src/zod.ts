// The one `z` the contracts build their schemas with: it installs the plain-words error map
// (./error-map.ts) before any schema exists, so browser and server word every issue alike.
import { z } from 'zod';
import { plainMessage } from './error-map.ts';

z.config({ customError: plainMessage });

export { z };
