import type { Cta } from '@techgold/contracts/site';
import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';

// The app area's take on the marketing pages' CtaBand (components/cta-card.tsx): a card in
// the list's column rather than a full-width band. Kept apart on purpose: a component shared
// with the home page would split into its own file and cost every public page a request and
// bytes it cannot spare (docs/decisions/0032).

/** SPEC §3 CTA: a full http(s) link opens in a new tab; anything else is a route here. */
function CtaLink({ url }: { url: string }) {
  const className = buttonClass('primary', 'shrink-0');
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        Find out more
        <Icon name="external" className="size-4" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={`/${url.replace(/^\/+/, '')}`} className={className}>
      Find out more
    </Link>
  );
}

/** The active calls to action of one list (the loader passes only those with a link). */
export function ListCtas({ ctas }: { ctas: Cta[] }) {
  return ctas.map((cta) => (
    <section
      key={cta.id}
      aria-label={cta.heading}
      className="flex flex-col gap-4 rounded-2xl border border-gold-300 bg-gold-100 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 className="text-xl font-bold text-navy-950">{cta.heading}</h2>
        {cta.description ? <p className="mt-1 text-slate-800">{cta.description}</p> : null}
      </div>
      <CtaLink url={cta.url!} />
    </section>
  ));
}
