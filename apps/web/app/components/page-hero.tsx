import type { ReactNode } from 'react';
import { HeroRings } from './hero-rings';
import { useLayoutVariant } from './layout-variant';

/**
 * The heading band at the top of a public page: a full navy hero in the marketing layout,
 * a compact light band in the "light" layout (SPEC §2 marketing-light).
 */
export function PageHero({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const variant = useLayoutVariant();
  if (variant === 'light') {
    return (
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page py-8 md:py-10">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-gold-800 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-950 md:text-4xl">
            {title}
          </h1>
          {lead ? <div className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</div> : null}
          {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    );
  }
  return (
    <div className="relative overflow-hidden border-b-4 border-gold-400 bg-gradient-to-br from-navy-950 to-navy-800 text-white">
      <HeroRings className="-top-16 right-0 hidden size-[28rem] md:block" />
      <div className="relative container-page py-14 md:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {lead ? (
          <div className="mt-4 max-w-2xl text-lg text-slate-200 md:text-xl">{lead}</div>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </div>
  );
}
