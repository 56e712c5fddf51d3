import { useDeleteCourse, type AdminCourseDetail } from '~/api/admin/courses';
import { adminPaths } from '../admin-paths';
import { RecordDelete } from '../components/record-delete';

/**
 * Deleting, after a confirmation. The server refuses (409, saying how many) while members
 * study the course or a badge stands for it; its message is shown as it comes.
 */
export function CourseDelete({ course }: { course: AdminCourseDetail }) {
  const remove = useDeleteCourse(course.id);
  return (
    <RecordDelete
      name={course.title}
      buttonLabel={`Delete ${course.title}`}
      note="Only a course nobody studies and no badge stands for can be deleted; otherwise unlist it."
      remove={() => remove.mutateAsync()}
      busy={remove.isPending}
      listPath={adminPaths.courses()}
    />
  );
}
