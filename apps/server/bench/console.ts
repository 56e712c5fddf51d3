// The staff console's lists under load, signed in as the demo admin (one sign-in per app
// start): members and courses, page-sized in their default order, on the demo data and at
// scale (the scale data adds n×1000 members and n×100 courses), each page as full on both.
// Read-only: nothing to undo.
import type { Suite, Target } from './scaled.ts';
import { DEMO_ADMIN, signIn } from './session.ts';

// Pages the demo data fills too, so demo and scale answer the same number of rows and the
// ratio measures the data's size, not a fuller page (the demo data has 8 members, so a
// default page of 25 held 8 rows there and 25 at scale).
// The dashboard's trends count twelve weeks of sign-ups, enquiries, credentials and
// subscribers: at scale the weeks hold n×1000 more sign-ups.
const paths = ['/api/admin/members?limit=5', '/api/admin/courses', '/api/admin/dashboard/trends'];

export const consoleSuite: Suite = {
  title: 'Staff console',
  async targets(app) {
    const session = await signIn(app.url, DEMO_ADMIN);
    const headers = { cookie: session.cookie, 'x-xsrf-token': session.token };
    return paths.map((path): Target => {
      const url = `${app.url}${path}`;
      return {
        name: `GET ${path}`,
        probe: { url, init: { headers } },
        load: { url, headers },
        rowsKey: path.includes('trends') ? 'weeks' : 'items',
      };
    });
  },
};
