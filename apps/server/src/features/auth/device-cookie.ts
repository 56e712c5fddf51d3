// OWASP's device cookie: a browser that has signed in to an account before carries a token
// bound to that account, and sign-in failures from such a browser are counted apart from
// everyone else's. Guessing from rotating addresses then slows only the guesser: the owner's
// browser keeps signing in. The token names no account (an HMAC over address and nonce), so a
// stolen cookie says nothing, and it is worth nothing for any other account.
import { hmac, randomToken, safeEqual } from '../../lib/tokens.ts';

export const DEVICE_COOKIE = 'tig_device';
/** Sent only with sign-in requests; lasts a year from the last sign-in. */
export const DEVICE_COOKIE_PATH = '/api/login';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const sign = (secret: string, address: string, nonce: string) =>
  hmac(secret, `device|${address}|${nonce}`);

/** A new device token for the (normalised) address. */
export function deviceToken(secret: string, address: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${sign(secret, address, nonce)}`;
}

/** The token's nonce when it was issued for this address, else null. */
export function trustedDevice(
  secret: string,
  address: string,
  token: string | undefined,
): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const nonce = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), sign(secret, address, nonce)) ? nonce : null;
}
