import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { hasUnsavedChanges } from './leave-guard';

/**
 * Asks before leaving a page with unsaved changes: a link or Back inside the site opens the
 * question below (focus on the safe choice, "Stay on this page"); closing or reloading the tab
 * gets the browser's own question (beforeunload).
 */
export default function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  const opener = useRef<Element | null>(null);
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    opener.current = document.activeElement;
    stay.current?.focus();
  }, [blocked]);

  if (!blocked) return null;
  const onStay = () => {
    blocker.reset();
    // Back where they were: the link or button that tried to leave.
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-950/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-guard-title"
        className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow-xl"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onStay();
        }}
      >
        <h2 id="leave-guard-title" className="text-lg font-semibold text-navy-950">
          You have changes that are not saved
        </h2>
        <p className="text-slate-700">If you leave this page, your changes will be lost.</p>
        <div className="flex flex-wrap gap-3">
          <button ref={stay} type="button" className={buttonClass('primary')} onClick={onStay}>
            Stay on this page
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => blocker.proceed()}
          >
            Leave without saving
          </button>
        </div>
      </div>
    </div>
  );
}
