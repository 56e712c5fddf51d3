// Versioned secrets from the signing_keys table (db/schema/signing-keys.ts). The first use
// creates version 1; every process reads the same rows.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signingKeys } from '../db/schema/signing-keys.ts';
import { cached } from './ttl-cache.ts';
import { randomToken } from './tokens.ts';

export interface SigningKey {
  version: number;
  secret: string;
}

// A rotation (a new version row) reaches every process within a minute.
const TTL_MS = 60_000;

export function createSigningKeys(db: Db, purpose: string): () => Promise<SigningKey[]> {
  const all = cached(TTL_MS, async (): Promise<SigningKey[]> => {
    await db
      .insert(signingKeys)
      .values({ purpose, version: 1, secret: randomToken(48) })
      .onConflictDoNothing();
    return db
      .select({ version: signingKeys.version, secret: signingKeys.secret })
      .from(signingKeys)
      .where(eq(signingKeys.purpose, purpose))
      .orderBy(asc(signingKeys.version));
  });
  /** Every version, oldest first; the last is the one new tokens are made with. */
  return all;
}
