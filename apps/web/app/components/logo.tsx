import { Link } from 'react-router';
import { cn } from '~/lib/cn';

/** The Tech Industry Gold mark and wordmark, as a link (home in the header, login in the footer). */
export function Logo({
  to,
  label,
  tone = 'dark',
  className,
  wordmarkClassName,
}: {
  to: string;
  /** Accessible name of the link, e.g. "Tech Industry Gold home". */
  label: string;
  tone?: 'dark' | 'light';
  className?: string;
  /** E.g. hide the words where space is short; the mark and the link's name stay. */
  wordmarkClassName?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn('inline-flex shrink-0 items-center gap-2.5 rounded-md', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="7" fill={tone === 'dark' ? '#101f42' : '#ecc14f'} />
        <path
          d="M16 6l2.9 6 6.6.8-4.9 4.5 1.3 6.5L16 20.6l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z"
          fill={tone === 'dark' ? '#ecc14f' : '#101f42'}
        />
      </svg>
      <span
        className={cn(
          'text-lg leading-tight font-bold tracking-tight whitespace-nowrap',
          tone === 'dark' ? 'text-navy-900' : 'text-white',
          wordmarkClassName,
        )}
      >
        Tech Industry{' '}
        <span className={tone === 'dark' ? 'text-gold-700' : 'text-gold-300'}>Gold</span>
      </span>
    </Link>
  );
}
