import { editableInsightResponse } from '@techgold/contracts/authoring';
import { parseId } from '@techgold/contracts/ids';
import { messages } from '@techgold/contracts/messages';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { editableInsightQuery } from '~/api/authoring';
import { Breadcrumb } from '~/components/organisation/breadcrumb';
import { ApiRequestError } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { serverGetter, serverRead } from '~/lib/prefetch.server';
import { InsightForm } from './editor/insight-form';
import type { Route } from './+types/edit-insight-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Edit insight', noIndex: true });

/** The insight for this id and key; anything else is 'Invalid link. Please try again'. */
export async function loader({ params, context }: Route.LoaderArgs) {
  // SPEC texts travel in the loader data (importing `messages` would bundle them all, 0032).
  const texts = { invalid: messages.validationFailed };
  const invalidLink = (status: number) =>
    data({ insight: null, invalidLink: messages.invalidLink, texts }, { status });
  const id = parseId(params.id);
  if (id === null) return invalidLink(404);
  try {
    const get = serverGetter(context, editableInsightResponse);
    const insight = await serverRead(editableInsightQuery(id, params.key, get));
    return { insight, invalidLink: '', texts };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 404 || error.status === 403) return invalidLink(error.status);
    throw data(null, { status: error.status });
  }
}

/**
 * After a save the page moves to the new key's URL itself; reloading the insight then would
 * restart the editor for nothing. Another insight, or the same key again, loads as usual.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.id === nextParams.id && currentParams.key !== nextParams.key) return false;
  return defaultShouldRevalidate;
}

/** SPEC §2 Edit insight: title, thumbnail, the block editor, tags and the live switch. */
export default function EditInsightPage({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.insight) {
    return (
      <div className="space-y-6">
        <Breadcrumb to={paths.myInsights()} label="My insights" current="Edit insight" />
        <p role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-navy-950">
          {loaderData.invalidLink}
        </p>
      </div>
    );
  }
  return (
    <InsightForm
      key={params.id}
      insight={loaderData.insight}
      initialKey={params.key}
      invalidText={loaderData.texts.invalid}
    />
  );
}
