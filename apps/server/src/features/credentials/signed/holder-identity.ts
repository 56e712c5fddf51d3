// The holder's identity in a credential (OB 3.0 IdentityObject, docs/decisions/0059): their
// email address, hashed with a salt of its own for each credential, so a verifier who knows
// the address can confirm it is the holder's while the credential does not publish it.
// identityHash = "sha256$" + hex(SHA-256(UTF-8(address + salt))), as OB 3.0's IdentityHash
// says; the address is the member's sign-in address, trimmed and in lower case.
import crypto from 'node:crypto';

export interface HashedIdentity {
  type: 'IdentityObject';
  identityType: 'emailAddress';
  hashed: true;
  identityHash: string;
  salt: string;
}

/** 16 random bytes as hex: a new salt for each credential. */
export const newSalt = () => crypto.randomBytes(16).toString('hex');

export const normalisedAddress = (address: string) => address.trim().toLowerCase();

export function identityHashOf(address: string, salt: string): string {
  const digest = crypto.createHash('sha256').update(normalisedAddress(address) + salt, 'utf8');
  return `sha256$${digest.digest('hex')}`;
}

export function hashedEmailIdentity(address: string, salt: string): HashedIdentity {
  return {
    type: 'IdentityObject',
    identityType: 'emailAddress',
    hashed: true,
    identityHash: identityHashOf(address, salt),
    salt,
  };
}

/** The hashed address a signed credential already carries (kept when it is signed again). */
export function hashedIdentityIn(signed: Record<string, unknown>): HashedIdentity | null {
  const subject = signed.credentialSubject as { identifier?: unknown } | undefined;
  const found = [subject?.identifier ?? []]
    .flat()
    .find(
      (i): i is HashedIdentity =>
        typeof i === 'object' &&
        i !== null &&
        (i as HashedIdentity).identityType === 'emailAddress' &&
        (i as HashedIdentity).hashed === true &&
        typeof (i as HashedIdentity).salt === 'string' &&
        typeof (i as HashedIdentity).identityHash === 'string',
    );
  return found ?? null;
}
