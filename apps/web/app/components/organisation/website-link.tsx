import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';

/** An http(s) address from the record, or null (nothing else may become a link). */
export function websiteOf(url: string | null): string | null {
  const value = url?.trim();
  return value && /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
}

/** "Visit website": the organisation's site in a new tab; nothing when it has none. */
export function WebsiteLink({ url }: { url: string | null }) {
  const href = websiteOf(url);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('gold')}>
      Visit website
      <Icon name="external" className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
