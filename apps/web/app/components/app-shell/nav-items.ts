import { paths } from '~/lib/paths';
import type { IconName } from '../icons';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Detail pages that belong to this section (highlighted with it, e.g. /employer/12). */
  details?: string;
  /** Pages under `details` that belong to another section (the editor is My insights'). */
  except?: string;
}

/** Side navigation of SPEC §2, in its order. */
export const mainNavItems: NavItem[] = [
  { to: paths.dashboard(), label: 'Dashboard', icon: 'home' },
  {
    to: paths.insights(),
    label: 'Discover insights',
    icon: 'insights',
    details: '/insight/',
    except: '/insight/edit/',
  },
  { to: paths.events(), label: 'Browse events', icon: 'calendar', details: '/event/' },
  {
    to: paths.learningProvidersList(),
    label: 'Browse learning providers',
    icon: 'academic',
    details: '/learning-provider/',
  },
  {
    to: paths.platformEmployers(),
    label: 'Browse employers',
    icon: 'building',
    details: '/employer/',
  },
  { to: paths.dayone(), label: 'Job matching', icon: 'sparkles' },
];

export const manageNavItems: NavItem[] = [
  { to: paths.credentials(), label: 'My credentials', icon: 'badge' },
  { to: paths.notifications(), label: 'My notifications', icon: 'bell' },
  { to: paths.myInsights(), label: 'My insights', icon: 'pencil', details: '/insight/edit/' },
  { to: paths.account(), label: 'My account', icon: 'user' },
  { to: paths.logout(), label: 'Log out', icon: 'logout' },
];
