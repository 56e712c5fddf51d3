import { schoolResponse } from '@techgold/contracts/schools';
import { Link } from 'react-router';
import { schoolQuery, useSchool } from '~/api/get-school';
import { Icon } from '~/components/icons';
import { Breadcrumb } from '~/components/organisation/breadcrumb';
import { OrgLogo } from '~/components/organisation/org-logo';
import { ProfileText } from '~/components/organisation/profile-text';
import { WebsiteLink } from '~/components/organisation/website-link';
import { SaveToggle } from '~/components/save-toggle';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { courseCountText } from './course-count';
import { memberCoursePath } from '~/lib/member-course-path';
import type { Route } from './+types/learning-provider-page';

/** The provider renders with the page; an unknown or unlisted id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  const get = serverGetter(context, schoolResponse);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const data = await client.fetchQuery(schoolQuery(id, get)).catch(pageError);
    title = data.school.title;
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title || 'Learning provider', noIndex: true });

/** SPEC §2 Learning provider: who they are, their website, save, and their accredited courses. */
export default function LearningProviderPage({ loaderData }: Route.ComponentProps) {
  const query = useSchool(loaderData.id);
  const school = query.data?.school;
  if (!school) return null;

  return (
    <div className="space-y-8">
      <Breadcrumb
        to={paths.learningProvidersList()}
        label="Learning providers"
        current={school.title}
      />
      <header className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
        <OrgLogo org={school} className="w-40" />
        <div className="min-w-0 flex-1 space-y-3">
          <h1 className="text-3xl font-bold tracking-tight break-words text-navy-950">
            {school.title}
          </h1>
          {school.address_state ? (
            <p className="flex items-center gap-1.5 text-slate-700">
              <Icon name="map-pin" className="size-5 shrink-0" />
              {school.address_state}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3 pt-2">
            <WebsiteLink url={school.url} />
            <SaveToggle
              kind="school"
              id={school.id}
              itemName={school.title}
              variant="button"
              saveLabel="Save Learning Provider"
            />
          </div>
        </div>
      </header>

      {school.profile?.trim() ? (
        <section aria-labelledby="provider-about" className="space-y-3">
          <h2 id="provider-about" className="text-2xl font-bold text-navy-950">
            About {school.title}
          </h2>
          <ProfileText text={school.profile} />
        </section>
      ) : null}

      <section aria-labelledby="provider-courses" className="space-y-4">
        <h2 id="provider-courses" className="text-2xl font-bold text-navy-950">
          Accredited courses
        </h2>
        <p className="text-slate-700">{courseCountText(school.course_count)}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {school.courses.map((course) => (
            <li key={course.id}>
              <Link
                to={memberCoursePath(course.id)}
                className="flex h-full min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-navy-900 shadow-sm hover:bg-navy-50 hover:underline"
              >
                <Icon name="badge" className="size-6 shrink-0 text-gold-800" />
                <span className="min-w-0 break-words">{course.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
