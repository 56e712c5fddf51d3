import { useEffect, useRef, useState } from 'react';
import { cn } from '~/lib/cn';
import { HeroRings } from './hero-rings';

interface VideoEmbedProps {
  /** The iframe src (an allow-listed player URL), loaded only after the visitor asks. */
  src: string;
  /** The service's name, e.g. YouTube. */
  service: string;
  /** What the video or post is; names the button and the iframe. */
  title: string;
  /** A link to the content on the service (works without JavaScript). */
  watchUrl: string;
  width: number;
  height: number;
  className?: string;
  /** Leave out the "Open on …" link (when the caller shows it, e.g. in a caption). */
  hideLink?: boolean;
}

/** A link to the content on the video host, for visitors who would rather watch there. */
export function WatchLink({ href, service }: { href: string; service: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold whitespace-nowrap text-navy-700 underline underline-offset-2"
    >
      Open on {service}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Privacy-friendly embed: a local poster and a button. Nothing is requested from the video
 * host (no cookies, no tracking) until the visitor clicks; then a sandboxed iframe loads.
 */
export function VideoEmbed({
  src,
  service,
  title,
  watchUrl,
  width,
  height,
  className,
  hideLink = false,
}: VideoEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button disappears when the player loads: keep keyboard focus on the player.
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <div className={cn('w-full', className)}>
      <div className="relative w-full overflow-hidden rounded-xl bg-navy-900">
        {/* Sizes the box to the video's shape without a style attribute (the CSP allows none). */}
        <svg viewBox={`0 0 ${width} ${height}`} className="block w-full" aria-hidden="true" />
        {loaded ? (
          <iframe
            ref={frameRef}
            src={src}
            title={`${service}: ${title}`}
            className="absolute inset-0 size-full"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-navy-950 to-navy-700 p-4 text-center text-white"
          >
            <HeroRings className="-right-16 -bottom-24 size-72 opacity-70" />
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gold-400 sm:size-16 text-navy-950 shadow-lg transition group-hover:scale-105">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="ml-1 size-6 sm:size-7"
                fill="currentColor"
              >
                <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.3A1 1 0 0 0 8 5.14Z" />
              </svg>
            </span>
            <span className="relative max-w-md text-sm font-semibold sm:text-base md:text-lg">
              Play: {title}
            </span>
            <span className="relative text-xs text-slate-200 sm:text-sm">
              Loads content from {service}, which may set cookies.
            </span>
          </button>
        )}
      </div>
      {hideLink ? null : (
        <p className="mt-2 text-sm">
          <WatchLink href={watchUrl} service={service} />
        </p>
      )}
    </div>
  );
}
