import { Link, Outlet } from 'react-router';
import { HeroRings } from '~/components/hero-rings';
import { LayoutVariantContext } from '~/components/layout-variant';
import { Logo } from '~/components/logo';
import { mainContentId } from '~/components/skip-link';
import { paths } from '~/lib/paths';

const footerLink = 'rounded underline underline-offset-4 hover:text-navy-950';

/** Sign-in, signed-out and set-password: the logo, a centred card and the legal links. */
export default function EmptyLayout() {
  return (
    <LayoutVariantContext value="empty">
      <div className="relative isolate flex min-h-dvh flex-col bg-slate-100 px-4 py-8 sm:py-12">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-72 overflow-hidden border-b-4 border-gold-400 bg-gradient-to-br from-navy-950 to-navy-800 sm:h-80"
        >
          <HeroRings className="-top-24 -right-24 size-80 sm:right-[10%]" />
        </div>
        <header className="mx-auto w-full max-w-md">
          <Logo to={paths.home()} label="Tech Industry Gold home" tone="light" />
        </header>
        <main id={mainContentId} className="mx-auto mt-8 w-full max-w-md flex-1">
          <Outlet />
        </main>
        <footer className="mx-auto mt-10 flex w-full max-w-md flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          <span>© Tech Industry Gold</span>
          <Link to={paths.terms()} className={footerLink}>
            Terms
          </Link>
          <Link to={paths.privacy()} className={footerLink}>
            Privacy
          </Link>
          <Link to={paths.accessibility()} className={footerLink}>
            Accessibility
          </Link>
          <Link to={paths.contact()} className={footerLink}>
            Contact us
          </Link>
        </footer>
      </div>
    </LayoutVariantContext>
  );
}
