import type { TimelineEntry } from '~/api/admin/enquiries';
import { Tag, When } from '../components/page-parts';

/** A reply's email as the mail outbox has it; colour is never the only cue (the words are). */
const delivery = {
  waiting: { tone: 'warn', text: 'Email waiting' },
  sent: { tone: 'good', text: 'Email sent' },
  // The mail outbox (admins) lists it with "Send again".
  failed: { tone: 'bad', text: 'Email not sent' },
} as const;

/**
 * An enquiry's notes and replies as one timeline, oldest first (newest last, where the reply
 * form follows): what each is, who wrote it and when, in UK time.
 */
export function Timeline({
  entries,
  enquirer,
}: {
  entries: readonly TimelineEntry[];
  /** The enquirer's name, for "Reply emailed to …". */
  enquirer: string;
}) {
  if (!entries.length) return <p className="mb-6 text-slate-700">No replies or notes yet.</p>;
  return (
    <ol className="mb-6 space-y-4" aria-label="Replies and notes, oldest first">
      {entries.map((entry) => {
        const reply = entry.kind === 'reply';
        return (
          <li
            key={entry.id}
            className={
              reply
                ? 'rounded-lg border border-navy-200 bg-white p-4'
                : 'rounded-lg border border-slate-200 bg-slate-50 p-4'
            }
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">
                {reply ? `Reply emailed to ${enquirer}` : 'Note (only staff see it)'}
              </span>
              <span>
                by {entry.author?.name ?? 'a former staff member'} · <When iso={entry.created_at} />
              </span>
              {reply && entry.delivery ? (
                <Tag tone={delivery[entry.delivery].tone}>{delivery[entry.delivery].text}</Tag>
              ) : null}
            </p>
            <p className="mt-2 break-words whitespace-pre-line text-slate-900">{entry.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
