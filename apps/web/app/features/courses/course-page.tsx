import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { OutcomeStats } from '~/components/outcome-stats';
import { absoluteUrl, jsonLd, pageMeta, socialMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { CourseDetails } from './course-details';
import { CourseFacts } from './course-facts';
import { findCourse, outcomesOf, websiteOf } from './data.server';
import { finderReturnPath } from './finder-query';
import { VisitWebsite } from './visit-website';
import type { Route } from './+types/course-page';
import type { PageHandle } from '@techgold/contracts/ssr';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const course = await findCourse(context, params.id);
  return {
    course,
    outcomes: outcomesOf(course),
    website: websiteOf(course),
    // Back to the search and filters the visitor came from (a plain link: works without JS).
    finder: finderReturnPath(new URL(request.url)),
  };
}

function summary(course: { title: string; description: string | null; school: { title: string } }) {
  const text =
    course.description?.trim() ||
    `${course.title}, an accredited course by ${course.school.title}.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export const meta: Route.MetaFunction = (args) => {
  const course = args.loaderData?.course;
  if (!course) return pageMeta(args, { title: 'Page not found', noIndex: true });
  const title = `${course.title} by ${course.school.title}`;
  const description = summary(course);
  return [
    ...pageMeta(args, { title, description }),
    ...socialMeta(args, {
      title,
      description,
      type: 'website',
      image: course.badge_id ? paths.badge(course.badge_id) : null,
    }),
    jsonLd({
      '@type': 'Course',
      name: course.title,
      description,
      url: absoluteUrl(args, paths.course(course.id)),
      provider: {
        '@type': 'Organization',
        name: course.school.title,
        ...(course.school.url ? { sameAs: course.school.url } : {}),
      },
      ...(course.programme_level ? { educationalLevel: course.programme_level.title } : {}),
      ...(course.subject ? { about: course.subject.title } : {}),
    }),
  ];
};

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, outcomes, website, finder } = loaderData;
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page py-8 md:py-10">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-sm">
              <li>
                <Link
                  to={finder}
                  className="rounded font-semibold text-navy-700 underline underline-offset-4"
                >
                  Courses
                </Link>
              </li>
              <li className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                <span aria-current="page" className="text-slate-700">
                  {course.title}
                </span>
              </li>
            </ol>
          </nav>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-navy-950 md:text-4xl">
            {course.title}
          </h1>
          <p className="mt-2 text-lg text-slate-700">By {course.school.title}</p>
          <div className="mt-6">
            <VisitWebsite url={website} />
          </div>
        </div>
      </div>

      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[1fr_20rem]">
        <CourseDetails course={course} outcomes={outcomes} />
        <CourseFacts course={course} />
      </div>

      <section aria-labelledby="course-results" className="border-t border-slate-200 bg-white">
        <div className="container-page py-12 md:py-16">
          <h2 id="course-results" className="text-2xl font-bold text-navy-950 md:text-3xl">
            Results across the accredited network
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            These are Tech Industry Gold’s published figures for learners on all accredited courses
            across the network, not results for this course alone. Each is compared with the figure
            for all learners.
          </p>
          <OutcomeStats className="mt-6" />
          <Link to={paths.courses()} className={buttonClass('primary', 'mt-8')}>
            Find a course
          </Link>
        </div>
      </section>
    </>
  );
}
