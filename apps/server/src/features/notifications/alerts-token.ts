// The weekly digest's unsubscribe token: `u{user id}-k{key version}-{HMAC}`. Derived, not
// stored: any digest's link works until the key is retired, the id tells us whose it is, and
// the HMAC (a signing key of its own, never the session secret) makes it unforgeable.
import type { SigningKey } from '../../lib/signing-keys.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';

export const ALERTS_KEY_PURPOSE = 'alerts-unsubscribe';

const mac = (key: SigningKey, userId: number) =>
  hmac(key.secret, `${ALERTS_KEY_PURPOSE}:${userId}`);

export function alertsUnsubscribeToken(key: SigningKey, userId: number): string {
  return `u${userId}-k${key.version}-${mac(key, userId)}`;
}

/** The member a token was made for, or null when it is not one of ours. */
export function verifyAlertsToken(token: string, keys: SigningKey[]): number | null {
  const m = /^u(\d{1,10})-k(\d{1,6})-[\w-]{43}$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const key = keys.find((k) => k.version === Number(m[2]));
  if (!key || !Number.isSafeInteger(userId)) return null;
  // Only the exact form we issue (no leading zeros, no other spelling of the same numbers).
  return safeEqual(token, alertsUnsubscribeToken(key, userId)) ? userId : null;
}
