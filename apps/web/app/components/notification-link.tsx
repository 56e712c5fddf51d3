import { Link } from 'react-router';
import type { Notification } from '@techgold/contracts/user';

/** SPEC §2: a url containing http opens in a new tab; anything else is an in-app route. */
const isExternal = (url: string) => url.includes('http');

/** 'New {type} published' for an announcement; a notice's title is the whole message. */
export const notificationHeading = (item: Notification) =>
  item.type.kind === 'notice' ? item.title : `New ${item.type.title} published`;

/**
 * A notification's heading and title, as a link to its url (the bell and the notification
 * centre draw them alike); text alone when it has no url.
 */
export function NotificationLink({ item, className }: { item: Notification; className: string }) {
  const heading = notificationHeading(item);
  const text = (
    <>
      <span className="block font-semibold text-navy-900">{heading}</span>
      {item.title !== heading ? (
        <>
          {/* A space, so the link's name reads "… published Its title". */}{' '}
          <span className="block text-sm text-slate-700">{item.title}</span>
        </>
      ) : null}
    </>
  );
  if (!item.url) return <div className={className}>{text}</div>;
  if (isExternal(item.url))
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={className}>
        {text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  return (
    <Link to={item.url} className={className}>
      {text}
    </Link>
  );
}
