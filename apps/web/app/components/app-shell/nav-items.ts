import { paths } from '~/lib/paths';
import { STAFF_CONSOLE_PATH } from '~/lib/staff-console-path';
import { NEW_INSIGHT_PATH } from '~/features/insights/new-insight-path';
import { MEMBER_COURSE_PREFIX } from '~/lib/member-course-path';
import type { IconName } from '../icons';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Path prefixes of detail pages that belong to this section (e.g. /employer/12). */
  details?: string[];
  /** Prefixes under `details` that belong to another section (the editor is My insights'). */
  except?: string[];
}

/** The insight editor's pages: a new insight and an insight being edited. */
const EDITOR_PREFIXES = ['/insight/edit/', NEW_INSIGHT_PATH];

/** Side navigation of SPEC §2, in its order. */
export const mainNavItems: NavItem[] = [
  { to: paths.dashboard(), label: 'Dashboard', icon: 'home' },
  {
    to: paths.insights(),
    label: 'Discover insights',
    icon: 'insights',
    details: ['/insight/'],
    except: EDITOR_PREFIXES,
  },
  { to: paths.events(), label: 'Browse events', icon: 'calendar', details: ['/event/'] },
  {
    to: paths.learningProvidersList(),
    label: 'Browse learning providers',
    icon: 'academic',
    details: ['/learning-provider/', MEMBER_COURSE_PREFIX],
  },
  {
    to: paths.platformEmployers(),
    label: 'Browse employers',
    icon: 'building',
    details: ['/employer/'],
  },
  { to: paths.dayone(), label: 'Job matching', icon: 'sparkles' },
];

export const manageNavItems: NavItem[] = [
  { to: paths.credentials(), label: 'My credentials', icon: 'badge' },
  { to: paths.notifications(), label: 'My notifications', icon: 'bell' },
  { to: paths.myInsights(), label: 'My insights', icon: 'pencil', details: EDITOR_PREFIXES },
  { to: paths.account(), label: 'My account', icon: 'user' },
  { to: paths.logout(), label: 'Log out', icon: 'logout' },
];

/**
 * Staff (an admin or editor) also get the way into the staff console: signing in lands every
 * member on the dashboard, so without it nothing led to /admin.
 */
export const staffNavItem: NavItem = {
  to: STAFF_CONSOLE_PATH,
  label: 'Staff console',
  icon: 'shield',
  details: ['/admin/'],
};
