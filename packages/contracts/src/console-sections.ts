// The staff console's sections: one table that says, for each, where its pages and its API
// live, the least role that may open it and where it sits in the console's navigation. The
// server refuses to start when an /api/admin route is in no section or lets in a role its
// section does not (apps/server/src/plugins/access.ts); the web's page guard (`mayOpen`) and
// the navigation are drawn from it. Adding a section is one row here.

export type StaffRole = 'admin' | 'editor';

/** The navigation's groups, in the order they are drawn. */
export const consoleGroups = [
  'Overview',
  'People',
  'Content',
  'Communications',
  'Records',
] as const;
export type ConsoleGroup = (typeof consoleGroups)[number];

export interface ConsoleSection {
  /** The page path's segment after /admin ('' is the dashboard, /admin itself). */
  segment: string;
  /** Its name in the navigation. */
  label: string;
  group: ConsoleGroup;
  /** The least role that opens it: 'editor' lets editors and admins in, 'admin' only admins. */
  minRole: StaffRole;
  /**
   * Its API: the segments after /api/admin/ that belong to it. A route may be narrower than
   * its section (the subscribers' CSV export is an admin's) but never wider.
   */
  api: readonly string[];
}

export const consoleSections: readonly ConsoleSection[] = [
  { segment: '', label: 'Dashboard', group: 'Overview', minRole: 'editor', api: ['dashboard'] },
  {
    segment: 'reviews',
    label: 'Pending review',
    group: 'People',
    minRole: 'admin',
    api: ['reviews'],
  },
  { segment: 'members', label: 'Members', group: 'People', minRole: 'admin', api: ['members'] },
  {
    segment: 'organisations',
    label: 'Organisations',
    group: 'People',
    minRole: 'admin',
    api: ['organisations'],
  },
  { segment: 'staff', label: 'Staff', group: 'People', minRole: 'admin', api: ['staff'] },
  {
    segment: 'courses',
    label: 'Courses',
    group: 'Content',
    minRole: 'editor',
    api: ['courses', 'course-options'],
  },
  { segment: 'events', label: 'Events', group: 'Content', minRole: 'editor', api: ['events'] },
  {
    segment: 'insights',
    label: 'Insights',
    group: 'Content',
    minRole: 'editor',
    api: ['insights'],
  },
  { segment: 'tags', label: 'Tags', group: 'Content', minRole: 'editor', api: ['tags'] },
  { segment: 'ctas', label: 'Calls to action', group: 'Content', minRole: 'editor', api: ['ctas'] },
  { segment: 'quotes', label: 'Quotes', group: 'Content', minRole: 'editor', api: ['quotes'] },
  {
    segment: 'credentials',
    label: 'Credentials',
    group: 'Content',
    minRole: 'editor',
    api: ['credentials', 'credential-badges', 'credential-members'],
  },
  {
    segment: 'enquiries',
    label: 'Enquiries',
    group: 'Communications',
    minRole: 'editor',
    api: ['enquiries'],
  },
  {
    segment: 'subscribers',
    label: 'Subscribers',
    group: 'Communications',
    minRole: 'editor',
    api: ['subscribers'],
  },
  {
    segment: 'newsletter',
    label: 'Newsletter',
    group: 'Communications',
    minRole: 'editor',
    api: ['newsletter'],
  },
  {
    segment: 'outbox',
    label: 'Mail outbox',
    group: 'Communications',
    minRole: 'admin',
    api: ['outbox'],
  },
  {
    segment: 'rights-requests',
    label: 'Rights requests',
    group: 'Records',
    minRole: 'admin',
    api: ['rights-requests'],
  },
  {
    segment: 'equality',
    label: 'Equality data',
    group: 'Records',
    minRole: 'admin',
    api: ['equality'],
  },
  { segment: 'audit', label: 'Audit log', group: 'Records', minRole: 'admin', api: ['audit'] },
  { segment: 'backups', label: 'Backups', group: 'Records', minRole: 'admin', api: ['backups'] },
];

/**
 * API segments every staff member uses whatever section they are in: the pickers' option
 * lists and re-authentication before a sensitive change.
 */
export const consoleSharedApi: readonly string[] = ['options', 'reauth'];

/** The roles a section's least role lets in. */
export function rolesFor(minRole: StaffRole): readonly StaffRole[] {
  return minRole === 'admin' ? ['admin'] : ['admin', 'editor'];
}

/** The page path of a section. */
export function sectionPath(section: ConsoleSection): string {
  return section.segment ? `/admin/${section.segment}` : '/admin';
}

/** The section a console page path (/admin/…) belongs to; undefined when none does. */
export function sectionOfPage(pathname: string): ConsoleSection | undefined {
  const [first, second = ''] = pathname.split('/').filter(Boolean);
  if (first !== 'admin') return undefined;
  return consoleSections.find((s) => s.segment === second);
}

/**
 * Whether a staff member with this role may open a console page. A path in no section (an
 * unknown page) is let through to the console's own "page not found".
 */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  const section = sectionOfPage(pathname);
  return !section || rolesFor(section.minRole).includes(role);
}

/**
 * The section an /api/admin route belongs to: a section, 'shared', or undefined for a route
 * the table does not know (which the server refuses to start with).
 */
export function sectionOfApi(url: string): ConsoleSection | 'shared' | undefined {
  const rest = url.replace(/^\/api\/admin\/?/, '');
  // The first path segment, less a file extension (`audit.csv` is the audit log's).
  const segment = rest.split(/[/?]/)[0]!.replace(/\.[a-z]+$/, '');
  if (consoleSharedApi.includes(segment)) return 'shared';
  return consoleSections.find((s) => s.api.includes(segment));
}
