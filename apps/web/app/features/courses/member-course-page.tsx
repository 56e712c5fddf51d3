import { Icon } from '~/components/icons';
import { InfoBox } from '~/components/info-box';
import { Breadcrumb } from '~/components/organisation/breadcrumb';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
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
        <div className="min-w-0 space-y-10">
          {course.description ? (
            <section aria-labelledby="course-about">
              <h2 id="course-about" className="text-2xl font-bold text-navy-950">
                About this course
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-slate-800">{course.description}</p>
            </section>
          ) : null}
          {outcomes.length ? (
            <section aria-labelledby="course-outcomes">
              <h2 id="course-outcomes" className="text-2xl font-bold text-navy-950">
                Learning outcomes
              </h2>
              <ul className="mt-4 space-y-3">
                {outcomes.map((outcome) => (
                  <li key={outcome} className="flex gap-3 text-lg text-slate-800">
                    <Icon name="check" className="mt-1 size-5 shrink-0 text-navy-700" />
                    {outcome}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <InfoBox summary="What does accreditation mean for this course?">
            <p>
              {course.school.title} has shown that this course teaches the skills employers in our
              network asked for. As a learner on it you can join the community free, collect digital
              credentials and meet employers.
            </p>
          </InfoBox>
        </div>
        <CourseFacts course={course} />
      </div>
    </div>
  );
}
