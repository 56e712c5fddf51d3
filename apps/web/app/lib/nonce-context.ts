import { createContext } from 'react';

/**
 * The per-request CSP nonce. entry.server provides it; in the browser it is undefined and
 * React Router's own scripts keep the server-rendered attribute (they suppress the mismatch).
 */
export const NonceContext = createContext<string | undefined>(undefined);
