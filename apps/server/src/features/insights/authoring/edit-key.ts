// The edit key: 32 random bytes, base64url, handed to the author in the edit URL. Only its
// SHA-256 is stored, so a database copy holds no working keys; it rotates on every save.
import { EDIT_KEY_PATTERN } from '@techgold/contracts/authoring';
import { randomToken, sha256 } from '../../../lib/tokens.ts';

export function newEditKey(): { key: string; hash: string } {
  const key = randomToken(32);
  return { key, hash: sha256(key) };
}

/** The hash to compare, or null for text that cannot be a key (never reaches the database). */
export function editKeyHashOf(key: string): string | null {
  return EDIT_KEY_PATTERN.test(key) ? sha256(key) : null;
}
