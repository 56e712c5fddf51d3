import { hash, verify } from '@node-rs/argon2';
import { messages } from '@techgold/contracts/messages';
import { passwordSchema } from '@techgold/contracts/auth';
import { COMMON_PASSWORDS } from './common-passwords.ts';

// argon2id is the library default. OWASP's minimum (19 MiB, 2 passes); ~25 ms here, so login stays cheap to serve
// but expensive to brute-force offline.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

// Verified against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy-password-for-timing-Aa1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** The SPEC §5 rules plus length and a common-password list; returns the messages. */
export function passwordProblems(password: string): string[] {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues.map((i) => i.message);
  const folded = password.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (COMMON_PASSWORDS.has(folded) || COMMON_PASSWORDS.has(folded.replace(/\d+$/, ''))) {
    return [messages.passwordTooCommon];
  }
  return [];
}
