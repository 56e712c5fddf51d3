import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '~/lib/cn';
import { paths } from '~/lib/paths';
import { useSessionUser } from '~/lib/session-user';
import { buttonClass } from './button-styles';
import { Icon } from './icons';
import { Logo } from './logo';

const links = [
  { to: paths.employers(), label: 'Employers' },
  { to: paths.learningProviders(), label: 'Learning Providers' },
  { to: paths.learners(), label: 'Learners' },
  { to: paths.courses(), label: 'Courses' },
  { to: paths.news(), label: 'News' },
  { to: paths.about(), label: 'About' },
];

function AccountButton({ className, size }: { className?: string; size?: 'md' | 'sm' }) {
  const user = useSessionUser();
  return user ? (
    <Link to={paths.dashboard()} className={buttonClass('primary', className, size)}>
      Go to dashboard
    </Link>
  ) : (
    <Link to={paths.login()} className={buttonClass('outline', className, size)}>
      Learner login
    </Link>
  );
}

/** Public header (SPEC §2): the menu collapses behind a toggle below `lg`. */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Keyed by path so the mobile menu closes whenever the page changes. */}
      <HeaderBar key={pathname} />
    </header>
  );
}

function HeaderBar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-2 py-2 font-medium whitespace-nowrap text-slate-700 hover:bg-navy-50 hover:text-navy-900',
      isActive && 'text-navy-900 underline decoration-gold-500 decoration-2 underline-offset-8',
    );

  return (
    <>
      <div className="container-page flex min-h-18 items-center justify-between gap-2 py-3 min-[375px]:gap-4">
        <Logo
          to={paths.home()}
          label="Tech Industry Gold home"
          // Below 375 px the words take two lines, so the Menu button fits beside them.
          className="max-[374px]:min-w-0 max-[374px]:shrink"
          wordmarkClassName="lg:max-xl:hidden max-[374px]:text-base max-[374px]:whitespace-normal"
        />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <Link to={paths.courses()} className={buttonClass('gold', undefined, 'sm')}>
            Find a course
          </Link>
          <AccountButton size="sm" />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-navy-900 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} className="size-6" />
          Menu
        </button>
      </div>
      <div id={menuId} hidden={!open} className="border-t border-slate-200 bg-white lg:hidden">
        <nav aria-label="Main menu" className="container-page py-4">
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={(state) => cn(linkClass(state), 'block px-3 py-3')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-3 xs:flex-row">
            <Link to={paths.courses()} className={buttonClass('gold', 'xs:flex-1')}>
              Find a course
            </Link>
            <AccountButton className="xs:flex-1" />
          </div>
        </nav>
      </div>
    </>
  );
}
