// Fault test: the mail server is down while people register and send enquiries. Every
// submission must still answer 2xx with its row committed, and once the server is back every
// email must arrive exactly once (the outbox retries; nothing is lost or doubled).
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { subjects } from './emails.ts';
import {
  accreditedPayload,
  countRows,
  employerPayload,
  firstCourseFor,
  freshClient,
  HARBOUR,
  joinPayload,
  learnerPayload,
  NORTHBRIDGE,
  reference,
} from './test-fixtures.ts';

const STAFF = 'staff@techgold.test';

interface Received {
  to: string;
  subject: string;
  body: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A plain loopback SMTP sink: no TLS, no auth, records what it accepts. */
function startSink(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address, subject, body: raw });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

let t: TestContext;
let port: number;
let sink: SMTPServer | undefined;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()));
  await t.close();
});

it('commits 50 submissions while SMTP is down and delivers every email exactly once after', async () => {
  const ref = await reference(t);
  // The verify call needs no mail, so it works with the sink down.
  const course = (await firstCourseFor(await freshClient(t), `x@${NORTHBRIDGE}`)).courseId;
  const run = Date.now().toString(36);
  const expected = new Map<string, number>();
  const expect1 = (to: string, subject: string) =>
    expected.set(`${to}|${subject}`, (expected.get(`${to}|${subject}`) ?? 0) + 1);

  const submissions: Array<() => Promise<{ statusCode: number }>> = [];
  for (let i = 0; i < 20; i++) {
    const email = `outage-l${i}-${run}@${NORTHBRIDGE}`;
    expect1(email, subjects.confirm);
    submissions.push(async () =>
      (await freshClient(t)).post('/api/register', learnerPayload(ref, course, email)),
    );
  }
  for (let i = 0; i < 10; i++) {
    const email = `outage-e${i}-${run}@${HARBOUR}`;
    expect1(email, subjects.confirm);
    submissions.push(async () =>
      (await freshClient(t)).post('/api/employer/register', employerPayload(ref, email)),
    );
  }
  for (let i = 0; i < 10; i++) {
    const email = `outage-j${i}-${run}@brightwater-data.test`;
    expect1(email, subjects.joinEmployersAck);
    expect1(STAFF, subjects.joinEmployersStaff);
    submissions.push(async () =>
      (await freshClient(t)).post('/api/join-employers', joinPayload(email)),
    );
  }
  for (let i = 0; i < 10; i++) {
    const email = `outage-a${i}-${run}@dunmere-college.test`;
    expect1(email, subjects.getAccreditedAck);
    expect1(STAFF, subjects.getAccreditedStaff);
    submissions.push(async () =>
      (await freshClient(t)).post('/api/get-accredited', accreditedPayload(email)),
    );
  }

  const statuses = [];
  for (const submit of submissions) statuses.push((await submit()).statusCode);
  expect(statuses).toHaveLength(50);
  expect(statuses.every((s) => s === 201)).toBe(true);
  const committedUsers = await countRows(
    t,
    sql`select count(*) as n from users where email like ${`outage-%-${run}@%`}`,
  );
  const committedEnquiries = await countRows(
    t,
    sql`select count(*) as n from enquiries where email like ${`outage-%-${run}@%`}`,
  );
  expect([committedUsers, committedEnquiries]).toEqual([30, 20]);
  const expectedTotal = [...expected.values()].reduce((a, b) => a + b, 0);
  expect(expectedTotal).toBe(70);

  // Let the worker meet the outage: some sends must have failed and be waiting to retry.
  const deadline = Date.now() + 15_000;
  while (
    (await countRows(
      t,
      sql`select count(*) as n from mail_outbox where state = 'waiting' and attempts > 0`,
    )) === 0
  ) {
    if (Date.now() > deadline) throw new Error('the worker never tried to send');
    await new Promise((r) => setTimeout(r, 250));
  }

  const received: Received[] = [];
  const restartedAt = Date.now();
  sink = await startSink(port, received);
  while (received.length < expectedTotal) {
    if (Date.now() - restartedAt > 40_000) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const drainedMs = Date.now() - restartedAt;
  // Anything doubled would arrive soon after; wait for it before counting.
  await new Promise((r) => setTimeout(r, 2_000));

  const counts = new Map<string, number>();
  for (const m of received)
    counts.set(`${m.to}|${m.subject}`, (counts.get(`${m.to}|${m.subject}`) ?? 0) + 1);
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(expected));
  // Staff notifications share subjects: each enquirer must appear in exactly one of them.
  const staffBodies = received.filter((m) => m.to === STAFF).map((m) => m.body);
  for (const key of expected.keys()) {
    const to = key.split('|')[0]!;
    if (to.startsWith('outage-j') || to.startsWith('outage-a')) {
      expect(
        staffBodies.filter((b) => b.includes(to)),
        to,
      ).toHaveLength(1);
    }
  }
  console.info(
    `mail outage: ${statuses.length} submissions (all 201), ${expectedTotal} emails expected, ` +
      `${received.length} received, drained ${drainedMs} ms after the SMTP server came back`,
  );
}, 90_000);
