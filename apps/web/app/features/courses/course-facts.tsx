import type { Course } from '@techgold/contracts/courses';
import { paths } from '~/lib/paths';

/** The side panel: badge and the facts Provider, Location, Subject, Level, Duration. */
export function CourseFacts({ course }: { course: Course }) {
  const facts: Array<[string, string | null | undefined]> = [
    ['Provider', course.school.title],
    ['Location', course.location?.title],
    ['Subject', course.subject?.title],
    ['Level', course.programme_level?.title],
    ['Duration', course.duration],
  ];
  return (
    <aside
      aria-labelledby="course-facts"
      className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {course.badge_id ? (
        <img
          src={paths.badge(course.badge_id)}
          alt={`${course.title} accreditation badge`}
          width={160}
          height={160}
          className="mx-auto size-40 object-contain"
        />
      ) : null}
      <h2 id="course-facts" className="mt-4 text-lg font-bold text-navy-950">
        Course facts
      </h2>
      <dl className="mt-3 divide-y divide-slate-200">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-3">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-right text-navy-950">{value || 'Not stated'}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
