import { myInsightsResponse } from '@techgold/contracts/authoring';
import { authorAccessStatus } from '@techgold/contracts/author-access';
import { messages } from '@techgold/contracts/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { myInsightsQuery, useDeleteInsight, useIssueEditKey, useMyInsights } from '~/api/authoring';
import { authorAccessQuery } from '~/api/author-access';
import { buttonClass } from '~/components/button-styles';
import { ConfirmBox } from '~/components/confirm-box';
import { useResult } from '~/components/result/result-message';
import { ListBody } from '~/components/member-list/list-body';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { requireUser } from '~/lib/auth.server';
import { ukDateTime } from '~/lib/uk-time';
import type { Route } from './+types/my-insights-page';
import { useCurrentUser } from '~/api/get-user';
import { AuthorAccessRequest } from './author-access-request';
import { NEW_INSIGHT_PATH } from './new-insight-path';

const title = 'My insights';
const description = 'The insights you have written.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

/** The first page renders with the page; SPEC texts travel in the loader data (see 0032). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const dehydrated = user.can_write_articles
    ? await prefetch((client) =>
        client.prefetchInfiniteQuery(myInsightsQuery(serverGetter(context, myInsightsResponse))),
      )
    : await prefetch((client) =>
        client.prefetchQuery(authorAccessQuery(serverGetter(context, authorAccessStatus))),
      );
  return {
    dehydrated,
    texts: { noPermission: messages.noInsightPermission, confirm: messages.deleteInsightConfirm },
  };
}

/** SPEC §2 My insights: Create new insight for authors; their insights with edit and delete. */
export default function MyInsightsPage({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser();
  const { texts } = loaderData;
  return (
    <div className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
        {user?.can_write_articles ? <CreateButton /> : null}
      </div>
      {user?.can_write_articles ? (
        <OwnInsights confirmText={texts.confirm} />
      ) : (
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">
          <p>{texts.noPermission}</p>
          <AuthorAccessRequest />
        </div>
      )}
    </div>
  );
}

/**
 * The editor page is loaded as a new document, not routed to in place: its content security
 * policy is the one that lets Editor.js inject its styles, and a policy belongs to the
 * document that was first loaded (decision 0041).
 */
const openEditor = (id: number, key: string) => window.location.assign(paths.editInsight(id, key));

/**
 * A link, not a button: it stores nothing (the new page's first save does). A new document
 * for the editor's content security policy, as `openEditor` explains.
 */
function CreateButton() {
  return (
    <a href={NEW_INSIGHT_PATH} className={buttonClass('primary')}>
      Create new insight
    </a>
  );
}

function OwnInsights({ confirmText }: { confirmText: string }) {
  const query = useMyInsights();
  const issueKey = useIssueEditKey();
  const remove = useDeleteInsight();
  // One result message for the list's actions: a deletion, or why an action failed. It takes
  // focus, since the row and its buttons may have gone.
  const outcome = useResult(undefined, 'mb-1');
  // Set in the click, so the row's buttons are disabled before the mutation's state arrives.
  const [busyId, setBusyId] = useState<number | null>(null);
  // The insight whose deletion is being asked about (the row shows the question instead).
  const [asking, setAsking] = useState<number | null>(null);

  function edit(id: number) {
    setBusyId(id);
    outcome.clear();
    issueKey.mutate(id, {
      onSuccess: ({ edit: key }) => openEditor(id, key),
      onError: (err) => {
        outcome.failed(err);
        setBusyId(null);
      },
    });
  }

  async function removeOne(id: number, title: string) {
    setAsking(null);
    setBusyId(id);
    outcome.clear();
    try {
      await remove.mutateAsync(id);
      outcome.succeeded(`“${title}” has been deleted.`);
    } catch (err) {
      outcome.failed(err);
    } finally {
      setBusyId(null);
    }
  }

  const total = query.data?.pages[0]?.total;
  return (
    <section aria-labelledby="own-insights" className="space-y-3">
      <h2 id="own-insights" className="text-xl font-bold text-navy-950">
        Your insights{total === undefined ? '' : ` (${total})`}
      </h2>
      {outcome.region}
      <ListBody
        query={query}
        items={(page) => page.insights}
        noun="insights"
        empty="You have not written any insights yet. Create one to get started."
      >
        {(items) => (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                  <p className="font-semibold break-words text-navy-950">
                    {item.live ? (
                      <Link
                        to={paths.insight(item.id)}
                        className="underline-offset-4 hover:underline"
                      >
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className="text-sm text-slate-700">
                    Last changed {ukDateTime(item.updated_at)}
                  </p>
                </div>
                {item.live ? null : (
                  <strong className="rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-900">
                    Draft
                  </strong>
                )}
                {asking === item.id ? (
                  // SPEC's question, naming the insight first; focus starts on Cancel, and
                  // Cancel gives it back to this row's Delete (the box's parent is the row).
                  <ConfirmBox
                    question={`“${item.title}”: ${confirmText}`}
                    confirmLabel="Yes, delete it"
                    openerLabel="Delete"
                    onConfirm={() => void removeOne(item.id, item.title)}
                    onCancel={() => setAsking(null)}
                  />
                ) : (
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={buttonClass('outline', undefined, 'sm')}
                      disabled={busyId === item.id}
                      onClick={() => edit(item.id)}
                      aria-label={`Edit ${item.title}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'text-red-800', 'sm')}
                      disabled={busyId === item.id}
                      onClick={() => {
                        outcome.clear();
                        setAsking(item.id);
                      }}
                      aria-label={`Delete ${item.title}`}
                    >
                      Delete
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
