import {
  adminNewsletter,
  monthName,
  NEWSLETTER_BLOCK_TYPES,
  newsletterPatch,
} from '@techgold/contracts/admin/newsletter';
import { parseId } from '@techgold/contracts/ids';
import { useRef, useState } from 'react';
import { data } from 'react-router';
import {
  newsletterQuery,
  useNewsletter,
  newsletterPreviewAddress,
  useNewsletterProgress,
  useSendNewsletter,
  useSendTest,
  useUpdateNewsletter,
  type AdminNewsletter,
} from '~/api/admin/newsletter';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { useResult } from '~/components/result/result-message';
import { toEditorDocument } from '~/components/block-editor/editor-document';
import { InsightEditor, type EditorHandle } from '~/components/block-editor/insight-editor';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { ConfirmBox } from '~/components/confirm-box';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, Tag, When } from '../components/page-parts';
import type { Route } from './+types/newsletter-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  return {
    id,
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(newsletterQuery(id, serverGetter(context, adminNewsletter))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Newsletter');

/** Subject and body in the newsletter's own block editor (paragraphs, headings, lists, images). */
function Compose({ issue }: { issue: AdminNewsletter }) {
  const update = useUpdateNewsletter(issue.id);
  const handle = useRef<EditorHandle | null>(null);
  const [initial] = useState(() => toEditorDocument(issue.body));
  const form = useForm({
    fields: { updated_at: issue.updated_at, subject: issue.subject },
    schema: newsletterPatch,
    // The body comes from the editor, read when the form is sent.
    submit: async (values) => {
      const doc = handle.current ? await handle.current.save() : undefined;
      return update.mutateAsync({ ...values, ...(doc ? { body: JSON.stringify(doc) } : {}) });
    },
    onSuccess: () => 'The newsletter is saved.',
  });
  return (
    <Panel title="Compose" id="compose">
      <Form form={form} submitLabel="Save" busyLabel="Saving…">
        <TextField label="Subject" maxLength={200} required {...form.field('subject')} />
        <div>
          <h3 id="newsletter-body-label" className="mb-2 font-semibold text-navy-950">
            Content
          </h3>
          <InsightEditor
            initial={initial}
            handleRef={handle}
            labelledBy="newsletter-body-label"
            tools={NEWSLETTER_BLOCK_TYPES}
            placeholder="Start writing the newsletter…"
          />
        </div>
      </Form>
    </Panel>
  );
}

/**
 * The saved issue as the email and as its web page, each in a sandboxed frame loading a
 * document the server serves with its own CSP (its inline styles allowed by hash; a srcdoc
 * frame would inherit this page's policy, which blocks them: decision 0083).
 */
function Preview({ issue }: { issue: AdminNewsletter }) {
  const frame = (title: string, kind: 'email' | 'web') => (
    <iframe
      title={title}
      sandbox=""
      src={newsletterPreviewAddress(issue.id, kind, issue.updated_at)}
      className="h-[36rem] w-full rounded-lg border border-slate-300 bg-white"
    />
  );
  return (
    <Panel title="Preview" id="preview">
      <p className="mb-4 text-slate-700">The last saved version. Save to see your changes here.</p>
      {/* Both one under the other, not in tabs: the tabs component is the home page's, and
          importing it here would split it out of the home page's JavaScript (its budget). */}
      <div className="space-y-6">
        <section aria-labelledby="preview-email">
          <h3 id="preview-email" className="mb-2 font-bold text-navy-950">
            Email
          </h3>
          {frame('The newsletter as an email', 'email')}
        </section>
        <section aria-labelledby="preview-web">
          <h3 id="preview-web" className="mb-2 font-bold text-navy-950">
            Web version
          </h3>
          {frame('The newsletter as a web page', 'web')}
        </section>
      </div>
    </Panel>
  );
}

/** A test copy to oneself, then the send, confirmed with the count and the month. */
function Sending({ issue }: { issue: AdminNewsletter }) {
  const test = useSendTest(issue.id);
  const send = useSendNewsletter(issue.id);
  const [confirming, setConfirming] = useState(false);
  // One result message for both buttons; buttons stay enabled while busy (a disabled one
  // drops focus on <body>), and focus goes to the message (decision 0080).
  const result = useResult(undefined, 'mb-4');
  const month = monthName(issue.this_month);
  return (
    <Panel title="Send" id="send">
      {result.region}
      <div className="space-y-4">
        <div>
          <button
            type="button"
            className={buttonClass('outline')}
            aria-disabled={test.isPending}
            onClick={() => {
              if (test.isPending) return;
              result.clear();
              test.mutate(undefined, {
                onSuccess: (r) => result.succeeded(r.message),
                onError: result.failed,
              });
            }}
          >
            {test.isPending ? 'Sending the test…' : 'Send a test to me'}
          </button>
        </div>
        {issue.this_month_sent ? (
          <p className="text-slate-700">
            A newsletter has already been sent for {month}. The next one can go out next month.
          </p>
        ) : confirming ? (
          <ConfirmBox
            question={`Send “${issue.subject}” to ${issue.audience} recipients as the newsletter for ${month}? It cannot be stopped or sent again this month.`}
            confirmLabel={`Yes, send to ${issue.audience} recipients`}
            openerLabel={`Send to ${issue.audience} recipients`}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              result.clear();
              send.mutate(issue.updated_at, {
                onSuccess: () => result.succeeded('The newsletter is on its way.'),
                onError: result.failed,
              });
            }}
          />
        ) : (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={send.isPending}
            onClick={() => setConfirming(true)}
          >
            Send to {issue.audience} recipients
          </button>
        )}
      </div>
    </Panel>
  );
}

/** Queued, sent and failed, refreshed while it goes. */
function Progress({ issue }: { issue: AdminNewsletter }) {
  const progress = useNewsletterProgress(issue.id, issue.status === 'sending');
  const p = progress.data ?? issue.progress;
  return (
    <Panel title="Progress" id="progress">
      <div role="status" aria-live="polite">
        <SummaryList
          rows={[
            ['Status', p.status === 'sent' ? 'Sent' : 'Sending'],
            ['Recipients', String(p.total)],
            ['Queued', String(p.queued)],
            ['Sent', String(p.sent)],
            ['Failed', String(p.failed)],
          ]}
        />
      </div>
    </Panel>
  );
}

/** One newsletter: compose, preview and send a draft; follow a send. */
export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const issue = useNewsletter(loaderData.id);
  if (!issue.data) {
    return (
      <p role={issue.isError ? 'alert' : 'status'}>
        {issue.isError ? 'The newsletter could not be loaded.' : 'Loading…'}
      </p>
    );
  }
  const i = issue.data;
  return (
    <>
      <PageHeader
        title={i.subject}
        back={{ to: adminPaths.newsletters(), label: 'All newsletters' }}
        description={
          <p className="flex flex-wrap items-center gap-2">
            {i.status === 'draft' ? (
              <Tag>Draft</Tag>
            ) : i.status === 'sending' ? (
              <Tag tone="warn">Sending</Tag>
            ) : (
              <Tag tone="good">Sent</Tag>
            )}
            {i.month ? <span>The newsletter for {monthName(i.month)}</span> : null}
            {i.sent_at ? (
              <span>
                · sent <When iso={i.sent_at} />
              </span>
            ) : null}
          </p>
        }
      />
      <div className="space-y-6">
        {i.status === 'draft' ? (
          <>
            <Compose key={i.id} issue={i} />
            <Preview issue={i} />
            <Sending issue={i} />
          </>
        ) : (
          <>
            <Progress issue={i} />
            {i.web_url ? (
              <p>
                <a
                  href={i.web_url}
                  className="rounded font-semibold text-navy-700 underline underline-offset-4"
                >
                  The web version
                </a>
              </p>
            ) : null}
            <Preview issue={i} />
          </>
        )}
      </div>
    </>
  );
}
