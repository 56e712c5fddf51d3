import { courseOptions } from '@techgold/contracts/admin/courses';
import { useNavigate } from 'react-router';
import { courseOptionsQuery, useCourseOptions, useCreateCourse } from '~/api/admin/courses';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { CourseFields } from './course-fields';
import { courseCreateForm, emptyCourse } from './course-schema';
import type { CourseOptions } from '~/api/admin/courses';
import type { Route } from './+types/new-course-page';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(courseOptionsQuery(serverGetter(context, courseOptions))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Add a course');

function NewCourseForm({ options }: { options: CourseOptions }) {
  const create = useCreateCourse();
  const navigate = useNavigate();
  const form = useForm({
    schema: courseCreateForm,
    fields: emptyCourse,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (record) => void navigate(`${adminPaths.course(record.id)}?created=1`),
  });
  return (
    <Form form={form} submitLabel="Add course" busyLabel="Adding…">
      <CourseFields field={form.field} options={options} listed={form.checkbox('listed')} />
    </Form>
  );
}

/** A new course on the register. */
export default function NewCoursePage() {
  const options = useCourseOptions();
  return (
    <>
      <PageHeader title="Add a course" back={{ to: adminPaths.courses(), label: 'All courses' }} />
      <Panel title="Details" id="details" className="max-w-3xl">
        {options.data ? (
          <NewCourseForm options={options.data} />
        ) : (
          <p role={options.isError ? 'alert' : 'status'}>
            {options.isError
              ? 'The choices could not be loaded. Reload the page to try again.'
              : 'Loading the choices…'}
          </p>
        )}
      </Panel>
    </>
  );
}
