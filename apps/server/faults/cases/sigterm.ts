// 3. SIGTERM on PostgreSQL and on the embedded database (production mode). First shortly
//    after start under light load, a sign-in just answered: exit 0, nothing logged at error
//    level (PGlite used to abort with `RuntimeError: Aborted()`). Then under load: the
//    in-flight request finishes, new connections are refused, the process exits 0 within 10 s
//    with nothing logged at error level, no acknowledged submission is lost, and a mail job
//    taken but not finished (the SMTP sink never answers its DATA) is retried and delivered
//    once by the next process.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { storedEnquiries, type Context, type FaultCase } from '../lib/context.ts';
import { embeddedEnquiries } from '../lib/embedded.ts';
import { Browser, joinPayload } from '../lib/http.ts';
import { compare, emails, Load, tally } from '../lib/load.ts';
import { seconds } from '../lib/report.ts';
import { ServerProcess } from '../lib/server.ts';
import { SmtpSink } from '../lib/smtp-sink.ts';
import { freePort, sleep, tryConnect, waitFor } from '../lib/util.ts';

const STAFF = 'staff@techgold.test';

/**
 * A POST in flight: headers sent with `Expect: 100-continue` (so the server's "100 Continue"
 * proves it has begun the request), then half the body; the rest when `finish()` is called.
 */
async function slowPost(base: string, email: string) {
  const browser = new Browser(base);
  await browser.csrf();
  const body = JSON.stringify(joinPayload(email));
  const headers = browser.headers('POST', {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  });
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const head = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.write(`POST /api/join-employers HTTP/1.1\r\n${head}\r\nexpect: 100-continue\r\n\r\n`);
  const started = await waitFor(async () => received.includes('100 Continue'), 10_000, 10);
  if (started === null) throw new Error(`the slow POST was not begun: ${received}`);
  received = '';
  socket.write(body.slice(0, 20));
  return {
    finish() {
      socket.write(body.slice(20));
      return closed;
    },
  };
}

async function run(ctx: Context, title: string, driver: 'pg' | 'pglite') {
  const r = ctx.report;
  const sink = new SmtpSink(await freePort());
  await sink.start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-faults-data-'));
  const copy = driver === 'pg' ? await ctx.copyDatabase('sigterm') : undefined;
  const dbEnv: Record<string, string> = copy ? { DATABASE_URL: copy.url } : { DATA_DIR: dataDir };
  const env = { ...dbEnv, SMTP_URL: sink.url };
  const prefix = `sigterm${driver}${Date.now().toString(36)}`;
  const early = await new ServerProcess('early', env).start();
  const first = new ServerProcess('first', env);
  let second: ServerProcess | undefined;
  let earlyAcked: string[] = [];
  try {
    // Light load, shortly after start (the job system's first queries still running), a
    // sign-in just answered: on PGlite this used to log `RuntimeError: Aborted()`.
    await early.ready(driver === 'pglite' ? 180_000 : 60_000);
    const visitor = new Browser(early.base);
    await visitor.csrf();
    const submitted = await visitor.send(
      'POST',
      '/api/join-employers',
      joinPayload(`${prefix}-early@load.test`),
    );
    const signIn = await new Browser(early.base).login();
    const earlyTerm = early.signal('SIGTERM');
    const earlyExit = await early.exit;
    if (submitted.status === 201) earlyAcked = [`${prefix}-early@load.test`];
    const light = `${title}: just after start`;
    r.figure(
      light,
      'submission, sign-in',
      `${submitted.status}, ${signIn.status}`,
      '201, 200',
      submitted.status === 201 && signIn.status === 200,
    );
    r.figure(light, 'exit code', earlyExit.code ?? earlyExit.signal, '0', earlyExit.code === 0);
    r.figure(
      light,
      'exit after SIGTERM (s)',
      seconds(earlyExit.at - earlyTerm),
      '< 10',
      earlyExit.at - earlyTerm < 10_000,
    );
    r.figure(light, 'errors logged', early.errors().length, '0', early.errors().length === 0);
    for (const e of early.errors().slice(0, 5)) ctx.log(`  logged: ${e}`);

    // Under load: the sink never answers the next message, so a mail job is in hand.
    sink.stallNext = 1;
    await first.start();
    await first.ready();
    // A connection per request: a kept-alive idle connection would only blur "in flight".
    const load = new Load({
      base: () => first.base,
      workers: 10,
      prefix,
      agent: new http.Agent({ keepAlive: false }),
      retryDelayMs: 100,
    }).start();
    await load.untilAcked(20);
    const stalledBy = await waitFor(async () => sink.stalled > 0, 30_000, 50);
    if (stalledBy === null) throw new Error('no mail reached the sink');
    const slow = await slowPost(first.base, `${prefix}-slow@load.test`);
    const member = new Browser(first.base);
    const login = await member.login();
    r.figure(title, 'sign-in just before SIGTERM', login.status, '200', login.status === 200);

    const sigtermAt = first.signal('SIGTERM');
    await sleep(300);
    const stillRunning = first.running;
    const newConnection = await tryConnect(first.port);
    const slowAnswer = await slow.finish();
    const exit = await first.exit;
    await load.stop(0);
    const exitMs = exit.at - sigtermAt;

    const inFlight = load.attempts.filter((a) => a.start < sigtermAt && a.end >= sigtermAt);
    const afterwards = load.attempts.filter((a) => a.start > sigtermAt + 300);
    r.figure(
      title,
      'in-flight slow POST answered',
      /^HTTP\/1\.1 (\d+)/.exec(slowAnswer)?.[1] ?? 'no answer',
      '201',
      slowAnswer.startsWith('HTTP/1.1 201'),
    );
    r.figure(
      title,
      'other requests in flight at SIGTERM',
      tally(inFlight) || 'none',
      'answered (reset = not yet accepted)',
      inFlight.every(
        (a) => a.status !== null || a.error === 'ECONNRESET' || a.error === 'ECONNREFUSED',
      ),
    );
    r.figure(
      title,
      'new connection 300 ms after SIGTERM',
      `${newConnection}${stillRunning ? ' (process still up)' : ''}`,
      'ECONNREFUSED',
      newConnection === 'ECONNREFUSED',
    );
    r.figure(title, 'requests after SIGTERM', tally(afterwards) || 'none', 'refused');
    r.figure(title, 'exit code', exit.code ?? exit.signal, '0', exit.code === 0);
    r.figure(title, 'exit after SIGTERM (s)', seconds(exitMs), '< 10', exitMs < 10_000);
    const errors = first.errors();
    r.figure(title, 'errors logged by the first process', errors.length, '0', errors.length === 0);
    for (const e of errors.slice(0, 5)) ctx.log(`  logged: ${e}`);

    // The next process: the sink answers now; the handed-back job must be delivered.
    second = await new ServerProcess('second', env).start();
    await second.ready();
    const acked = [
      ...earlyAcked,
      ...load.acked.map((s) => s.email),
      ...(slowAnswer.startsWith('HTTP/1.1 201') ? [`${prefix}-slow@load.test`] : []),
    ];
    const expected = acked.length * 2;
    const delivered = () =>
      acked.filter((e) => sink.count(e) > 0 && sink.count(STAFF, e) > 0).length * 2;
    const allAt = await waitFor(async () => delivered() === expected, 90_000, 250);
    await sleep(3000); // late duplicates would show here
    const duplicates = acked.reduce(
      (n, e) => n + Math.max(0, sink.count(e) - 1) + Math.max(0, sink.count(STAFF, e) - 1),
      0,
    );
    r.figure(
      title,
      'emails expected / delivered',
      `${expected} / ${delivered()}`,
      'equal',
      allAt !== null,
    );
    r.figure(title, 'emails delivered twice', duplicates, '0', duplicates === 0);
    r.figure(
      title,
      'stalled job delivered by next process',
      sink.stalled > 0 && allAt !== null ? 'yes' : 'no',
      'yes',
      allAt !== null,
    );
    const secondExit = await second.stop();
    r.figure(title, 'second process exit code', secondExit.code, '0', secondExit.code === 0);
    r.figure(
      title,
      'errors logged by the second process',
      second.errors().length,
      '0',
      second.errors().length === 0,
    );
    for (const e of second.errors().slice(0, 5)) ctx.log(`  logged: ${e}`);

    const rows = copy
      ? await storedEnquiries(ctx, copy.database, prefix)
      : await embeddedEnquiries(dataDir, prefix);
    const stored = compare(acked, emails(load.unacked), rows);
    r.figure(title, 'acknowledged submissions', acked.length, '> 0', acked.length > 0);
    r.figure(
      title,
      'acknowledged but not stored',
      stored.ackedMissing,
      '0',
      stored.ackedMissing === 0,
    );
    r.figure(title, 'stored more than once', stored.duplicates, '0', stored.duplicates === 0);
    // A reset request that was nevertheless stored would be an in-flight request cut off.
    r.figure(
      title,
      'unanswered (reset or refused) but stored',
      `${stored.storedUnacked} of ${load.unacked.length}`,
      '0',
      stored.storedUnacked === 0,
    );
  } finally {
    await early.stop();
    if (first.child) await first.stop();
    await second?.stop();
    await sink.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const sigtermPg: FaultCase = {
  name: 'sigterm-pg',
  title: '3 SIGTERM under load (pg)',
  run(ctx) {
    return run(ctx, this.title, 'pg');
  },
};

export const sigtermPglite: FaultCase = {
  name: 'sigterm-pglite',
  title: '3 SIGTERM under load (pglite)',
  run(ctx) {
    return run(ctx, this.title, 'pglite');
  },
};
