// Whether a database still holds a demo account that opens with the published password.
import { verify } from '@node-rs/argon2';
import type { DbHandle } from '../client.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-users.ts';

export async function hasDemoAccounts(handle: Pick<DbHandle, 'executeSql'>): Promise<boolean> {
  const { rows } = await handle.executeSql(
    'select password_hash from users where email = any($1) and password_hash is not null',
    [Object.values(DEMO_EMAILS)],
  );
  for (const row of rows) {
    if (await verify(row.password_hash as string, DEMO_PASSWORD).catch(() => false)) return true;
  }
  return false;
}
