import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDismissNotifications } from '~/api/delete-notifications';
import { Icon } from '../icons';
import { NotificationLink } from '../notification-link';
import { useCurrentUser } from '~/api/get-user';
import { paths } from '~/lib/paths';

/**
 * The notifications dropdown (SPEC §2): a disclosure button with the unread count, and a
 * panel listing 'New {type} published' with each item's title, a dismiss button per item and
 * 'Clear all'. It closes on Escape (focus back on the button), on a click outside and on
 * route change. The list is the user record's, reloaded after each change.
 */
export function NotificationsButton() {
  const user = useCurrentUser();
  const dismiss = useDismissNotifications();
  const notifications = user?.notifications ?? [];
  // Open on the page it was opened on: any navigation (an item's link, the back button)
  // gives a new location key, which closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const busy = dismiss.isPending;
  const failed = dismiss.isError;
  /** One item (its id) or, with null, all of them. */
  const change = (id: number | null) =>
    dismiss.mutate(id, {
      // The dismissed item's button is gone: keep keyboard focus inside the panel.
      onSuccess: () => headingRef.current?.focus(),
    });

  const count = notifications.length;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="relative grid size-11 place-items-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        <Icon name="bell" className="size-6" />
        <span className="sr-only">Notifications ({count} unread)</span>
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-gold-400 px-1 text-xs font-bold text-navy-950"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={headingId}
        // Phones: pinned under the header across the screen (the bell is not at the edge);
        // wider screens: a dropdown under the bell.
        className="fixed inset-x-4 top-20 z-30 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-80"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-bold text-navy-950">
            Notifications
          </h2>
          {count > 0 ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => change(null)}
              className="min-h-11 rounded-lg px-2 text-sm font-semibold text-navy-900 underline hover:bg-navy-50 disabled:opacity-60"
            >
              Clear all
            </button>
          ) : null}
        </div>
        {failed ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            Sorry, that did not work. Please try again.
          </p>
        ) : null}
        {count === 0 ? (
          <p className="mt-2 text-slate-700">No current unread notifications</p>
        ) : (
          <ul className="mt-2 max-h-96 divide-y divide-slate-200 overflow-y-auto">
            {notifications.map((item) => (
              <li key={item.id} className="flex items-start gap-2 py-2">
                <NotificationLink
                  item={item}
                  className="block min-w-0 flex-1 rounded-lg p-1 hover:bg-navy-50"
                />
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => change(item.id)}
                  className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-700 hover:bg-navy-50 disabled:opacity-60"
                >
                  <Icon name="close" className="size-5" />
                  <span className="sr-only">Dismiss: {item.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 border-t border-slate-200 pt-2">
          <Link
            to={paths.notifications()}
            className="inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-navy-900 underline underline-offset-4 hover:bg-navy-50"
          >
            All notifications and settings
          </Link>
        </p>
      </section>
    </div>
  );
}
