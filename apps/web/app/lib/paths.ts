import * as apiRoutes from '@techgold/contracts/api-routes';

// Every in-app path, built in one place (the route patterns themselves live in routes.ts).
const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  notFound: () => '/404',

  // Marketing and public pages
  employers: () => '/employers',
  joinEmployers: () => '/join-employers',
  learningProviders: () => '/learning-providers',
  getAccredited: () => '/get-accredited',
  learners: () => '/learners',
  joinCommunity: () => '/join-the-community',
  employeeSignup: () => '/employee-signup',
  registered: () => '/registered',
  news: () => '/news',
  newsTag: (tag: string) => `/news/${seg(tag)}`,
  article: (id: number | string, title: string) => `/news/${seg(id)}/${seg(title)}`,
  courses: () => '/courses',
  course: (id: number | string) => `/course/${seg(id)}`,
  about: () => '/about',
  tig: () => '/what-is-tech-industry-gold',
  privacy: () => '/privacy',
  terms: () => '/terms',
  accessibility: () => '/accessibility',
  contact: () => '/contact',
  submitted: () => '/submitted',
  partnerEmployer: () => '/employer',
  partnerTalent: () => '/talent',

  // Accounts
  login: (mode?: 'forgot') => (mode ? `/login?mode=${mode}` : '/login'),
  logout: () => '/logout',
  setPassword: (userId: number | string, code: string) =>
    `/set-password/${seg(userId)}/${seg(code)}`,

  // Member area (login required)
  dashboard: () => '/dashboard',
  insights: () => '/platform/insights',
  platformEmployers: () => '/platform/employers',
  learningProvidersList: () => '/platform/learning-providers',
  events: () => '/events',
  event: (id: number | string) => `/event/${seg(id)}`,
  mentors: () => '/mentors',
  jobs: () => '/jobs',
  credentials: () => '/credentials',
  /** A credential's public verification page (anyone with the link; no sign-in). */
  credential: (publicId: string) => `/credential/${seg(publicId)}`,
  myInsights: () => '/my-insights',
  notifications: () => '/notifications',
  account: () => '/account',
  accountPrivacy: () => '/account/privacy',
  user: (id: number | string) => `/user/${seg(id)}`,
  employer: (id: number | string) => `/employer/${seg(id)}`,
  learningProvider: (id: number | string) => `/learning-provider/${seg(id)}`,
  insight: (id: number | string) => `/insight/${seg(id)}`,
  editInsight: (id: number | string, key: string) => `/insight/edit/${seg(id)}/${seg(key)}`,
  dayone: () => '/dayone',

  // Public assets and API images used in pages
  // A plain replace rather than apiPath(): this module is on every public page (0032).
  badge: (badgeId: string) => apiRoutes.badge.replace(':id', seg(badgeId)),
  defaultThumbnail: () => '/images/default-thumbnail.svg',
} as const;

/** Links that leave the site. The job-matching partner is fictional in the demo. */
export const externalUrls = {
  jobMatchingSignup: 'https://jobmatch.example/sign-up',
  partnerVideo: 'https://www.youtube.com/watch?v=TGtalent001',
} as const;

// First path segments of the login-required routes (SPEC §2). `/employer` alone is the public
// partner page; `/employer/{id}` is a member page.
const memberSections = new Set([
  'dashboard',
  'platform',
  'events',
  'event',
  'mentors',
  'jobs',
  'credentials',
  'my-insights',
  'notifications',
  'account',
  'user',
  'learning-provider',
  'insight',
  'dayone',
  // The staff console: a 401 there means the session ended, so sign in again.
  'admin',
]);

/** True when `pathname` belongs to a route that needs a signed-in user. */
export function isLoginRequiredPath(pathname: string): boolean {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  return memberSections.has(first) || (first === 'employer' && second !== undefined);
}
