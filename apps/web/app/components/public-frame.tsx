import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { LayoutVariantContext, type LayoutVariant } from './layout-variant';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { mainContentId, SkipLink } from './skip-link';

/** Header, main landmark and footer shared by the marketing layouts and the root error page. */
export function PublicFrame({
  variant = 'marketing',
  children,
}: {
  variant?: Extract<LayoutVariant, 'marketing' | 'light'>;
  children: ReactNode;
}) {
  return (
    <LayoutVariantContext value={variant}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <main
          id={mainContentId}
          tabIndex={-1}
          className={cn(
            'flex-1 focus:shadow-none focus:outline-none',
            variant === 'light' && 'bg-slate-50',
          )}
        >
          {children}
        </main>
        <SiteFooter />
      </div>
    </LayoutVariantContext>
  );
}
