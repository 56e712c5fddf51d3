// The public side under load (issue 3): the news and course-finder API calls and the server
// render of / and /courses, on the demo data and again at scale (scaled.ts).
import type { Suite } from './scaled.ts';

const PATHS = [
  { name: 'GET /api/insights/public', path: '/api/insights/public' },
  { name: 'GET /api/courses', path: '/api/courses' },
  { name: 'SSR /', path: '/' },
  { name: 'SSR /courses', path: '/courses' },
];

export const publicSuite: Suite = {
  title: 'Public side',
  async targets(app) {
    return PATHS.map((t) => {
      const url = `${app.url}${t.path}`;
      return { name: t.name, probe: { url }, load: { url } };
    });
  },
};
