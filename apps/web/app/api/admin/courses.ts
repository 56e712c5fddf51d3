// Courses (editors and admins, decision 0066): the list, a record, the form's dropdowns,
// creating, editing (listed or unlisted) and deleting (refused with 409 while members study
// it or a badge stands for it).
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type {
  adminCoursesPage,
  AdminCourseDetail,
  courseCreate,
  courseOptions,
  coursePatch,
} from '@techgold/contracts/admin/courses';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type CoursesPage = z.output<typeof adminCoursesPage>;
export type CourseOptions = z.output<typeof courseOptions>;
export type { AdminCourseDetail };
/** What the API reads (learning outcomes as the textarea's lines, one string). */
export type CourseCreate = z.input<typeof courseCreate>;
export type CoursePatch = z.input<typeof coursePatch>;

export const coursesQuery = (query: ListQuery, get?: Getter<CoursesPage>) =>
  adminListQuery('courses', adminApiRoutes.courses, query, get);
export const useCourses = (query: ListQuery) => useQuery(coursesQuery(query));

const coursePath = (id: number) => apiPath(adminApiRoutes.course, { id });
export const courseQuery = (id: number, get?: Getter<AdminCourseDetail>) =>
  adminRecordQuery('courses', coursePath(id), get);
export const useCourse = (id: number) => useQuery(courseQuery(id));

export function courseOptionsQuery(get: Getter<CourseOptions> = api.get) {
  return queryOptions({
    queryKey: ['admin', 'course-options'] as const,
    queryFn: ({ signal }) => get(adminApiRoutes.courseOptions, signal),
    staleTime: 5 * 60_000,
  });
}
export const useCourseOptions = () => useQuery(courseOptionsQuery());

function settled(queryClient: QueryClient, id: number, record?: AdminCourseDetail) {
  if (record) queryClient.setQueryData(courseQuery(id).queryKey, record);
  return Promise.all([
    record ? undefined : queryClient.invalidateQueries({ queryKey: courseQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'courses', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'options'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseCreate) => api.post<AdminCourseDetail>(adminApiRoutes.courses, body),
    onSuccess: (record) => settled(queryClient, record.id, record),
  });
}

export function useUpdateCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoursePatch) => api.patch<AdminCourseDetail>(coursePath(id), body),
    onSuccess: (record) => settled(queryClient, id, record),
  });
}

export function useDeleteCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(coursePath(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: courseQuery(id).queryKey });
      return settled(queryClient, id);
    },
  });
}
