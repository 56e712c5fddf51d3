import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { Icon } from './icons';
import { useLayoutVariant } from './layout-variant';
import { PageHero } from './page-hero';

function ComingSoon({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gold-100 text-gold-800">
          <Icon name="clock" className="size-6" />
        </span>
        <div>
          <p className="text-lg font-semibold text-navy-950">This page is coming soon</p>
          <p className="mt-1 text-slate-700">
            We are putting the finishing touches to it. Please check back shortly.
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex items-center gap-1.5 rounded font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-950"
                >
                  {link.label}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/**
 * Stand-in for a screen a later issue builds: the page's real heading inside its layout and a
 * short note, never a blank page.
 */
export function PlaceholderPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const variant = useLayoutVariant();
  if (variant === 'app') {
    return (
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
          {description ? <p className="mt-2 max-w-3xl text-slate-700">{description}</p> : null}
        </header>
        {children}
        <ComingSoon links={[{ to: paths.dashboard(), label: 'Back to your dashboard' }]} />
      </div>
    );
  }
  return (
    <>
      <PageHero title={title} lead={description} />
      <div className="container-page space-y-6 py-10 md:py-14">
        {children}
        <ComingSoon
          links={[
            { to: paths.home(), label: 'Home page' },
            { to: paths.courses(), label: 'Find a course' },
            { to: paths.news(), label: 'Latest news' },
          ]}
        />
      </div>
    </>
  );
}
