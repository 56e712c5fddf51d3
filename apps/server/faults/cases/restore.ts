// 10. The restore drill (docs/decisions/0072), on both drivers. Under load (form submissions
//     from many browsers, a member saving items and uploading files), `npm run backup` runs;
//     the writes go on; the server is killed and its data destroyed; `npm run restore` puts the
//     backup back and the site starts on it. Every write acknowledged before the backup began
//     is there, none acknowledged after it ended is, and no upload is half there (a row without
//     its file); the member signs in, uploads are served, credentials issued before still
//     verify with the restored keys, and /api/ready answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { post } from '../../bench/rss-tools.ts';
import type { Context, FaultCase } from '../lib/context.ts';
import { storedEnquiries } from '../lib/context.ts';
import { embeddedEnquiries } from '../lib/embedded.ts';
import { Browser, request } from '../lib/http.ts';
import { Load } from '../lib/load.ts';
import { seconds } from '../lib/report.ts';
import { SERVER_DIR, SESSION_SECRET, ServerProcess } from '../lib/server.ts';
import { sleep } from '../lib/util.ts';

const LEARNER = 'learner@northbridge-university.test';
// Uploading attachments needs the write-articles capability: the demo author has it.
const AUTHOR = 'author@techgold.test';

interface Write {
  what: string;
  ackedAt: number;
  /** Whether it is there, read through the (restored) site as the member. */
  check: (reader: Browser) => Promise<boolean>;
}

/** `npm run backup` / `npm run restore` as an operator runs them (the server's own scripts). */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: SERVER_DIR,
      env: { ...inherited, NODE_ENV: 'production', DEMO_DATA: 'true', SESSION_SECRET, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** A signed-in member saving learning providers and uploading small files, one at a time. */
function memberWrites(server: () => ServerProcess, member: Browser, schoolIds: number[]) {
  const writes: Write[] = [];
  let stopping = false;
  const uploaded: { url: string; ackedAt: number }[] = [];
  const run = (async () => {
    let n = 0;
    while (!stopping) {
      const id = schoolIds[n % schoolIds.length];
      if (id !== undefined && n < schoolIds.length) {
        const res = await member.send('PUT', `/api/user/school/${id}`).catch(() => null);
        if (res && res.status === 200)
          writes.push({
            what: `save school ${id}`,
            ackedAt: Date.now(),
            check: async (reader) => (await savedSchools(reader)).includes(id),
          });
      }
      const upload = await post(server(), member, 16 * 1024).catch(() => null);
      if (upload?.status === 200) {
        const url = (JSON.parse(upload.text) as { file: { url: string } }).file.url;
        const ackedAt = Date.now();
        uploaded.push({ url, ackedAt });
        writes.push({ what: `upload ${url}`, ackedAt, check: (reader) => served(reader, url) });
      }
      n += 1;
      await sleep(200);
    }
  })();
  return {
    writes,
    uploaded,
    async stop() {
      stopping = true;
      await run;
    },
  };
}

async function savedSchools(member: Browser): Promise<number[]> {
  const res = await member.send('GET', '/api/user');
  return (JSON.parse(res.body) as { saved_school_ids: number[] }).saved_school_ids;
}

async function served(reader: Browser, url: string): Promise<boolean> {
  const res = await request(`${reader.base}${new URL(url, reader.base).pathname}`);
  return res.status === 200 && res.body.length > 0;
}

async function signedInMember(base: string, email = LEARNER) {
  const member = new Browser(base);
  const login = await member.login(email);
  if (login.status !== 200) throw new Error(`sign-in as ${email}: ${login.status}`);
  return member;
}

/** The learner's credentials' verdicts and the issuer's published keys. */
async function credentialState(member: Browser) {
  const mine = JSON.parse((await member.send('GET', '/api/user/credentials')).body) as {
    credentials?: { public_id: string }[];
  };
  const ids = (mine.credentials ?? []).map((c) => c.public_id);
  const verdicts: string[] = [];
  for (const id of ids) {
    const res = await request(`${member.base}/api/credential/${id}`);
    verdicts.push(
      (JSON.parse(res.body) as { check: { verdict: string } | null }).check?.verdict ?? 'none',
    );
  }
  const did = (await request(`${member.base}/.well-known/did.json`)).body;
  return { ids, verdicts, did };
}

async function run(ctx: Context, title: string, driver: 'pg' | 'pglite') {
  const r = ctx.report;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-faults-restore-'));
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-faults-backups-'));
  let database: string | undefined;
  let env: Record<string, string> = { DATA_DIR: dataDir, BACKUP_DIR: backups };
  if (driver === 'pg') {
    const copy = await ctx.copyDatabase('restore');
    database = copy.database;
    env = { ...env, DATABASE_URL: copy.url };
  }
  const server = await new ServerProcess(`${driver}-first`, env).start();
  let second: ServerProcess | undefined;
  try {
    await server.ready(180_000);
    const before = await credentialState(await signedInMember(server.base));
    const member = await signedInMember(server.base, AUTHOR);
    const schools = JSON.parse((await member.send('GET', '/api/schools?limit=50')).body) as {
      schools: { id: number }[];
    };
    const already = new Set(await savedSchools(member));
    const schoolIds = schools.schools.map((s) => s.id).filter((id) => !already.has(id));

    const prefix = `restore${driver}${Date.now().toString(36)}`;
    const load = new Load({ base: () => server.base, workers: 3, prefix, pauseMs: 100 }).start();
    const writes = memberWrites(() => server, member, schoolIds);
    await load.untilAcked(30);
    await sleep(1000);

    const backupStart = Date.now();
    const backup = await runScript('backup', [], env);
    const backupEnd = Date.now();
    const file = backup.out.trim().split('\n').at(-1) ?? '';
    if (backup.code !== 0 || !fs.existsSync(file))
      throw new Error(`npm run backup failed (${backup.code}): ${backup.err.slice(0, 500)}`);

    await sleep(2000); // writes go on after the backup
    await load.stop(0);
    await writes.stop();
    server.signal('SIGKILL');
    await server.exit;

    // Destroyed: the data folder (and the database) gone as after a lost disk.
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database) {
      await ctx.cluster.query('postgres', `drop database ${database} with (force)`);
      await ctx.cluster.query('postgres', `create database ${database}`);
    }

    const restoreStart = Date.now();
    const restore = await runScript('restore', [file], env);
    const restoreSeconds = (Date.now() - restoreStart) / 1000;
    if (restore.code !== 0)
      throw new Error(`npm run restore failed (${restore.code}): ${restore.err.slice(0, 800)}`);

    // The same address as before: the credentials' issuer (did:web) is the site's address.
    const port = Number(new URL(server.base).port);
    second = await new ServerProcess(`${driver}-restored`, env).start(port);
    const readyAt = await second.ready(180_000).catch(() => null);
    const ready = (await request(`${second.base}/api/ready`)).status;
    const restoredMember = await signedInMember(second.base).catch(() => null);

    // Form submissions: acknowledged before the backup began → there; after it ended → not.
    const rows =
      driver === 'pg'
        ? await storedEnquiries(ctx, database!, prefix)
        : await (async () => {
            await second!.stop();
            return embeddedEnquiries(dataDir, prefix);
          })();
    const stored = new Map(rows.map((row) => [row.email, Number(row.n)]));
    const ackedBefore = load.acked.filter((s) => s.ackedAt! < backupStart);
    const ackedAfter = load.acked.filter((s) => s.ackedAt! > backupEnd);
    const formsMissing = ackedBefore.filter((s) => !stored.has(s.email)).length;
    const formsAfterPresent = ackedAfter.filter((s) => stored.has(s.email)).length;
    const duplicates = [...stored.values()].filter((n) => n > 1).length;

    // The member's saves and uploads, read through the restored site.
    if (driver === 'pglite') {
      second = await new ServerProcess(`${driver}-restored-again`, env).start(port);
      await second.ready(180_000);
    }
    const reader = restoredMember ? await signedInMember(second.base, AUTHOR) : null;
    let memberMissing = 0;
    let memberAfterPresent = 0;
    let memberRestored = 0;
    if (reader) {
      for (const w of writes.writes) {
        const present = await w.check(reader);
        if (present) memberRestored += 1;
        if (w.ackedAt < backupStart && !present) memberMissing += 1;
        if (w.ackedAt > backupEnd && present) memberAfterPresent += 1;
      }
    }
    const after = reader ? await credentialState(await signedInMember(second.base)) : null;

    const acked = ackedBefore.length + writes.writes.filter((w) => w.ackedAt < backupStart).length;
    const restoredCount = stored.size + memberRestored;
    r.figure(
      title,
      'acknowledged before the backup / restored (all writes)',
      `${acked} / ${restoredCount}`,
      'info',
    );
    r.figure(title, 'npm run backup (s)', seconds(backupEnd - backupStart), 'info');
    r.figure(title, 'npm run restore (s)', restoreSeconds.toFixed(1), 'info');
    r.figure(title, 'restored site ready', readyAt ? 'yes' : 'no', 'yes', readyAt !== null);
    r.figure(title, '/api/ready after restore', ready, '200', ready === 200);
    r.figure(
      title,
      'sign-in after restore',
      restoredMember ? 'yes' : 'no',
      'yes',
      !!restoredMember,
    );
    r.figure(
      title,
      'acknowledged before the backup, missing',
      formsMissing + memberMissing,
      '0',
      formsMissing + memberMissing === 0,
    );
    r.figure(
      title,
      'acknowledged after the backup, present',
      formsAfterPresent + memberAfterPresent,
      '0',
      formsAfterPresent + memberAfterPresent === 0,
    );
    r.figure(title, 'form rows stored twice', duplicates, '0', duplicates === 0);
    const uploadsBefore = writes.uploaded.filter((u) => u.ackedAt < backupStart).length;
    r.figure(
      title,
      'uploads acknowledged before the backup',
      uploadsBefore,
      '> 0',
      uploadsBefore > 0,
    );
    const verifiedBefore = before.verdicts.filter((v) => v === 'verified').length;
    const verdictsOk =
      after !== null &&
      verifiedBefore > 0 &&
      after.ids.join() === before.ids.join() &&
      after.verdicts.every((v) => v === 'verified') &&
      after.did === before.did;
    r.figure(
      title,
      'credentials issued before still verify (same keys)',
      after
        ? `${after.verdicts.filter((v) => v === 'verified').length}/${before.ids.length}`
        : 'no',
      'all',
      verdictsOk,
    );
  } finally {
    await server.stop();
    await second?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backups, { recursive: true, force: true });
  }
}

export const restoreDrill: FaultCase = {
  name: 'restore',
  title: '10 restore drill (both drivers)',
  async run(ctx) {
    await run(ctx, '10a restore drill, embedded', 'pglite');
    await run(ctx, '10b restore drill, PostgreSQL', 'pg');
  },
};
