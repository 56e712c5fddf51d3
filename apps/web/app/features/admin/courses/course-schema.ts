// The course form's schemas: the contract's, with an empty select or date read as "none".
import {
  courseCreate,
  coursePatch,
  learningOutcomes,
  type AdminCourseDetail,
} from '@techgold/contracts/admin/courses';
import { blankToNull, idValue } from '../components/form-bits';

const blanks = {
  programme_type_id: blankToNull(coursePatch.shape.programme_type_id),
  programme_level_id: blankToNull(coursePatch.shape.programme_level_id),
  subject_id: blankToNull(coursePatch.shape.subject_id),
  location_id: blankToNull(coursePatch.shape.location_id),
  accredited_on: blankToNull(coursePatch.shape.accredited_on),
  badge_id: blankToNull(coursePatch.shape.badge_id),
  // Checked here as the server checks it, but sent as the lines typed (the API splits them).
  learning_outcomes: learningOutcomes.transform((lines) => lines.join('\n')).optional(),
};

export const courseCreateForm = courseCreate.extend(blanks);
export const coursePatchForm = coursePatch.extend(blanks);

export const emptyCourse = {
  title: '',
  school_id: '',
  description: '',
  learning_outcomes: '',
  duration: '',
  url: '',
  badge_id: '',
  programme_type_id: '',
  programme_level_id: '',
  subject_id: '',
  location_id: '',
  accredited_on: '',
  listed: true,
};

export const courseDefaults = (c: AdminCourseDetail) => ({
  updated_at: c.updated_at,
  title: c.title,
  school_id: idValue(c.school.id),
  description: c.description ?? '',
  learning_outcomes: c.learning_outcomes,
  duration: c.duration ?? '',
  url: c.url ?? '',
  badge_id: c.badge_id ?? '',
  programme_type_id: idValue(c.programme_type?.id),
  programme_level_id: idValue(c.programme_level?.id),
  subject_id: idValue(c.subject?.id),
  location_id: idValue(c.location?.id),
  accredited_on: c.accredited_on?.slice(0, 10) ?? '',
  listed: c.listed,
});
