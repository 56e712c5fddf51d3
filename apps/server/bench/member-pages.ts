// Signed-in pages (issue 38): the pages members and staff open every day, rendered on the
// server for a session, and GET /api/user, which every page's shell reads. Each row is also
// divided by /api/health sampled right after it on the same app (the goal is a ratio
// to /api/health: ≥ 0.01 for a page with p99 < 150 ms, ≥ 0.15 for /api/user), at 16
// connections. Read-only: nothing to undo.
import type { Suite, Target } from './scaled.ts';
import { DEMO_ADMIN, DEMO_LEARNER, signIn } from './session.ts';

/** The measure: 16 connections. */
export const PAGE_CONNECTIONS = 16;

const learnerPaths = ['/api/user', '/dashboard', '/platform/insights', '/notifications'];
const adminPaths = ['/admin/members'];

export const memberPagesSuite: Suite = {
  title: 'Signed-in pages',
  async targets(app) {
    const learner = await signIn(app.url, DEMO_LEARNER);
    const admin = await signIn(app.url, DEMO_ADMIN);
    const target = (path: string, cookie: string): Target => {
      const url = `${app.url}${path}`;
      const headers = { cookie, 'accept-encoding': 'br, gzip' };
      return {
        name: `GET ${path}`,
        // A page that redirected (to /login) would not be the page measured.
        probe: { url, init: { headers, redirect: 'manual' } },
        load: { url, headers, connections: PAGE_CONNECTIONS },
        health: `${app.url}/api/health`,
      };
    };
    return [
      ...learnerPaths.map((p) => target(p, learner.cookie)),
      ...adminPaths.map((p) => target(p, admin.cookie)),
    ];
  },
};
