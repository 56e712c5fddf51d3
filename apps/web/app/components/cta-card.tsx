import type { Cta } from '@techgold/contracts/site';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';
import { Icon } from './icons';

/** SPEC §3 CTA: a full http(s) link opens in a new browser tab; anything else is a route here. */
function CtaLink({
  url,
  children,
  className,
}: {
  url: string;
  children: ReactNode;
  className?: string;
}) {
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <Icon name="external" className="size-4" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  const to = url.startsWith('/') && !url.startsWith('//') ? url : `/${url.replace(/^\/+/, '')}`;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** Calls to action for one place on the site: the loader passes only active ones with a link. */
export function CtaBand({ ctas }: { ctas: Cta[] }) {
  if (!ctas.length) return null;
  return (
    <div className="container-page grid gap-4 py-10 md:grid-cols-2">
      {ctas.map((cta) => (
        <section
          key={cta.id}
          aria-label={cta.heading}
          className="flex flex-col gap-4 rounded-2xl border border-gold-300 bg-gold-100 p-6 sm:flex-row sm:items-center sm:justify-between md:col-span-2"
        >
          <div>
            <h2 className="text-xl font-bold text-navy-950">{cta.heading}</h2>
            {cta.description ? <p className="mt-1 text-slate-800">{cta.description}</p> : null}
          </div>
          <CtaLink url={cta.url!} className={buttonClass('primary', 'shrink-0')}>
            Find out more
          </CtaLink>
        </section>
      ))}
    </div>
  );
}
