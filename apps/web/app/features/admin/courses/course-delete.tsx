import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteCourse, type AdminCourseDetail } from '~/api/admin/courses';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { genericErrorMessage } from '~/lib/api-client';
import { adminPaths } from '../admin-paths';
import { ConfirmBox } from '~/components/confirm-box';
import { Panel } from '../components/page-parts';

/**
 * Deleting, after a confirmation. The server refuses (409, saying how many) while members
 * study the course or a badge stands for it; its message is shown as it comes.
 */
export function CourseDelete({ course }: { course: AdminCourseDetail }) {
  const remove = useDeleteCourse(course.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDelete = async () => {
    setConfirming(false);
    setError(null);
    try {
      await remove.mutateAsync();
      void navigate(`${adminPaths.courses()}?deleted=${encodeURIComponent(course.title)}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : genericErrorMessage);
    }
  };

  return (
    <Panel title="Delete" id="delete">
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      {confirming ? (
        <ConfirmBox
          question={`Delete ${course.title}? This cannot be undone.`}
          confirmLabel="Yes, delete it"
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            Only a course nobody studies and no badge stands for can be deleted; otherwise unlist
            it.
          </p>
          <button
            type="button"
            className={buttonClass('outline', undefined, 'md', 'wraps')}
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            Delete {course.title}
          </button>
        </>
      )}
    </Panel>
  );
}
