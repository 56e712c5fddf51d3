import { Breadcrumb } from '~/components/organisation/breadcrumb';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { CourseDetails } from './course-details';
import { CourseFacts } from './course-facts';
import { findCourse, outcomesOf, websiteOf } from './data.server';
import { VisitWebsite } from './visit-website';
import type { Route } from './+types/member-course-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  requireUser(context);
  const course = await findCourse(context, params.id);
  return { course, outcomes: outcomesOf(course), website: websiteOf(course) };
}

export const meta: Route.MetaFunction = (args) => {
  const course = args.loaderData?.course;
  return pageMeta(args, {
    title: course ? `${course.title} by ${course.school.title}` : 'Page not found',
    noIndex: true,
  });
};

/**
 * A course opened from a learning provider's page in the member area: the public course
 * page's facts, outcomes and website link, inside the member layout, with the way back to
 * the provider (the public page would drop the member's navigation).
 */
export default function MemberCoursePage({ loaderData }: Route.ComponentProps) {
  const { course, outcomes, website } = loaderData;
  return (
    <div className="space-y-8">
      <Breadcrumb
        to={paths.learningProvider(course.school.id)}
        label={course.school.title}
        current={course.title}
      />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-950 [overflow-wrap:anywhere]">
          {course.title}
        </h1>
        <p className="mt-2 text-lg text-slate-700">By {course.school.title}</p>
        <div className="mt-6">
          <VisitWebsite url={website} />
        </div>
      </div>
      <div className="grid gap-10 xl:grid-cols-[1fr_20rem]">
        <CourseDetails course={course} outcomes={outcomes} />
        <CourseFacts course={course} />
      </div>
    </div>
  );
}
