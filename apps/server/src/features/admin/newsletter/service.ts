// The monthly newsletter in the staff console (issue 28; decision 0067). Editors and admins
// write a draft (subject + Editor.js body, cleaned as insights are, with the newsletter's own
// block types), preview it, send a test copy to themselves, then send it once. A send is one
// transaction: the issue becomes 'sending' with its month (one issue a month, held by a unique
// index), the recipients are written once (the snapshot), the first batch job is queued and
// the audit row written. Each batch job then, in one transaction, queues its recipients' emails
// in the mail outbox, marks those rows as in the outbox and queues the next batch after the
// configured interval: a crash rolls a batch back whole, so nobody is mailed twice and the
// rest still go.
import {
  NEWSLETTER_BLOCK_TYPES,
  NEWSLETTER_BODY_MAX_BYTES,
  monthName,
  newsletterMessages,
  newsletterMonth,
  type AdminNewslettersQuery,
  type NewsletterCreate,
  type NewsletterPatch,
} from '@techgold/contracts/admin/newsletter';
import { parseEditorBody, type EditorDocument } from '@techgold/contracts/editor';
import type { Db } from '../../../db/client.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { newsletterEmail, renderNewsletterHtml } from '../../../lib/newsletter-render.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';

export const NEWSLETTER_BATCH_QUEUE = 'newsletter-batch';
export interface NewsletterBatchJob {
  issueId: number;
}

export interface RecipientLinks {
  page: string;
  oneClick: string;
}

export interface NewsletterAdminDeps {
  db: Db;
  change: AuditedChange;
  jobs: Pick<Jobs, 'enqueueMail' | 'send' | 'waiting'>;
  publicBaseUrl: string;
  /** The insight editor's body check and clean-up (features/insights), handed in by services.ts. */
  prepareBody: (body: string) => EditorDocument;
  /** Makes recipients' signed unsubscribe links (features/newsletter); called before a transaction. */
  recipientLinker: () => Promise<(recipientId: number) => RecipientLinks>;
  /** The web version's address for a month (features/newsletter). */
  webUrl: (month: string) => string;
  batch: { size: number; intervalSeconds: number };
  /** The clock (tests move it to another month). */
  now?: () => Date;
}

const EMPTY_DOC = JSON.stringify({ blocks: [] });

/** The body as the newsletter stores it: the insight rules, and only its own block types. */
function cleanBody(prepare: (body: string) => EditorDocument, body: string): EditorDocument {
  if (Buffer.byteLength(body) > NEWSLETTER_BODY_MAX_BYTES) {
    throw new ValidationError({ body: ['The newsletter is too long to save. Shorten it.'] });
  }
  let doc: EditorDocument;
  try {
    doc = prepare(body);
  } catch (err) {
    // The insight checks speak of "the insight": say "the newsletter" instead.
    if (err instanceof ValidationError && err.errors) {
      const errors = Object.fromEntries(
        Object.entries(err.errors).map(([k, v]) => [
          k,
          v.map((m) =>
            m.replace(/insights?/g, (w) => (w === 'insight' ? 'newsletter' : 'newsletters')),
          ),
        ]),
      );
      throw new ValidationError(errors);
    }
    throw err;
  }
  const allowed = new Set<string>(NEWSLETTER_BLOCK_TYPES);
  const bad = doc.blocks.findIndex((b) => !allowed.has(b.type));
  if (bad >= 0) {
    throw new ValidationError({ [`body.blocks.${bad}`]: [newsletterMessages.blockType] });
  }
  return doc;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function createNewsletterAdminService(deps: NewsletterAdminDeps) {
  const { db, change, jobs, publicBaseUrl, recipientLinker, webUrl, batch } = deps;
  const now = deps.now ?? (() => new Date());
  const docOf = (row: { body: unknown }) =>
    parseEditorBody(JSON.stringify(row.body ?? { blocks: [] })) as EditorDocument;

  const itemOf = (r: repo.IssueRow) => ({
    id: Number(r.id),
    subject: r.subject,
    status: r.status,
    month: r.month,
    sent_at: iso(r.sent_at),
    recipients: Number(r.recipients),
    updated_at: new Date(r.updated_at).toISOString(),
  });

  async function thisMonth() {
    const month = newsletterMonth(now());
    return { this_month: month, this_month_sent: await repo.monthTaken(db, month) };
  }

  async function list(query: AdminNewslettersQuery) {
    const { rows, total } = await repo.listIssues(db, query);
    return {
      items: rows.map(itemOf),
      total,
      limit: query.limit,
      offset: query.offset,
      ...(await thisMonth()),
    };
  }

  async function find(idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findIssue(db, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async function progressOf(row: repo.IssueRow) {
    return { status: row.status, ...(await repo.progress(db, Number(row.id))) };
  }

  async function detail(idText: string) {
    const row = await find(idText);
    return {
      ...itemOf(row),
      body: JSON.stringify(row.body),
      audience: row.status === 'draft' ? await repo.audienceCount(db) : Number(row.recipients),
      progress: await progressOf(row),
      ...(await thisMonth()),
      web_url: row.month ? webUrl(row.month) : null,
    };
  }

  async function progress(idText: string) {
    return progressOf(await find(idText));
  }

  async function create(caller: StaffCaller, body: NewsletterCreate) {
    const doc = cleanBody(deps.prepareBody, body.body ?? EMPTY_DOC);
    const id = await change(caller, async (tx, audit) => {
      const created = await repo.insertIssue(tx, {
        subject: body.subject,
        body: doc,
        createdBy: caller.userId,
      });
      await audit({
        kind: 'newsletter.create',
        targetType: 'newsletter',
        targetId: created,
        after: { subject: body.subject, blocks: doc.blocks.length },
      });
      return created;
    });
    return detail(String(id));
  }

  async function update(caller: StaffCaller, idText: string, patch: NewsletterPatch) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    const doc = patch.body === undefined ? null : cleanBody(deps.prepareBody, patch.body);
    await change(caller, async (tx, audit) => {
      const row = await repo.findIssue(tx, id, true);
      if (!row) throw new NotFoundError();
      assertVersion(new Date(row.updated_at), patch.updated_at);
      if (row.status !== 'draft') throw new HttpError(409, newsletterMessages.notDraft);
      const subject = patch.subject ?? row.subject;
      const bodyChanged =
        doc !== null && JSON.stringify(doc.blocks) !== JSON.stringify(docOf(row).blocks);
      if (subject === row.subject && !bodyChanged) return;
      await repo.updateIssue(tx, id, { subject, body: bodyChanged ? doc : row.body });
      await audit({
        kind: 'newsletter.update',
        targetType: 'newsletter',
        targetId: id,
        before: subject === row.subject ? null : { subject: row.subject },
        after: {
          ...(subject === row.subject ? {} : { subject }),
          ...(bodyChanged ? { blocks: doc!.blocks.length } : {}),
        },
      });
    });
    return detail(String(id));
  }

  /** The email as one recipient gets it. */
  function emailFor(
    issue: { subject: string; body: unknown; month: string | null },
    links: RecipientLinks,
    testNote?: string,
  ) {
    const doc = docOf(issue);
    const { html, text } = newsletterEmail({
      subject: issue.subject,
      doc,
      baseUrl: publicBaseUrl,
      webUrl: issue.month ? webUrl(issue.month) : null,
      unsubscribeUrl: links.page,
      testNote,
    });
    return {
      subject: issue.subject,
      html,
      text,
      headers: {
        // RFC 2369 and RFC 8058: mail providers show an unsubscribe button that POSTs here.
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  async function preview(idText: string) {
    const row = await find(idText);
    const month = row.month ?? newsletterMonth(now());
    const links = { page: `${publicBaseUrl}/newsletter/stop/preview`, oneClick: '' };
    const email = emailFor({ ...row, month }, links);
    return {
      subject: row.subject,
      email_html: email.html,
      email_text: email.text,
      web_html: renderNewsletterHtml(docOf(row), 'web', publicBaseUrl),
    };
  }

  /** A copy to the signed-in staff member's own address (marked as a test; audited). */
  async function sendTest(caller: StaffCaller, idText: string) {
    const row = await find(idText);
    if (!docOf(row).blocks.length) throw new ValidationError({ body: [newsletterMessages.empty] });
    return change(caller, async (tx, audit) => {
      const to = await repo.staffEmail(tx, caller.userId);
      if (!to) throw new NotFoundError();
      // The links in a test copy lead nowhere real: a test must never unsubscribe anyone.
      const links = {
        page: `${publicBaseUrl}/newsletter/stop/test-copy-no-unsubscribe`,
        oneClick: `${publicBaseUrl}/api/newsletter/unsubscribe/test-copy-no-unsubscribe`,
      };
      const email = emailFor(
        { ...row, month: row.month ?? newsletterMonth(now()) },
        links,
        'This is a test copy. Nobody else has been sent it.',
      );
      await jobs.enqueueMail(tx, { to, ...email, subject: `[Test] ${email.subject}` });
      await audit({
        kind: 'newsletter.test',
        targetType: 'newsletter',
        targetId: Number(row.id),
        data: { to },
      });
      return { message: newsletterMessages.testSent(to), to };
    });
  }

  /** The send: refused when this month's newsletter has gone; otherwise the snapshot. */
  async function send(caller: StaffCaller, idText: string, version: string) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    const month = newsletterMonth(now());
    const refuseMonth = () =>
      new HttpError(409, newsletterMessages.alreadyThisMonth(monthName(month)), {
        month: [newsletterMessages.alreadyThisMonth(monthName(month))],
      });
    try {
      await change(caller, async (tx, audit) => {
        const row = await repo.findIssue(tx, id, true);
        if (!row) throw new NotFoundError();
        assertVersion(new Date(row.updated_at), version);
        if (row.status !== 'draft') throw new HttpError(409, newsletterMessages.notDraft);
        // The month first: no draft can go once this month's has.
        if (await repo.monthTaken(tx, month)) throw refuseMonth();
        if (!docOf(row).blocks.length) {
          throw new ValidationError({ body: [newsletterMessages.empty] });
        }
        await repo.markSending(tx, id, month);
        const recipients = await repo.snapshotRecipients(tx, id);
        if (recipients === 0) await repo.markSent(tx, id);
        else {
          const job = await jobs.send<NewsletterBatchJob>(
            NEWSLETTER_BATCH_QUEUE,
            { issueId: id },
            tx,
          );
          await repo.setBatchJob(tx, id, job);
        }
        await audit({
          kind: 'newsletter.send',
          targetType: 'newsletter',
          targetId: id,
          before: { status: 'draft' },
          after: { status: 'sending', month },
          data: { recipients },
        });
      });
    } catch (err) {
      // Two sends at once: the unique month index stops the second.
      if ((err as { code?: string }).code === '23505') throw refuseMonth();
      throw err;
    }
    return detail(String(id));
  }

  /**
   * One batch (the batch queue's handler): the next recipients' emails into the outbox, their
   * rows marked, the next batch queued after the interval, all in one transaction. Safe to run
   * twice, or beside another run: the issue row is locked, and only queued rows are taken.
   */
  async function runBatch({ issueId }: NewsletterBatchJob) {
    const recipientLinks = await recipientLinker();
    await db.transaction(async (tx) => {
      const issue = await repo.lockSending(tx, issueId);
      if (!issue) return; // sent already, or never sent
      const rows = await repo.nextBatch(tx, issueId, batch.size);
      for (const r of rows) {
        const links = recipientLinks(Number(r.id));
        const jobId = await jobs.enqueueMail(tx, {
          to: r.email,
          ...emailFor(issue, links),
          dedupeKey: `newsletter:${issueId}:${r.id}`,
        });
        await repo.markInOutbox(tx, Number(r.id), jobId);
      }
      if ((await repo.queuedLeft(tx, issueId)) > 0) {
        const job = await jobs.send<NewsletterBatchJob>(NEWSLETTER_BATCH_QUEUE, { issueId }, tx, {
          startAfterSeconds: batch.intervalSeconds,
        });
        await repo.setBatchJob(tx, issueId, job);
      } else {
        await repo.markSent(tx, issueId);
      }
    });
  }

  /**
   * At start: a sending issue whose next batch is not waiting (its process died between the
   * send and the first batch's job, or the job was lost, or its batch was running when it
   * died) gets one. Nobody is sent twice (each batch locks the issue and takes only queued
   * rows); at worst, while a dead process's batch job is still 'active', two chains run until
   * one finds nothing queued, and the send goes at up to twice the configured rate.
   */
  async function resume() {
    for (const issue of await repo.sendingIssues(db)) {
      const alive =
        issue.batchJobId !== null && (await jobs.waiting(NEWSLETTER_BATCH_QUEUE, issue.batchJobId));
      if (!alive) {
        const job = await jobs.send<NewsletterBatchJob>(NEWSLETTER_BATCH_QUEUE, {
          issueId: issue.id,
        });
        await repo.setBatchJob(db, issue.id, job);
      }
    }
  }

  return { list, detail, progress, create, update, preview, sendTest, send, runBatch, resume };
}

export type NewsletterAdminService = ReturnType<typeof createNewsletterAdminService>;
