import {
  adminCoursesPage,
  adminCoursesQuery,
  courseOptions,
} from '@techgold/contracts/admin/courses';
import { Link, useSearchParams } from 'react-router';
import {
  courseOptionsQuery,
  coursesQuery,
  useCourseOptions,
  useCourses,
  type CoursesPage,
} from '~/api/admin/courses';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { ArrivedResult } from '~/components/result/result-message';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import type { Route } from './+types/courses-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(adminCoursesQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      Promise.all([
        client.prefetchQuery(coursesQuery(query, serverGetter(context, adminCoursesPage))),
        client.prefetchQuery(courseOptionsQuery(serverGetter(context, courseOptions))),
      ]),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Courses');

type Course = CoursesPage['items'][number];

const columns: Column<Course>[] = [
  {
    label: 'Course',
    sort: 'title',
    cell: (c) => (
      <Link
        to={adminPaths.course(c.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {c.title}
      </Link>
    ),
  },
  { label: 'Learning provider', sort: 'provider', cell: (c) => c.school.title },
  { label: 'Programme type', cell: (c) => c.programme_type?.title ?? 'None' },
  { label: 'Members', cell: (c) => String(c.members) },
  {
    label: 'In the finder',
    cell: (c) => (c.listed ? <Tag tone="good">Listed</Tag> : <Tag tone="warn">Unlisted</Tag>),
  },
  { label: 'Updated', sort: 'updated', firstDir: 'desc', cell: (c) => <When iso={c.updated_at} /> },
];

/** Every course on the register, listed or not, with search, filters and sort. */
export default function CoursesPage() {
  const query = useListQuery(adminCoursesQuery);
  const [search] = useSearchParams();
  const courses = useCourses(query);
  const options = useCourseOptions();
  const deleted = search.get('deleted')?.slice(0, 200);
  return (
    <>
      <PageHeader
        title="Courses"
        description="The courses on the register. The course finder follows every change at once; an unlisted course stays here but leaves the finder."
        actions={
          <Link to={adminPaths.newCourse()} className={buttonClass('primary')}>
            Add a course
          </Link>
        }
      />
      <ArrivedResult text={deleted ? `${deleted} is deleted.` : null} />
      <ListFilters label="Search courses" keep={['sort', 'dir']}>
        <SearchField label="Title" />
        <SelectField
          label="Learning provider"
          name="school_id"
          placeholder="Every provider"
          options={(options.data?.schools ?? []).map((s) => ({ value: s.id, label: s.title }))}
          defaultValue={query.school_id ?? ''}
        />
        <SelectField
          label="Programme type"
          name="programme_type_id"
          placeholder="Every type"
          options={(options.data?.programme_types ?? []).map((t) => ({
            value: t.id,
            label: t.title,
          }))}
          defaultValue={query.programme_type_id ?? ''}
        />
        <SelectField
          label="In the finder"
          name="listed"
          placeholder="Listed and unlisted"
          options={[
            { value: 'true', label: 'Listed only' },
            { value: 'false', label: 'Unlisted only' },
          ]}
          defaultValue={query.listed ?? ''}
        />
      </ListFilters>
      <ListBody
        query={courses}
        noun="courses"
        one="course"
        empty={{
          title: 'No courses yet.',
          text: 'Courses you add appear in the course finder, under their learning provider.',
          action: { to: adminPaths.newCourse(), label: 'Add a course' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Courses"
            columns={columns}
            rows={page.items}
            rowKey={(c) => c.id}
            sort={{ sort: query.sort ?? 'title', dir: query.dir ?? 'asc' }}
          />
        )}
      </ListBody>
    </>
  );
}
