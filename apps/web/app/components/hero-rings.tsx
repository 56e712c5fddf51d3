import { cn } from '~/lib/cn';
import rings from './hero-rings.svg?url';

/** Decorative gold rings for navy hero areas: an image file, so no drawing code ships. */
export function HeroRings({ className }: { className?: string }) {
  return (
    <img
      src={rings}
      alt=""
      width={400}
      height={400}
      decoding="async"
      // Decoration: never worth a preload ahead of the page's real images.
      fetchPriority="low"
      className={cn('pointer-events-none absolute select-none', className)}
    />
  );
}
