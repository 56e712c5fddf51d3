import type { AdminOptions } from '@techgold/contracts/admin/options';
import type { ComponentProps } from 'react';
import { SelectField } from '~/components/form/select-field';

type FieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'placeholder'>;

/**
 * The learning provider, then one of its courses: how a pending sign-up is approved, one at a
 * time (the review page) or several at once (the bulk bar).
 */
export function ProviderCourseFields({
  schools,
  schoolId,
  school,
  course,
}: {
  schools: AdminOptions['schools'];
  /** The provider chosen so far, whose courses the second list offers. */
  schoolId: number | null;
  school: FieldProps;
  course: FieldProps;
}) {
  const courses = schools.find((s) => s.id === schoolId)?.courses ?? [];
  return (
    <>
      <SelectField
        label="Learning provider"
        placeholder="Choose a learning provider"
        options={schools.map((s) => ({ value: s.id, label: s.title }))}
        {...school}
      />
      <SelectField
        label="Course"
        placeholder={schoolId ? 'Choose a course' : 'Choose a learning provider first'}
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        {...course}
      />
    </>
  );
}
