import {
  MODERATION_REASON_MAX,
  republishBody,
  unpublishBody,
} from '@techgold/contracts/admin/insights';
import { useQueryClient } from '@tanstack/react-query';
import {
  insightQuery,
  useDeleteInsight,
  useFeatureInsight,
  useInsightLiveChange,
  type AdminInsightDetail,
} from '~/api/admin/insights';
import { Form } from '~/components/form/form';
import type { Undo } from '~/components/result/undo-offer';
import { TextareaField } from '~/components/form/textarea-field';
import { useForm } from '~/components/form/use-form';
import { ApiRequestError } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { adminPaths } from '../admin-paths';
import { Panel, SummaryList, Tag, When } from '../components/page-parts';
import { RecordDelete } from '../components/record-delete';

/** What the page's one result message describes: whether it is live, and featured. */
export const moderationState = (i: { live: boolean; featured: boolean }) =>
  `${i.live ? 'live' : 'down'}/${i.featured ? 'featured' : 'plain'}`;

/**
 * Says what happened in the page's one result region, which then has focus, with an Undo
 * offered for a while when the change can be taken back (decision 0094).
 */
export type Report = (text: string, describes: string, undo?: Undo) => void;

/** Where members and visitors read it once it is live. */
function whereItShows(insight: AdminInsightDetail) {
  if (!insight.public)
    return { text: 'Members only, in the member area', to: paths.insight(insight.id) };
  return {
    text: 'Members and visitors, on the news pages',
    to: paths.article(insight.id, insight.article.url),
  };
}

function StatePanel({ insight }: { insight: AdminInsightDetail }) {
  const where = whereItShows(insight);
  return (
    <Panel title="State" id="state">
      <SummaryList
        rows={[
          [
            'State',
            <span key="s" className="flex flex-wrap gap-1">
              {insight.live ? <Tag tone="good">Live</Tag> : <Tag tone="warn">Not live</Tag>}
              {insight.featured ? <Tag>Featured</Tag> : null}
            </span>,
          ],
          [
            'Who reads it',
            insight.live ? (
              <a key="w" href={where.to} className="rounded underline underline-offset-4">
                {where.text}
              </a>
            ) : (
              `${where.text}, once it is live`
            ),
          ],
          ['Author', `${insight.author.name} (${insight.author.email})`],
          [
            'May write insights',
            insight.author.can_write_articles ? 'Yes' : 'No: their permission was taken away',
          ],
          ['Written', <When key="c" iso={insight.created_at} />],
          ['Last changed', <When key="u" iso={insight.updated_at} />],
        ]}
      />
    </Panel>
  );
}

/**
 * Unpublishing (a live insight) or republishing (one our team unpublished): one form, a reason
 * the author is emailed, and a confirmation that opens on Cancel.
 */
function LiveChange({
  insight,
  to,
  report,
}: {
  insight: AdminInsightDetail;
  to: 'unpublish' | 'republish';
  report: Report;
}) {
  const change = useInsightLiveChange(insight.id, to);
  // Unpublishing can be taken back for a while: live again, the author told so.
  const putBack = useInsightLiveChange(insight.id, 'republish');
  const queryClient = useQueryClient();
  const title = `“${insight.title}”`;
  const unpublish = to === 'unpublish';
  const form = useForm({
    fields: { reason: '' },
    schema: (unpublish ? unpublishBody : republishBody).pick({ reason: true }),
    confirm: unpublish
      ? {
          question: () =>
            `Unpublish ${title}? Nobody will see it until it is published again, and its author is emailed your reason.`,
          confirmLabel: 'Yes, unpublish it',
        }
      : {
          question: () =>
            `Republish ${title}? It will be live again, and its author is emailed your reason.`,
          confirmLabel: 'Yes, republish it',
        },
    // The version on screen: the read view shows the record as it is now (a change made
    // elsewhere redraws it), so staff judge the version they send.
    submit: (values) => change.mutateAsync({ ...values, updated_at: insight.updated_at }),
    // Changed meanwhile (409): the view redraws the latest version, the reason stays typed.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: insightQuery(insight.id).queryKey });
    },
    onSuccess: (answer) =>
      unpublish
        ? report(
            `${title} is unpublished. Its author is emailed your reason.`,
            moderationState(answer),
            {
              run: async () => {
                await putBack.mutateAsync({
                  updated_at: answer.updated_at,
                  reason: 'It was unpublished by mistake, and is back on the site.',
                });
                return `${title} is live again. Its author is emailed that it is back.`;
              },
            },
          )
        : report(
            `${title} is live again. Its author is emailed your reason.`,
            moderationState(answer),
          ),
  });
  return (
    <Panel title={unpublish ? 'Unpublish' : 'Republish'} id="live-change">
      {unpublish ? (
        <p className="mb-4 text-slate-700">
          Takes it off the news pages and the member area at once, and off the home page.
        </p>
      ) : (
        <div className="mb-4 space-y-2 text-slate-700">
          <p>
            Our team unpublished it
            {insight.unpublished ? (
              <>
                {' on '}
                <When iso={insight.unpublished.at} />. The reason given:{' '}
                {insight.unpublished.reason}
              </>
            ) : (
              '.'
            )}
          </p>
          <p>Republishing puts it back where it was; it is not featured again.</p>
        </div>
      )}
      <Form
        form={form}
        submitLabel={
          unpublish ? 'Unpublish and email the author' : 'Republish and email the author'
        }
        busyLabel={unpublish ? 'Unpublishing…' : 'Republishing…'}
      >
        <TextareaField
          label="Reason"
          hint="Emailed to the author as you write it."
          rows={3}
          maxLength={MODERATION_REASON_MAX}
          required
          {...form.field('reason')}
        />
      </Form>
    </Panel>
  );
}

/** Featuring a live, public insight on the home page, or no longer. */
function HomePage({ insight, report }: { insight: AdminInsightDetail; report: Report }) {
  const feature = useFeatureInsight(insight.id);
  const form = useForm({
    fields: { updated_at: insight.updated_at, featured: !insight.featured },
    guard: false,
    submit: (values) => feature.mutateAsync(values),
    onSuccess: (answer) =>
      report(
        answer.featured
          ? 'The insight is featured on the home page.'
          : 'The insight is no longer featured.',
        moderationState(answer),
      ),
  });
  return (
    <Panel title="Home page" id="home-page">
      <Form
        form={form}
        submitLabel={insight.featured ? 'Stop featuring it' : 'Feature on the home page'}
        busyLabel="Saving…"
      >
        <p className="text-slate-700">
          {insight.featured
            ? 'It is in the home page’s latest news.'
            : 'A featured insight leads the home page’s latest news.'}
        </p>
      </Form>
    </Panel>
  );
}

/**
 * One insight's moderation, beside its read view: its state, unpublishing or republishing with
 * a reason, featuring, deleting. Each result is said in the page's one result region.
 */
export function InsightModeration({
  insight,
  report,
}: {
  insight: AdminInsightDetail;
  report: Report;
}) {
  const remove = useDeleteInsight(insight.id);
  return (
    <>
      <StatePanel insight={insight} />
      {insight.live ? (
        <LiveChange key="unpublish" insight={insight} to="unpublish" report={report} />
      ) : insight.unpublished ? (
        <LiveChange key="republish" insight={insight} to="republish" report={report} />
      ) : (
        <Panel title="Publishing" id="live-change">
          <p className="text-slate-700">
            Its author has not published it: only they can, from My insights.
          </p>
        </Panel>
      )}
      {insight.live && insight.public ? (
        // A new version is a new form: its version and choice are the record's, nothing typed.
        <HomePage key={insight.updated_at} insight={insight} report={report} />
      ) : null}
      <RecordDelete
        name={`“${insight.title}”`}
        question={`Delete “${insight.title}”, with its saves and notifications? This cannot be undone.`}
        note="Removes it for good. To take it down for a while, unpublish it instead."
        remove={() => remove.mutateAsync()}
        busy={remove.isPending}
        listPath={adminPaths.insights()}
      />
    </>
  );
}
