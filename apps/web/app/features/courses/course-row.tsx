import type { Course } from '@techgold/contracts/courses';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Icon } from '~/components/icons';
import { paths } from '~/lib/paths';

/** One result: badge, title (the link), provider, type and location chips. */
export function CourseRow({
  course,
  from,
  eager,
  linkRef,
}: {
  course: Course;
  /** The finder's query string (without '?'), carried so the course page can link back to it. */
  from: string;
  eager: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <article className="group relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-navy-600 sm:items-center sm:p-5">
      {course.badge_id ? (
        <img
          src={paths.badge(course.badge_id)}
          alt=""
          width={72}
          height={72}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-14 shrink-0 rounded-lg bg-navy-50 object-contain sm:size-18"
        />
      ) : (
        <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-navy-50 text-navy-700 sm:size-18">
          <Icon name="badge" className="size-8" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="text-lg leading-snug font-bold text-navy-950">
          <Link
            ref={linkRef}
            to={
              from
                ? `${paths.course(course.id)}?from=${encodeURIComponent(from)}`
                : paths.course(course.id)
            }
            className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:underline"
          >
            {course.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-slate-700">{course.school.title}</p>
        <ul aria-label="Course details" className="mt-3 flex flex-wrap gap-2 text-sm">
          {course.programme_type ? (
            <li className="rounded-full bg-navy-900 px-3 py-1 font-semibold text-white">
              {course.programme_type.title}
            </li>
          ) : null}
          {course.location ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-3 py-1 font-semibold text-navy-950">
              <Icon name="map-pin" className="size-4" />
              {course.location.title}
            </li>
          ) : null}
        </ul>
      </div>
      <Icon name="arrow-right" className="hidden size-5 shrink-0 text-navy-700 sm:block" />
    </article>
  );
}
