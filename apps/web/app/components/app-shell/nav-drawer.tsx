import { useId, useRef, useState } from 'react';
import { paths } from '~/lib/paths';
import { Icon } from '../icons';
import { Logo } from '../logo';
import { SideNav } from './side-nav';

/**
 * Below `lg` the side navigation lives in a modal <dialog>: the browser traps focus inside it,
 * Escape closes it, and focus returns to the menu button. It opens from script only (no
 * script, no menu button to press), so its navigation is drawn when it opens.
 */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = useId();

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-navy-900 lg:hidden"
      >
        <Icon name="menu" className="size-6" />
        Menu
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          toggleRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-navy-950 p-0 text-white"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
          <div className="flex items-center justify-between gap-3">
            <h2 id={titleId} className="sr-only">
              Platform menu
            </h2>
            <Logo to={paths.dashboard()} label="Tech Industry Gold dashboard" tone="light" />
            <button
              type="button"
              onClick={close}
              className="grid size-11 place-items-center rounded-lg text-white hover:bg-navy-800"
            >
              <Icon name="close" className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          {/* Drawn only while open: every page is rendered on the server, and the closed
              drawer's copy of the whole navigation was a third of the shell's links. */}
          {open ? <SideNav onNavigate={close} label="Platform menu" /> : null}
        </div>
      </dialog>
    </>
  );
}
