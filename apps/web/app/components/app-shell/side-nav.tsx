import { NavLink, useLocation } from 'react-router';
import { cn } from '~/lib/cn';
import { Icon } from '../icons';
import { useCurrentUser } from '~/api/get-user';
import { mainNavItems, manageNavItems, staffNavItem, type NavItem } from './nav-items';

const startsWithAny = (pathname: string, prefixes: string[] = []) =>
  prefixes.some((prefix) => pathname.startsWith(prefix));

const inSection = (item: NavItem, pathname: string) =>
  startsWithAny(pathname, item.details) && !startsWithAny(pathname, item.except);

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          {/* NavLink sets aria-current="page" on the active item. */}
          <NavLink
            to={item.to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg border-l-4 px-3 py-2 font-medium',
                isActive || inSection(item, pathname)
                  ? 'border-gold-400 bg-navy-800 text-white'
                  : 'border-transparent text-slate-200 hover:bg-navy-900 hover:text-white',
              )
            }
          >
            <Icon name={item.icon} className="size-5 shrink-0" />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The member-area navigation (SPEC §2 side navigation). */
export function SideNav({
  onNavigate,
  label = 'Platform',
}: {
  onNavigate?: () => void;
  /** Each landmark's name is unique on the page: the drawer's copy has its own. */
  label?: string;
}) {
  const staff = Boolean(useCurrentUser()?.staff_role);
  return (
    <nav aria-label={label} className="space-y-8">
      <NavList items={mainNavItems} onNavigate={onNavigate} />
      {staff ? (
        <div>
          <h2 className="px-3 text-xs font-bold tracking-widest text-gold-300 uppercase">Staff</h2>
          <div className="mt-3">
            <NavList items={[staffNavItem]} onNavigate={onNavigate} />
          </div>
        </div>
      ) : null}
      <div>
        <h2 className="px-3 text-xs font-bold tracking-widest text-gold-300 uppercase">Manage</h2>
        <div className="mt-3">
          <NavList items={manageNavItems} onNavigate={onNavigate} />
        </div>
      </div>
    </nav>
  );
}
