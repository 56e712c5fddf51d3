// The embedded engine aborts (RuntimeError: Aborted() from _pgl_shutdown) when it is closed
// while a transaction is open; close() must wait for running work instead.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from './client.ts';

it('closing the embedded database waits for an open transaction', async () => {
  const handle = await openDatabase({ dataDir: os.tmpdir(), inMemory: true });
  await handle.executeSql('create table t (x int)');
  const tx = handle.db.transaction(async (t) => {
    await t.execute(sql`insert into t values (1)`);
    await new Promise((r) => setTimeout(r, 300));
    await t.execute(sql`insert into t values (2)`);
    return 'committed';
  });
  await new Promise((r) => setTimeout(r, 50));
  const closed = handle.close();
  await expect(tx).resolves.toBe('committed');
  await expect(closed).resolves.toBeUndefined();
  // Closing twice is harmless.
  await expect(handle.close()).resolves.toBeUndefined();
});
