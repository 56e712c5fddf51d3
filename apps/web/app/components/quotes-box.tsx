import type { Quote } from '@techgold/contracts/quotes';
import { QUOTE_ROTATION_MS } from '@techgold/contracts/constants';
import { useEffect, useId, useState } from 'react';
import { cn } from '~/lib/cn';
import { Icon } from './icons';
import { useReducedMotion } from './use-reduced-motion';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .slice(-2)
    .map((part) => part[0])
    .join('');
}

/**
 * Rotating quotes (SPEC §4): a new quote every 10 s; choosing a dot shows that quote and stops
 * the rotation. Pause/play satisfies WCAG 2.2.2; a reduced-motion preference means no rotation.
 */
export function QuotesBox({ quotes, heading }: { quotes: Quote[]; heading: string }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const reducedMotion = useReducedMotion();
  const headingId = useId();
  const rotating = playing && !reducedMotion && quotes.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % quotes.length),
      QUOTE_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating, quotes.length]);

  const quote = quotes[index];
  if (!quote) return null;

  return (
    <section aria-labelledby={headingId} className="bg-navy-900 text-white">
      <div className="container-page py-14 md:py-20">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
          {heading}
        </h2>
        <div aria-live={rotating ? 'off' : 'polite'} className="mt-6 min-h-52 md:min-h-44">
          <figure data-testid="quote" data-quote-index={index}>
            <blockquote className="max-w-4xl text-2xl leading-snug font-semibold md:text-3xl">
              <p>“{quote.text}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              {quote.avatar ? (
                <img
                  src={quote.avatar}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 rounded-full bg-navy-700 object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-14 place-items-center rounded-full bg-gold-400 text-lg font-bold text-navy-950"
                >
                  {initials(quote.name)}
                </span>
              )}
              <span>
                <span className="block font-bold">{quote.name}</span>
                {quote.source ? <span className="block text-slate-300">{quote.source}</span> : null}
              </span>
            </figcaption>
          </figure>
        </div>
        {quotes.length > 1 ? (
          <div className="mt-8 flex items-center gap-4">
            {reducedMotion ? null : (
              <button
                type="button"
                onClick={() => setPlaying((value) => !value)}
                aria-label={rotating ? 'Pause quotes' : 'Play quotes'}
                className="grid size-11 place-items-center rounded-full border border-white/60 hover:bg-white/10"
              >
                <Icon name={rotating ? 'pause' : 'play'} className="size-5" />
              </button>
            )}
            <ul className="flex items-center gap-1" aria-label="Choose a quote">
              {quotes.map((item, dot) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-label={`Quote ${dot + 1} of ${quotes.length}: ${item.name}`}
                    aria-current={dot === index ? 'true' : undefined}
                    onClick={() => {
                      setIndex(dot);
                      setPlaying(false);
                    }}
                    className="grid size-11 place-items-center rounded-full"
                  >
                    <span
                      className={cn(
                        'block size-3 rounded-full border-2 border-gold-300 transition-colors',
                        dot === index ? 'bg-gold-300' : 'bg-transparent',
                      )}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
