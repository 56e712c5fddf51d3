import { paths } from '~/lib/paths';
import type { IconName } from '../icons';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** Side navigation of SPEC §2, in its order. */
export const mainNavItems: NavItem[] = [
  { to: paths.dashboard(), label: 'Dashboard', icon: 'home' },
  { to: paths.insights(), label: 'Discover insights', icon: 'insights' },
  { to: paths.events(), label: 'Browse events', icon: 'calendar' },
  { to: paths.learningProvidersList(), label: 'Browse learning providers', icon: 'academic' },
  { to: paths.platformEmployers(), label: 'Browse employers', icon: 'building' },
  { to: paths.dayone(), label: 'Job matching', icon: 'sparkles' },
];

export const manageNavItems: NavItem[] = [
  { to: paths.credentials(), label: 'My credentials', icon: 'badge' },
  { to: paths.notifications(), label: 'My notifications', icon: 'bell' },
  { to: paths.myInsights(), label: 'My insights', icon: 'pencil' },
  { to: paths.account(), label: 'My account', icon: 'user' },
  { to: paths.logout(), label: 'Log out', icon: 'logout' },
];
