import { useEffect, useRef, useState } from 'react';
import {
  useDeleteInsight,
  useFeatureInsight,
  useRepublishInsight,
  useUnpublishInsight,
  type AdminInsight,
} from '~/api/admin/insights';
import { Alert, Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { TextareaField } from '~/components/form/textarea-field';
import { genericErrorMessage } from '~/lib/api-client';
import { ConfirmBox } from '~/components/confirm-box';
import { useResult } from '~/components/result/result-message';

/**
 * One insight's moderation, under the list: feature it (or not), unpublish it with a reason
 * the author is emailed, delete it after a confirmation. Its heading takes focus on opening.
 */
export function InsightModeration({
  insight,
  onClose,
  onDeleted,
}: {
  insight: AdminInsight;
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const feature = useFeatureInsight(insight.id);
  const unpublish = useUnpublishInsight(insight.id);
  const remove = useDeleteInsight(insight.id);
  const republish = useRepublishInsight(insight.id);
  const unpublished = useResult(undefined);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const act = async (run: () => Promise<unknown>, text: string) => {
    setError(null);
    setDone(null);
    try {
      await run();
      setDone(text);
    } catch (e) {
      setError(e instanceof Error ? e.message : genericErrorMessage);
    }
  };
  const onUnpublish = () => {
    if (!reason.trim()) {
      setReasonError('Enter the reason the author will be emailed.');
      return;
    }
    setReasonError(null);
    setError(null);
    setDone(null);
    unpublish
      .mutateAsync({ updated_at: insight.updated_at, reason: reason.trim() })
      .then((answer) =>
        // Offered back for a while (decision 0094): live again, through its own audited route.
        unpublished.succeeded(
          'The insight is unpublished and the author is emailed the reason.',
          undefined,
          {
            run: async () => {
              await republish.mutateAsync({ updated_at: answer.updated_at });
              return 'The insight is published again. It is no longer featured, if it was.';
            },
          },
        ),
      )
      .catch((e: unknown) => unpublished.failed(e));
  };
  const busy = feature.isPending || unpublish.isPending || remove.isPending;

  return (
    <section
      aria-labelledby="moderate-heading"
      className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id="moderate-heading"
          ref={heading}
          tabIndex={-1}
          className="min-w-0 text-xl font-bold break-words text-navy-950"
        >
          Moderate: {insight.title}
        </h2>
        <button type="button" className={buttonClass('outline', undefined, 'sm')} onClick={onClose}>
          Close
        </button>
      </div>
      <p className="text-slate-700">
        By {insight.author.name} ({insight.author.email}).{' '}
        {insight.author.can_write_articles
          ? 'The author may write insights.'
          : 'The author may no longer write insights.'}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {done ? <Notice>{done}</Notice> : null}
      {unpublished.region}
      {insight.live ? (
        <div className="space-y-3">
          <h3 className="text-lg font-semibold text-navy-950">Home page</h3>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={busy}
            onClick={() =>
              void act(
                () =>
                  feature.mutateAsync({
                    updated_at: insight.updated_at,
                    featured: !insight.featured,
                  }),
                insight.featured
                  ? 'The insight is no longer featured.'
                  : 'The insight is featured on the home page.',
              )
            }
          >
            {insight.featured ? 'Stop featuring it' : 'Feature on the home page'}
          </button>
        </div>
      ) : null}
      {insight.live ? (
        <div className="space-y-3">
          <h3 className="text-lg font-semibold text-navy-950">Unpublish</h3>
          <TextareaField
            label="Reason"
            hint="Emailed to the author as you write it."
            name="reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError ?? undefined}
          />
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={busy}
            onClick={onUnpublish}
          >
            Unpublish and email the author
          </button>
        </div>
      ) : null}
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-navy-950">Delete</h3>
        {confirming ? (
          <ConfirmBox
            question={`Delete “${insight.title}”, with its saves and notifications? This cannot be undone.`}
            confirmLabel="Yes, delete it"
            onConfirm={() => {
              setConfirming(false);
              void act(async () => {
                await remove.mutateAsync();
                onDeleted(insight.title);
              }, 'The insight is deleted.');
            }}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Delete this insight
          </button>
        )}
      </div>
    </section>
  );
}
