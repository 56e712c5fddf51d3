import { messages } from '@techgold/contracts/messages';
import { Link } from 'react-router';
import { useCurrentUser } from '~/api/get-user';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { InsightForm, NEW_INSIGHT_TITLE } from './editor/insight-form';
import type { Route } from './+types/new-insight-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: NEW_INSIGHT_TITLE, noIndex: true });

/** SPEC texts travel in the loader data (importing `messages` would bundle them all, 0032). */
export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return {
    texts: { invalid: messages.validationFailed, noPermission: messages.noInsightPermission },
  };
}

/**
 * "Create new insight" opens this page: the editor with nothing stored yet. Its first "Save
 * changes" stores the insight and moves (replacing this URL) to the insight's edit page, so
 * leaving without saving leaves no "Untitled insight" draft behind.
 */
export default function NewInsightPage({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser();
  if (!user?.can_write_articles) {
    return (
      <div className="max-w-4xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight text-navy-950">{NEW_INSIGHT_TITLE}</h1>
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">
          {loaderData.texts.noPermission}{' '}
          <Link
            to={paths.myInsights()}
            className="font-semibold text-navy-700 underline underline-offset-4"
          >
            My insights
          </Link>
        </p>
      </div>
    );
  }
  return <InsightForm insight={null} invalidText={loaderData.texts.invalid} />;
}
