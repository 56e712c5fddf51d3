// Which paths search engines should and should not see (SPEC §2 route tables).

/** Public, indexable pages. Thank-you pages, /logout and set-password links are left out:
 *  they only make sense after an action, and the last carries a secret. */
export const PUBLIC_PAGES: Array<{ path: string; priority: string; changefreq: string }> = [
  { path: '/', priority: '1.0', changefreq: 'weekly' },
  { path: '/employers', priority: '0.8', changefreq: 'monthly' },
  { path: '/join-employers', priority: '0.6', changefreq: 'yearly' },
  { path: '/learning-providers', priority: '0.8', changefreq: 'monthly' },
  { path: '/get-accredited', priority: '0.6', changefreq: 'yearly' },
  { path: '/learners', priority: '0.8', changefreq: 'monthly' },
  { path: '/join-the-community', priority: '0.6', changefreq: 'yearly' },
  { path: '/employee-signup', priority: '0.5', changefreq: 'yearly' },
  { path: '/news', priority: '0.9', changefreq: 'daily' },
  { path: '/news/community', priority: '0.7', changefreq: 'daily' },
  { path: '/news/insights', priority: '0.7', changefreq: 'daily' },
  { path: '/news/impact', priority: '0.7', changefreq: 'daily' },
  { path: '/courses', priority: '0.9', changefreq: 'weekly' },
  { path: '/about', priority: '0.6', changefreq: 'yearly' },
  { path: '/what-is-tech-industry-gold', priority: '0.7', changefreq: 'yearly' },
  { path: '/privacy', priority: '0.3', changefreq: 'yearly' },
  { path: '/terms', priority: '0.3', changefreq: 'yearly' },
  { path: '/accessibility', priority: '0.3', changefreq: 'yearly' },
  { path: '/contact', priority: '0.4', changefreq: 'yearly' },
  { path: '/employer', priority: '0.5', changefreq: 'yearly' },
  { path: '/talent', priority: '0.5', changefreq: 'yearly' },
  { path: '/login', priority: '0.3', changefreq: 'yearly' },
];

/**
 * robots.txt prefixes: the member area (login-required routes of SPEC §2), the API and
 * one-off links. Trailing slashes matter: `/employer/` keeps the public `/employer` page
 * crawlable, `/learning-provider/` keeps `/learning-providers`.
 */
export const DISALLOWED = [
  '/api/',
  '/sanctum/',
  '/dev/',
  '/dashboard',
  '/platform/',
  '/events',
  '/event/',
  '/mentors',
  '/jobs',
  '/credentials',
  '/my-insights',
  '/notifications',
  '/account',
  '/user/',
  '/employer/',
  '/learning-provider/',
  '/insight/',
  '/dayone',
  '/set-password/',
  '/logout',
  '/registered',
  '/submitted',
];

/** Course badges appear on public course pages; let image search fetch them. */
export const ALLOWED_UNDER_DISALLOWED = ['/api/badge/'];
