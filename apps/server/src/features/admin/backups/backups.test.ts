// The console's Backups page: admins only; "Back up now" and the download need the password
// entered lately; a run ends verified and listed, and the archive downloads as it is on disk.
// A failed run is kept for the page and emailed to every active admin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@techgold/contracts/admin/common';
import { backupMessages, type BackupsOverview } from '@techgold/contracts/admin/backups';
import { createTestApp, type TestContext } from '../../../../test/helpers.ts';
import { ADMIN, EDITOR, LEARNER, auditOf, reauthed, rows, signedIn } from '../test-fixtures.ts';
import { backupFailedSubject } from './emails.ts';

async function untilRunEnds(c: Awaited<ReturnType<typeof signedIn>>) {
  for (let i = 0; i < 240; i++) {
    const overview = (await c.get('/api/admin/backups')).json() as BackupsOverview;
    if (overview.run && ['done', 'failed'].includes(overview.run.phase)) return overview;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the backup run did not end');
}

describe('the Backups page', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    const anonymous = await signedIn(t);
    expect((await anonymous.get('/api/admin/backups')).statusCode).toBe(401);
    for (const email of [EDITOR, LEARNER]) {
      const c = await signedIn(t, email);
      expect((await c.get('/api/admin/backups')).statusCode).toBe(403);
      expect((await c.post('/api/admin/backups/run', {})).statusCode).toBe(403);
    }
    const admin = await signedIn(t, ADMIN);
    const res = await admin.get('/api/admin/backups');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const overview = res.json() as BackupsOverview;
    expect(overview.schedule).toBe('30 2 * * *');
    expect(overview.restore_instructions).toContain('npm run restore -- ');
    expect(overview.restore_instructions).toContain('--force');
  });

  it('"Back up now" needs the password entered lately, then makes a verified backup that downloads whole', async () => {
    const late = await signedIn(t, ADMIN);
    const refused = await late.post('/api/admin/backups/run', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: adminMessages.reauthRequired,
      reauth_required: true,
    });

    const admin = await reauthed(t, ADMIN);
    const started = await admin.post('/api/admin/backups/run', {});
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ message: backupMessages.started });
    const again = await admin.post('/api/admin/backups/run', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: backupMessages.alreadyRunning });

    const overview = await untilRunEnds(admin);
    expect(overview.run).toMatchObject({ phase: 'done', error: null });
    expect(overview.last_failure).toBeNull();
    expect(overview.items).toHaveLength(1);
    const [item] = overview.items;
    expect(item).toMatchObject({ stored: ['server'], encrypted: false });
    expect(item!.verification).toMatchObject({ ok: true });
    expect(await auditOf(t, 'backup', 0)).toEqual([
      expect.objectContaining({ action: 'backup.start' }),
    ]);

    const onDisk = fs.readFileSync(path.join(overview.folder, item!.file));
    expect(fs.statSync(path.join(overview.folder, item!.file)).mode & 0o777).toBe(0o600);
    expect((await late.get(`/api/admin/backups/${item!.file}/download`)).statusCode).toBe(403);
    const download = await admin.get(`/api/admin/backups/${item!.file}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${item!.file}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(onDisk)).toBe(true);

    expect(
      (await admin.get('/api/admin/backups/techgold-backup-20200101T000000000Z.tar/download'))
        .statusCode,
    ).toBe(404);
    expect((await admin.get('/api/admin/backups/..%2Fsession-secret/download')).statusCode).toBe(
      400,
    );
  });
});

describe('a backup that fails', () => {
  let t: TestContext;
  beforeAll(async () => {
    // A file where the backup folder should be: every run fails.
    const blocked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tig-')), 'not-a-folder');
    fs.writeFileSync(blocked, '');
    t = await createTestApp({ BACKUP_DIR: path.join(blocked, 'backups') });
  });
  afterAll(() => t.close());

  it('emails every active admin and shows as the last failure', async () => {
    const admin = await reauthed(t, ADMIN);
    expect((await admin.post('/api/admin/backups/run', {})).statusCode).toBe(202);
    const overview = await untilRunEnds(admin);
    expect(overview.run).toMatchObject({ phase: 'failed' });
    expect(overview.items).toEqual([]);
    expect(overview.last_failure?.message).toMatch(/not-a-folder/);
    const admins = await rows<{ email: string }>(
      t,
      sql`select email from users where staff_role = 'admin' and status = 'active'`,
    );
    const mailed = await rows<{ to: string }>(
      t,
      sql`select to_address as to from mail_outbox where subject = ${backupFailedSubject}`,
    );
    expect(mailed.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort());
  });
});
