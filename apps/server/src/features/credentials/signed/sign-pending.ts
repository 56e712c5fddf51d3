// The one-off job that runs wherever the database is prepared (each boot after its migrations
// and any demo seeding, `npm run db:migrate`, `npm run db:seed`): every credential of ours
// without a copy signed at issue is signed now, its proof dated its issue (docs/decisions/0059).
// Credentials issued before signing moved to issue time get their one proof this way; on a
// fresh demo database it is what signs the seed's credentials. Idempotent: a second run, or a
// second process racing this one, finds nothing left to sign.
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { createCredentialSigning } from './service.ts';

export async function signPendingCredentials(
  db: Db,
  config: Pick<Config, 'publicBaseUrl' | 'credentialKeys' | 'CREDENTIALS_PLATFORM'>,
): Promise<number> {
  const signing = createCredentialSigning({
    db,
    baseUrl: config.publicBaseUrl,
    keySource: config.credentialKeys,
  });
  return signing.signPending({ local: config.CREDENTIALS_PLATFORM !== 'hosted' });
}
