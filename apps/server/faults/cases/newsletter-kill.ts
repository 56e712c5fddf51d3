// 9. The monthly newsletter's process is killed (SIGKILL) in the middle of a send, between
//    batches and inside them: the next start finishes the send, and every recipient has exactly
//    one email in the outbox and one captured message (docs/decisions/0067).
import type { FaultCase } from '../lib/context.ts';
import { Browser } from '../lib/http.ts';
import { seconds } from '../lib/report.ts';
import { ServerProcess } from '../lib/server.ts';
import { waitFor } from '../lib/util.ts';

const RECIPIENTS_ADDED = 80;

export const newsletterKill: FaultCase = {
  name: 'newsletter-kill',
  title: '9 newsletter send killed mid-way',
  async run(ctx) {
    const t = this.title;
    const r = ctx.report;
    const { database, url } = await ctx.copyDatabase('newsletter');
    const q = <Row>(text: string, values: unknown[] = []) =>
      ctx.cluster.query<Row>(database, text, values);
    await q(
      `insert into subscribers (email, status, state, confirmed_at)
       select 'reader' || g || '@newsletter-fault.test', 'learner', 'active', now()
         from generate_series(1, ${RECIPIENTS_ADDED}) g`,
    );
    // Small batches close together: the send takes several seconds, so the kill lands in it.
    const env = {
      DATABASE_URL: url,
      NEWSLETTER_BATCH_SIZE: '4',
      NEWSLETTER_BATCH_INTERVAL_SECONDS: '1',
    };
    const first = await new ServerProcess('first', env).start();
    let second: ServerProcess | undefined;
    try {
      await first.ready();
      const editor = new Browser(first.base);
      const login = await editor.login('editor@techgold.test');
      if (login.status !== 200) throw new Error(`sign-in: ${login.status}`);
      const body = JSON.stringify({
        blocks: [{ type: 'paragraph', data: { text: 'News from the network.' } }],
      });
      const created = await editor.send('POST', '/api/admin/newsletter', {
        subject: 'Fault suite newsletter',
        body,
      });
      const draft = JSON.parse(created.body) as { id: number; updated_at: string };
      const sent = await editor.send('POST', `/api/admin/newsletter/${draft.id}/send`, {
        updated_at: draft.updated_at,
      });
      const issue = JSON.parse(sent.body) as { recipients: number };
      const captured = async () => {
        const [row] = await q<{ n: string }>(
          `select count(*) as n from mail_messages where dedupe_key like $1`,
          [`newsletter:${draft.id}:%`],
        );
        return Number(row!.n);
      };
      // Killed once a few batches are out, mid-send.
      await waitFor(async () => (await captured()) >= 12, 60_000, 20);
      first.signal('SIGKILL');
      await first.exit;
      const beforeKill = await captured();
      const [state] = await q<{ status: string }>(
        'select status from newsletter_issues where id = $1',
        [draft.id],
      );

      second = await new ServerProcess('second', env).start();
      const startedAt = Date.now();
      await second.ready();
      // Mail jobs the killed process had taken come back when pg-boss expires them.
      const doneAt = await waitFor(
        async () => (await captured()) >= issue.recipients,
        300_000,
        500,
      );
      const [status] = await q<{ status: string }>(
        'select status from newsletter_issues where id = $1',
        [draft.id],
      );
      const perRecipient = await q<{ email: string; outbox: string; mail: string }>(
        `select r.email,
                (select count(*) from mail_outbox o
                  where o.message->>'dedupeKey' = 'newsletter:' || r.issue_id || ':' || r.id) as outbox,
                (select count(*) from mail_messages m where m.to_address = r.email
                   and m.subject = 'Fault suite newsletter') as mail
           from newsletter_recipients r where r.issue_id = $1`,
        [draft.id],
      );
      const missing = perRecipient.filter((p) => Number(p.mail) === 0).length;
      const twice = perRecipient.filter((p) => Number(p.mail) > 1).length;
      const outboxTwice = perRecipient.filter((p) => Number(p.outbox) > 1).length;
      const exit = await second.stop();

      r.figure(
        t,
        'recipients',
        issue.recipients,
        `> ${RECIPIENTS_ADDED - 1}`,
        issue.recipients >= RECIPIENTS_ADDED,
      );
      r.figure(
        t,
        'captured before the kill',
        beforeKill,
        `< ${issue.recipients}`,
        beforeKill < issue.recipients,
      );
      r.figure(
        t,
        'issue at the kill',
        state?.status ?? '?',
        'sending',
        state?.status === 'sending',
      );
      r.figure(
        t,
        'every recipient mailed after restart (s)',
        doneAt === null ? 'never' : seconds(doneAt - startedAt),
        'done',
        doneAt !== null,
      );
      r.figure(t, 'issue after restart', status?.status ?? '?', 'sent', status?.status === 'sent');
      r.figure(t, 'recipients without a copy', missing, '0', missing === 0);
      r.figure(t, 'recipients with two captured copies', twice, '0', twice === 0);
      r.figure(t, 'recipients with two outbox emails', outboxTwice, '0', outboxTwice === 0);
      r.figure(t, 'next start exit code after SIGTERM', exit.code, '0', exit.code === 0);
    } finally {
      await first.stop();
      await second?.stop();
    }
  },
};
