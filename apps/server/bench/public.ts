// The public side under load (issues 3 and 15): the news, course-finder and site-data reads
// and the server render of /, /courses, a course page and an article, on the demo data and
// again at scale (scaled.ts). Every request here is anonymous, so each target is measured
// twice: "warm", answered from the anonymous cache (docs/decisions/0052), and "cold", where
// each request carries a query string never seen before, so it misses and renders afresh.
import type autocannon from 'autocannon';
import type { Suite, Target } from './scaled.ts';

interface Path {
  name: string;
  path: string;
}

const FIXED: Path[] = [
  { name: 'GET /api/insights/public', path: '/api/insights/public' },
  { name: 'GET /api/courses', path: '/api/courses' },
  { name: 'GET /api/site/data', path: '/api/site/data' },
  { name: 'SSR /', path: '/' },
  { name: 'SSR /courses', path: '/courses' },
];

/** A course page and an article from the app's own data (ids differ between databases). */
async function contentPaths(base: string): Promise<Path[]> {
  const courses = (await (await fetch(`${base}/api/courses`)).json()) as {
    courses: Array<{ id: number }>;
  };
  const news = (await (await fetch(`${base}/api/insights/public`)).json()) as {
    insights: Array<{ id: number; url: string }>;
  };
  const course = courses.courses[0];
  const article = news.insights[0];
  if (!course || !article) throw new Error('bench: the demo data has no course or article');
  return [
    { name: 'SSR /course/{id}', path: `/course/${course.id}` },
    { name: 'SSR /news/{id}/{slug}', path: `/news/${article.id}/${article.url}` },
  ];
}

/**
 * What every browser and CDN sends: the cache keeps a br and a gzip copy of each answer, and a
 * client that takes neither gets the full-size body (about six times the bytes for a page).
 */
const headers = { 'accept-encoding': 'gzip, deflate, br' };

/** Every request a new query string: each one misses the cache and is rendered. */
function coldLoad(url: string): autocannon.Options {
  let n = 0;
  const { pathname } = new URL(url);
  return {
    url,
    headers,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: `${pathname}?bench-miss=${n++}` }),
      },
    ],
  };
}

export const publicSuite: Suite = {
  title: 'Public side (anonymous: warm = cached, cold = every request a miss)',
  async targets(app) {
    const paths = [...FIXED, ...(await contentPaths(app.url))];
    return paths.flatMap((t): Target[] => {
      const url = `${app.url}${t.path}`;
      return [
        { name: `${t.name} warm`, probe: { url }, load: { url, headers } },
        { name: `${t.name} cold`, probe: { url }, load: coldLoad(url) },
      ];
    });
  },
};
