import sprite from './icons.svg?url';

/** The symbols in icons.svg. */
export type IconName =
  | 'menu'
  | 'close'
  | 'search'
  | 'arrow-right'
  | 'clock'
  | 'alert'
  | 'check'
  | 'academic'
  | 'building'
  | 'badge'
  | 'insights'
  | 'calendar'
  | 'briefcase'
  | 'user'
  | 'news'
  | 'home'
  | 'sparkles'
  | 'pencil'
  | 'logout'
  | 'bell'
  | 'tick'
  | 'download'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'pause'
  | 'play'
  | 'external'
  | 'map-pin'
  | 'document'
  | 'info'
  | 'shield'
  | 'chart'
  | 'users'
  | 'bookmark';

/**
 * A 24×24 outline icon from the sprite (icons.svg): one cached file instead of path data in
 * every page's JavaScript (docs/decisions/0032). Decorative, so hidden from assistive
 * technology: the control or text beside it carries the meaning.
 */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
