import { useEffect, useSyncExternalStore } from 'react';

// Which forms on the page have unsaved changes, and which form draws the guard: React Router
// honours one blocker at a time, so the first form mounted owns it and it asks for all of them.
// The question itself (leave-guard-dialog.tsx, with React Router's useBlocker) is loaded only
// once a guarded form is changed, so a page whose forms are never changed, and every public
// page before someone types, carries none of it (decision 0080, budget of 0032).
const dirty = new Set<string>();
const mounted: string[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function markDirty(formId: string) {
  if (dirty.has(formId)) return;
  dirty.add(formId);
  notify();
}
export function markClean(formId: string) {
  if (dirty.delete(formId)) notify();
}
/** Whether any form on the page has changes that are not saved. */
export const hasUnsavedChanges = () => dirty.size > 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers a guarded form; true while it is the one that draws the guard and some form on
 * the page has unsaved changes.
 */
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
    () => mounted[0] === formId && dirty.size > 0,
    () => false,
  );
}
