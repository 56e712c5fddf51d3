// The staff console's page paths (/admin). Kept out of lib/paths.ts, which every public page
// loads: nothing of the console reaches a member's or a visitor's JavaScript.
import type { OrganisationKind } from '@techgold/contracts/admin';

const seg = (v: number | string) => encodeURIComponent(String(v));

export const adminPaths = {
  dashboard: () => '/admin',
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
  insights: () => '/admin/insights',
  subscribers: () => '/admin/subscribers',
  newsletters: () => '/admin/newsletter',
  newsletter: (id: number | string) => `/admin/newsletter/${seg(id)}`,
  audit: () => '/admin/audit',
  /** The audit log of one record: a member ('user'), an enquiry, an organisation, a course… */
  auditOf: (
    type: 'user' | 'enquiry' | 'rights_request' | 'course' | 'event' | OrganisationKind,
    id: number | string,
  ) => `/admin/audit?target_type=${type}&target_id=${seg(id)}`,
} as const;

export type StaffRole = 'admin' | 'editor';

/**
 * Console sections only admins may open; editors work the dashboard, the enquiries and the
 * content (courses, events, insights, subscribers — whose CSV export is admins' only).
 */
const adminOnlySections = new Set([
  'members',
  'staff',
  'reviews',
  'organisations',
  'rights-requests',
  'equality',
  'audit',
]);

export function mayOpen(role: StaffRole, pathname: string): boolean {
  const section = pathname.split('/').filter(Boolean)[1];
  return role === 'admin' || section === undefined || !adminOnlySections.has(section);
}
