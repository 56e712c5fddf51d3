import { cn } from '~/lib/cn';

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'outline-light' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-navy-900 text-white hover:bg-navy-700 disabled:bg-navy-600',
  gold: 'bg-gold-400 text-navy-950 hover:bg-gold-300',
  outline: 'border border-navy-900 bg-white text-navy-900 hover:bg-navy-50',
  'outline-light': 'border border-white/70 text-white hover:bg-white/10',
  ghost: 'text-navy-800 hover:bg-navy-50',
};

/** An inline text link: underlined, bold, navy. */
export const textLinkClass =
  'rounded font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-950';

/**
 * Classes for a button, or a link that looks like one. `label: 'wraps'` for a label holding
 * someone's text (a title), which may be long: it wraps, centred, rather than pushing the page
 * wider than a phone.
 */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  extra?: string,
  size: 'md' | 'sm' = 'md',
  label: 'one-line' | 'wraps' = 'one-line',
): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-80',
    label === 'wraps' ? 'text-center' : 'whitespace-nowrap',
    size === 'md' ? 'px-5 py-2.5' : 'px-4 py-2',
    variants[variant],
    extra,
  );
}
