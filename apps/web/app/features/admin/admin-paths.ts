// The staff console's page paths (/admin). Kept out of lib/paths.ts, which every public page
// loads: nothing of the console reaches a member's or a visitor's JavaScript.
import type { OrganisationKind } from '@techgold/contracts/admin/organisations';
import { STAFF_CONSOLE_PATH } from '~/lib/staff-console-path';

const seg = (v: number | string) => encodeURIComponent(String(v));

export const adminPaths = {
  dashboard: () => STAFF_CONSOLE_PATH,
  members: () => '/admin/members',
  member: (id: number | string) => `/admin/members/${seg(id)}`,
  staff: () => '/admin/staff',
  reviews: () => '/admin/reviews',
  review: (id: number | string) => `/admin/reviews/${seg(id)}`,
  enquiries: () => '/admin/enquiries',
  enquiry: (id: number | string) => `/admin/enquiries/${seg(id)}`,
  organisations: (kind?: OrganisationKind) =>
    kind ? `/admin/organisations?kind=${kind}` : '/admin/organisations',
  newOrganisation: (kind: OrganisationKind) => `/admin/organisations/new?kind=${kind}`,
  organisation: (kind: OrganisationKind, id: number | string) =>
    `/admin/organisations/${kind}/${seg(id)}`,
  rightsRequests: () => '/admin/rights-requests',
  newRightsRequest: () => '/admin/rights-requests/new',
  rightsRequest: (id: number | string) => `/admin/rights-requests/${seg(id)}`,
  equality: () => '/admin/equality',
  courses: () => '/admin/courses',
  newCourse: () => '/admin/courses/new',
  course: (id: number | string) => `/admin/courses/${seg(id)}`,
  events: () => '/admin/events',
  newEvent: () => '/admin/events/new',
  event: (id: number | string) => `/admin/events/${seg(id)}`,
  eventPreview: (id: number | string) => `/admin/events/${seg(id)}/preview`,
  insights: () => '/admin/insights',
  insight: (id: number | string) => `/admin/insights/${seg(id)}`,
  tags: () => '/admin/tags',
  newTag: () => '/admin/tags/new',
  tag: (id: number | string) => `/admin/tags/${seg(id)}`,
  ctas: () => '/admin/ctas',
  newCta: () => '/admin/ctas/new',
  cta: (id: number | string) => `/admin/ctas/${seg(id)}`,
  quotes: () => '/admin/quotes',
  newQuote: () => '/admin/quotes/new',
  quote: (id: number | string) => `/admin/quotes/${seg(id)}`,
  subscribers: () => '/admin/subscribers',
  credentials: () => '/admin/credentials',
  issueCredential: () => '/admin/credentials/issue',
  importCredentials: () => '/admin/credentials/import',
  credential: (id: number | string) => `/admin/credentials/${seg(id)}`,
  newsletters: () => '/admin/newsletter',
  newsletter: (id: number | string) => `/admin/newsletter/${seg(id)}`,
  audit: () => '/admin/audit',
  backups: () => '/admin/backups',
  outbox: (state?: 'waiting' | 'failed' | 'sent') =>
    state ? `/admin/outbox?state=${state}` : '/admin/outbox',
  /** The audit log of one record: a member ('user'), an enquiry, an organisation, a course… */
  auditOf: (
    type:
      | 'user'
      | 'enquiry'
      | 'rights_request'
      | 'course'
      | 'event'
      | 'insight'
      | 'tag'
      | 'cta'
      | 'quote'
      | 'credential'
      | OrganisationKind,
    id: number | string,
  ) => `/admin/audit?target_type=${type}&target_id=${seg(id)}`,
} as const;

// Who may open which section is the console's section table (contracts/console-sections.ts),
// which the server's role check and the navigation read too.
export { mayOpen, type StaffRole } from '@techgold/contracts/console-sections';
