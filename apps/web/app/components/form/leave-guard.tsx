import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { buttonClass } from '~/components/button-styles';

// Which forms on the page have unsaved changes, and which form draws the guard: React Router
// honours one blocker at a time, so the first form mounted owns it and it asks for all of them.
const dirty = new Set<string>();
const mounted: string[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function markDirty(formId: string) {
  if (!dirty.has(formId)) dirty.add(formId);
}
export function markClean(formId: string) {
  dirty.delete(formId);
}
/** Whether any form on the page has changes that are not saved. */
export const hasUnsavedChanges = () => dirty.size > 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers a guarded form; true while it is the one that draws the guard. */
export function useOwnsGuard(formId: string, guarded: boolean) {
  useEffect(() => {
    if (!guarded) return;
    mounted.push(formId);
    notify();
    return () => {
      mounted.splice(mounted.indexOf(formId), 1);
      dirty.delete(formId);
      notify();
    };
  }, [formId, guarded]);
  return useSyncExternalStore(
    subscribe,
    () => mounted[0] === formId,
    () => false,
  );
}

/**
 * Asks before leaving a page with unsaved changes: a link or Back inside the site opens the
 * question below (focus on the safe choice, "Stay on this page"); closing or reloading the tab
 * gets the browser's own question (beforeunload).
 */
export function LeaveGuard() {
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
