import { COURSE_PAGE_SIZE } from '@techgold/contracts/constants';
import { useEffect, useRef } from 'react';
import { Link, useNavigation } from 'react-router';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { InfoBox } from '~/components/info-box';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { CourseRow } from './course-row';
import { findCourses } from './data.server';
import { FinderForm } from './finder-form';
import { finderSearch, MAX_SHOWN, parseFinderQuery } from './finder-query';
import type { Route } from './+types/course-finder-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'Find a course';
const description = 'Search accredited degrees, apprenticeships and training programmes.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { query, show } = parseFinderQuery(new URL(request.url).searchParams);
  const found = await findCourses(context, query, show);
  if (found) return { query, show, ...found, invalid: false };
  // The API refused the search (a malformed value): show the page with no results, and the
  // filter options from an unfiltered search (one course is the least the API will return).
  const all = await findCourses(
    context,
    { q: '', provider: '', location: '', type: '', subject: '' },
    1,
  );
  return {
    query,
    show: COURSE_PAGE_SIZE,
    courses: [],
    total: 0,
    filters: all!.filters,
    invalid: true,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function CourseFinderPage({ loaderData }: Route.ComponentProps) {
  const { query, show, courses, total, filters, invalid } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === paths.courses();
  const rowLinks = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    // After Show more, move keyboard focus to the first course that was added.
    if (focusFrom.current === null) return;
    rowLinks.current[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [courses.length]);

  const more = courses.length < total && show < MAX_SHOWN;
  // The search a course page's breadcrumb brings the visitor back to.
  const from = finderSearch(query, show).slice(1);
  return (
    <>
      <PageHero title={title} lead={description} />
      <div className="container-page space-y-8 py-8 md:py-12">
        <FinderForm query={query} filters={filters} />
        <InfoBox summary="What does an accredited course mean for me?">
          <p>
            Every course here has been reviewed against a standard set by employers. Learners on
            accredited courses get free membership, digital credentials and career support: 89% are
            in paid employment 15 months after their course, against 78% overall.
          </p>
        </InfoBox>
        <section aria-labelledby="results-count" aria-busy={busy}>
          {/* A polite live region that stays in place as the results change, so a screen
              reader hears the new count after each search without losing its place. */}
          <p id="results-count" role="status" className="text-lg font-semibold text-navy-950">
            {`Showing ${courses.length} of ${total} courses`}
          </p>
          {invalid ? (
            <Alert className="mt-4">
              We could not search with those values. Check the search and filters and try again.
            </Alert>
          ) : null}
          {courses.length ? (
            <ul className="mt-5 space-y-4">
              {courses.map((course, index) => (
                <li key={course.id}>
                  <CourseRow
                    course={course}
                    from={from}
                    eager={index < 2}
                    linkRef={(el) => {
                      rowLinks.current[index] = el;
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : invalid ? null : (
            <p className="mt-5 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
              No courses match your search. Try fewer or different words, or{' '}
              <Link
                to={paths.courses()}
                className="rounded font-semibold text-navy-700 underline underline-offset-4"
              >
                clear the search and filters
              </Link>
              .
            </p>
          )}
          {more ? (
            <div className="mt-8 flex justify-center">
              <Link
                to={`${paths.courses()}${finderSearch(query, show + COURSE_PAGE_SIZE)}`}
                preventScrollReset
                replace
                onClick={() => {
                  focusFrom.current = courses.length;
                }}
                className={buttonClass('outline')}
              >
                Show more
              </Link>
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
}
