import type { Course, CoursesResponse } from '@techgold/contracts/courses';
import { data, type AppLoadContext } from 'react-router';
import type { FinderQuery } from './finder-query';

const API_PAGE = 50;

/** The first `show` courses matching the query (the API pages at most 50 at a time). */
export async function findCourses(context: AppLoadContext, query: FinderQuery, show: number) {
  const offsets: number[] = [];
  for (let offset = 0; offset < show; offset += API_PAGE) offsets.push(offset);
  const pages = await Promise.all(
    offsets.map((offset) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      params.set('limit', String(Math.min(API_PAGE, show - offset)));
      params.set('offset', String(offset));
      return context.api<CoursesResponse>(`/api/courses?${params}`);
    }),
  );
  const failed = pages.find((page) => page.status !== 200);
  if (failed) {
    if (failed.status === 400) return null;
    throw data(null, { status: 503 });
  }
  return {
    courses: pages.flatMap((page) => page.body.courses),
    total: pages[0]!.body.total,
    filters: pages[0]!.body.filters,
  };
}

/** The course, or the 404 page for an unknown or non-numeric id. */
export async function findCourse(context: AppLoadContext, id: string): Promise<Course> {
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const res = await context.api<Course>(`/api/course/${id}`);
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  if (res.status !== 200) throw data(null, { status: 503 });
  return res.body;
}
