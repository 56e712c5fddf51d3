import { cn } from '~/lib/cn';

// Organisation logos (SPEC §3: the logo path is built from ts_uuid). The server draws one for
// every organisation at /media/logos/{ts_uuid}.svg (features/media, docs/decisions/0022); a
// stored logo_url — an https link or a path on this site — is used when the record has one.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LogoSource {
  ts_uuid: string;
  logo_url: string | null;
}

/** The logo's address: logo_url when it is safe to load, else the generated one, else none. */
export function logoSrc(org: LogoSource): string | null {
  const stored = org.logo_url?.trim();
  if (stored && (/^https:\/\/[^\s]+$/i.test(stored) || /^\/[^/\\\s][^\s]*$/.test(stored))) {
    return stored;
  }
  return UUID.test(org.ts_uuid) ? `/media/logos/${org.ts_uuid.toLowerCase()}.svg` : null;
}

/**
 * The logo beside the organisation's name, which says who it is: decorative to assistive
 * technology (alt=""), so the name is not read twice.
 */
export function OrgLogo({ org, className }: { org: LogoSource; className?: string }) {
  const src = logoSrc(org);
  const box = cn(
    'aspect-[2/1] shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-contain',
    className,
  );
  if (!src) return <span aria-hidden="true" className={cn('block', box)} />;
  return <img src={src} alt="" width={320} height={160} loading="lazy" className={box} />;
}
