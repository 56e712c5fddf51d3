import { useEffect, useId, useRef, useState } from 'react';
import { useUser } from '~/lib/user-context';
import { Icon } from '../icons';

/**
 * Slot for the notifications dropdown (SPEC §2, completed by a later issue): the bell with the
 * unread count, and a panel listing titles. Re-mounted on navigation, so it closes on route change.
 */
export function NotificationsButton() {
  const user = useUser();
  const notifications = user?.notifications ?? [];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const count = notifications.length;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
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
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
      >
        <h2 className="font-bold text-navy-950">Notifications</h2>
        {count === 0 ? (
          <p className="mt-2 text-slate-700">No current unread notifications</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {notifications.map((item) => (
              <li key={item.id} className="py-2">
                <p className="font-semibold text-navy-900">New {item.type.title} published</p>
                {item.title !== `New ${item.type.title} published` ? (
                  <p className="text-sm text-slate-700">{item.title}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
