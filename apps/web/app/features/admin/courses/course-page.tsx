import { adminCourseDetail, courseOptions } from '@techgold/contracts/admin/courses';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  courseOptionsQuery,
  courseQuery,
  useCourse,
  useCourseOptions,
  useUpdateCourse,
  type AdminCourseDetail,
  type CourseOptions,
} from '~/api/admin/courses';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { useResult } from '~/components/result/result-message';
import { paths } from '~/lib/paths';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, Tag, When } from '../components/page-parts';
import { useForm } from '~/components/form/use-form';
import { CourseDelete } from './course-delete';
import { CourseFields } from './course-fields';
import { courseDefaults, coursePatchForm } from './course-schema';
import type { Route } from './+types/course-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const course = await client
      .fetchQuery(courseQuery(id, serverGetter(context, adminCourseDetail)))
      .catch(pageError);
    title = course.title;
    await client.prefetchQuery(courseOptionsQuery(serverGetter(context, courseOptions)));
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.title || 'Course');

function DetailsForm({ course, options }: { course: AdminCourseDetail; options: CourseOptions }) {
  const update = useUpdateCourse(course.id);
  const queryClient = useQueryClient();
  const form = useForm({
    fields: courseDefaults(course),
    schema: coursePatchForm,
    submit: (values) => update.mutateAsync(values),
    reload: async () =>
      courseDefaults(await queryClient.fetchQuery({ ...courseQuery(course.id), staleTime: 0 })),
    onSuccess: () => 'The course is saved.',
  });
  return (
    <Panel title="Details" id="details">
      <Form form={form} submitLabel="Save details" busyLabel="Saving…">
        <CourseFields field={form.field} options={options} listed={form.checkbox('listed')} />
      </Form>
    </Panel>
  );
}

/** Listing or unlisting in one step, against the version on screen. */
function ListedSwitch({ course }: { course: AdminCourseDetail }) {
  const update = useUpdateCourse(course.id);
  // The one result message; it clears once the course's listing changes again.
  const outcome = useResult(course.listed, 'mb-4');
  const toggle = async () => {
    outcome.clear();
    try {
      const next = await update.mutateAsync({
        updated_at: course.updated_at,
        listed: !course.listed,
      });
      outcome.succeeded(
        next.listed ? 'The course is listed in the finder.' : 'The course is unlisted.',
        next.listed,
      );
    } catch (e) {
      outcome.failed(e);
    }
  };
  return (
    <Panel title="In the course finder" id="listing">
      {outcome.region}
      <p className="mb-4 text-slate-700">
        {course.listed
          ? 'Listed: visitors find it in the course finder.'
          : 'Unlisted: it is not in the course finder, the sitemap or its provider’s list.'}
      </p>
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={update.isPending}
        onClick={() => void toggle()}
      >
        {course.listed ? 'Unlist this course' : 'List this course'}
      </button>
    </Panel>
  );
}

/** One course: its details form, listing, and deleting it. */
export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  const { data: course } = useCourse(id);
  const options = useCourseOptions();
  const [search] = useSearchParams();
  if (!course) return null;
  return (
    <>
      <PageHeader
        title={course.title}
        back={{ to: adminPaths.courses(), label: 'All courses' }}
        description={course.school.title}
        actions={
          <>
            {course.listed ? (
              <Link
                to={paths.course(course.id)}
                className={buttonClass('outline', undefined, 'sm')}
              >
                View the public page
              </Link>
            ) : null}
            <Link
              to={adminPaths.auditOf('course', course.id)}
              className={buttonClass('outline', undefined, 'sm')}
            >
              Changes to this record
            </Link>
          </>
        }
      />
      {search.get('created') ? <Notice className="mb-6">{course.title} is added.</Notice> : null}
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <div className="space-y-6">
          {options.data ? (
            <DetailsForm course={course} options={options.data} />
          ) : (
            <Panel title="Details" id="details">
              <p role={options.isError ? 'alert' : 'status'}>
                {options.isError
                  ? 'The choices could not be loaded. Reload the page to try again.'
                  : 'Loading the choices…'}
              </p>
            </Panel>
          )}
        </div>
        <div className="space-y-6">
          <Panel title="At a glance" id="glance">
            <SummaryList
              rows={[
                [
                  'In the finder',
                  course.listed ? <Tag tone="good">Listed</Tag> : <Tag tone="warn">Unlisted</Tag>,
                ],
                ['Members studying it', String(course.members)],
                ['Badges for it', String(course.credential_groups)],
                ['Added', <When key="c" iso={course.created_at} />],
                ['Last changed', <When key="u" iso={course.updated_at} />],
              ]}
            />
          </Panel>
          <ListedSwitch course={course} />
          <CourseDelete course={course} />
        </div>
      </div>
    </>
  );
}
