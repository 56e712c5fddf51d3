import { cn } from '~/lib/cn';

/** Decorative gold rings for navy hero areas. */
export function HeroRings({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 400"
      fill="none"
      className={cn('pointer-events-none absolute', className)}
    >
      <circle cx="200" cy="200" r="190" stroke="#ecc14f" strokeOpacity="0.18" strokeWidth="2" />
      <circle cx="200" cy="200" r="140" stroke="#ecc14f" strokeOpacity="0.28" strokeWidth="2" />
      <circle cx="200" cy="200" r="90" stroke="#ecc14f" strokeOpacity="0.4" strokeWidth="2" />
      <circle cx="200" cy="200" r="40" stroke="#ecc14f" strokeOpacity="0.55" strokeWidth="2" />
    </svg>
  );
}
