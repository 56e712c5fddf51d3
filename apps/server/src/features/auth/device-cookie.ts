// OWASP's device cookie: a browser that has signed in to an account before carries a token
// bound to that account, and sign-in failures from such a browser are counted apart from
// everyone else's. Guessing from rotating addresses then slows only the guesser: the owner's
// browser keeps signing in. The token names no account (an HMAC over address, nonce and
// issue time), so a stolen cookie says nothing, and it is worth nothing for any other account.
//
// It is not trusted forever (issue 34): it says when it was issued and counts for
// DEVICE_COOKIE_MAX_AGE_SECONDS from then, and it is signed with the account's device epoch,
// which a new password (signing out everywhere) moves on, so every copy made before stops
// counting at once.
import { hmac, randomToken, safeEqual } from '../../lib/tokens.ts';

export const DEVICE_COOKIE = 'tig_device';
/** Sent only with sign-in requests. */
export const DEVICE_COOKIE_PATH = '/api/login';
/**
 * 180 days from the sign-in that issued it (each sign-in issues a new one, so a browser in use
 * never loses it). Long enough that a member who signs in a few times a year keeps the
 * owner's lane; short enough that a cookie copied from a lost or sold device does not keep it
 * for years. The browser is told the same lifetime.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** A token issued this far in the future (clocks of several processes) still counts. */
const CLOCK_SKEW_SECONDS = 300;

const TOKEN = /^(\d{10})\.([\w-]{22})\.([\w-]{43})$/;

const sign = (secret: string, address: string, epoch: number, issued: string, nonce: string) =>
  hmac(secret, `device|${address}|${epoch}|${issued}|${nonce}`);

/** A new device token for the (normalised) address and the account's device epoch. */
export function deviceToken(
  secret: string,
  address: string,
  epoch: number,
  now = Date.now(),
): string {
  const nonce = randomToken(16);
  const issued = String(Math.floor(now / 1000));
  return `${issued}.${nonce}.${sign(secret, address, epoch, issued, nonce)}`;
}

/**
 * The token's nonce when it was issued for this address under this epoch, and within its
 * lifetime; else null.
 */
export function trustedDevice(
  secret: string,
  address: string,
  epoch: number,
  token: string | undefined,
  now = Date.now(),
): string | null {
  const match = token ? TOKEN.exec(token) : null;
  if (!match) return null;
  const [, issued, nonce, mac] = match as unknown as [string, string, string, string];
  const age = Math.floor(now / 1000) - Number(issued);
  if (age > DEVICE_COOKIE_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return null;
  return safeEqual(mac, sign(secret, address, epoch, issued, nonce)) ? nonce : null;
}
