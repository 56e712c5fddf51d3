export const mainContentId = 'main-content';

/** First focusable element of every layout. */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
