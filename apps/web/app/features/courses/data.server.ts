import * as apiRoutes from '@techgold/contracts/api-routes';
import { courseSchema, coursesResponse } from '@techgold/contracts/courses';
import { data, type AppLoadContext } from 'react-router';
import { getById } from '~/lib/get-by-id.server';
import { finderSearch, type FinderQuery } from './finder-query';

const API_PAGE = 50;

/** The first `show` courses matching the query (the API pages at most 50 at a time). */
export async function findCourses(context: AppLoadContext, query: FinderQuery, show: number) {
  const offsets: number[] = [];
  for (let offset = 0; offset < show; offset += API_PAGE) offsets.push(offset);
  const pages = await Promise.all(
    offsets.map((offset) => {
      const params = new URLSearchParams(finderSearch(query));
      params.set('limit', String(Math.min(API_PAGE, show - offset)));
      params.set('offset', String(offset));
      return context.api(`${apiRoutes.courses}?${params}`, coursesResponse);
    }),
  );
  if (pages.some((page) => page.status === 400)) return null;
  const bodies = pages.map((page) => page.body);
  if (!bodies.every((body) => body !== null)) throw data(null, { status: 503 });
  return {
    courses: bodies.flatMap((body) => body.courses),
    total: bodies[0]!.total,
    filters: bodies[0]!.filters,
  };
}

/** An http(s) URL from the course or provider record, or null. */
export function websiteOf(course: { url: string | null; school: { url: string | null } }) {
  for (const candidate of [course.url, course.school.url]) {
    if (candidate && /^https?:\/\/[^\s]+$/i.test(candidate.trim())) return candidate.trim();
  }
  return null;
}

/** The learning outcomes: the course's criteria, separated by semicolons. */
export function outcomesOf(course: { criteria: string | null }) {
  return (course.criteria ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The course, or the 404 page for an unknown or non-numeric id. */
export function findCourse(context: AppLoadContext, id: string) {
  return getById(context, apiRoutes.course, id, courseSchema);
}
