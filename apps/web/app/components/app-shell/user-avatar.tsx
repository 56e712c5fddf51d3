import type { PageUser } from '@techgold/contracts/page-user';
import { cn } from '~/lib/cn';
import { Icon } from '../icons';

/** The user's picture, or the default user icon (SPEC §2 dashboard). Decorative: names sit beside it. */
export function UserAvatar({
  user,
  className = 'size-10',
}: {
  user: Pick<PageUser, 'avatar_url'> | null;
  className?: string;
}) {
  if (user?.avatar_url) {
    return (
      <img
        src={user.avatar_url}
        alt=""
        className={cn('shrink-0 rounded-full bg-navy-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-navy-100 text-navy-700',
        className,
      )}
    >
      <Icon name="user" className="size-3/4" />
    </span>
  );
}
