import { Icon } from '~/components/icons';
import { InfoBox } from '~/components/info-box';
import type { Course } from '@techgold/contracts/courses';

/**
 * What a course page says about the course, on the public site and in the member area alike:
 * its description, its learning outcomes and what accreditation means.
 */
export function CourseDetails({ course, outcomes }: { course: Course; outcomes: string[] }) {
  return (
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
  );
}
